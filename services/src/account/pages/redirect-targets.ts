// Where the hosted pages may send a browser afterwards. Only the site's own origins (ctx.siteOrigins)
// and this account site's own pages are accepted, so a crafted link cannot turn sign-in into an
// open redirect that hands a user, or an authorisation code, to someone else's site.

/** `undefined` when nothing was asked for; `null` when what was asked for is refused. */
export type RedirectCheck = URL | undefined | null;

/** This account site's own pages, as a path that cannot be read as another host (`//evil`, `/\evil`). */
const OWN_PAGE = /^\/account\/[^/\\]/;

export function checkRedirect(
  target: string | undefined,
  allowedOrigins: readonly string[],
  ownOrigin: string,
): RedirectCheck {
  if (target === undefined || target === '') return undefined;
  if (target.startsWith('/')) return OWN_PAGE.test(target) ? new URL(target, ownOrigin) : null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  // Credentials in a URL (http://site@evil) are a classic disguise; nothing of ours needs them.
  if (url.username || url.password) return null;
  return allowedOrigins.includes(url.origin) ? url : null;
}

/** The URL with a query parameter set (spec 001 §2: loginSuccess=true, logoutSuccess=true, code=...). */
export function withParams(url: URL, params: Record<string, string | undefined>): string {
  const next = new URL(url);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) next.searchParams.set(name, value);
  return next.toString();
}
