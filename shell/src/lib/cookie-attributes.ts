// The attributes every cookie the shell writes shares (shell/README "Cookies"): the whole site
// (path /), sent on top-level navigation from other sites (SameSite=Lax), and Secure on https.
// No Domain attribute: a host-only cookie belongs to the host that serves the site, which is the
// club's domain in production and localhost here.
import type Cookies from 'js-cookie';

/** The shared attributes with the given expiry (a date, or a number of days as js-cookie takes it). */
export function cookieAttributes(expires: Date | number): Cookies.CookieAttributes {
  return { expires, path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' };
}
