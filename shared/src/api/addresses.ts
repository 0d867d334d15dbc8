/**
 * The site's addresses, built from a base URL given in: the API client and `imageUrl` build every
 * request through these with the live runtime config, and the server of the shell's index.html
 * builds its preloads through them (route hints), so a preload and the page's own request are the
 * same address to the character. No imports: a server reads this with no browser and no config.
 */

export type QueryValue = string | number | boolean | null | undefined;

/** `{base}{path}?{query}`: the base without its trailing slash, empty query values left out. */
export function serviceUrlFrom(
  base: string,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** An image-library address in handler v2 form: `{images}/{w}x{h}/fit-in/{imageKey}`. */
export function imageUrlFrom(imagesBase: string, imageKey: string, width: number, height: number): string {
  return `${imagesBase.replace(/\/+$/, '')}/${width}x${height}/fit-in/${imageKey.replace(/^\/+/, '')}`;
}
