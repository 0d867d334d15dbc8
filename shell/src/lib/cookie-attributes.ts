// The attributes every cookie the shell writes shares (shell/README "Cookies"): the whole site
// (path /), sent on top-level navigation from other sites (SameSite=Lax), and Secure on https.
// No Domain attribute here: a host-only cookie belongs to the host that serves the site. The consent
// cookies add the club domain where one is configured (features/consent/lib/consent-cookies.ts).
import type Cookies from 'js-cookie';

/** The shared attributes with the given expiry (a date, or a number of days as js-cookie takes it). */
export function cookieAttributes(expires: Date | number): Cookies.CookieAttributes {
  return { expires, path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' };
}
