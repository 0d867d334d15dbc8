let renderedOrigin: string | undefined;

/**
 * Said by the shell's server build before each render (docs/architecture.md "Server rendering"):
 * the site's address the page is rendered for, which the server has no window to read from.
 */
export function renderForOrigin(origin: string): void {
  renderedOrigin = origin;
}

/** This site's address (`https://club.example`): the page's, or the one the server renders for. */
export function siteOrigin(): string {
  return renderedOrigin ?? window.location.origin;
}
