// success_url, cancel_url and returnURL must lead back to the club's own site, so the hosted pages
// cannot be used as an open redirect to somewhere else.
/** True for an http(s) URL without credentials on one of the site's origins (ctx.siteOrigins). */
export function isSiteUrl(value: string, siteOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return (url.protocol === 'http:' || url.protocol === 'https:') && siteOrigins.includes(url.origin);
}

export const SITE_URL_PROBLEM = "must be a page on the club's site";
