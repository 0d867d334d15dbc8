// Keeps the visitor's answer to the cookie notice (spec 000 §4 "Cookie notice", §9): `cookie_consent`
// is 'true' once they chose either button, so the notice stays away; `analytics_consent` is 'true'
// only after Accept All Cookies, so tracking starts again at the next load. Both last 60 days, on
// the club domain (runtime config `settings.cookieDomain`) so every club site under it shares them.
import { $runtimeConfig } from '@club/shared/config';
import { CONSENT_COOKIE_MAX_AGE_MS, SITE_COOKIES } from '@club/shared/contracts';
import Cookies from 'js-cookie';
import { cookieAttributes } from '../../../lib/cookie-attributes.ts';

/** The value both consent cookies hold when set; anything else counts as not set. */
export const CONSENT_COOKIE_VALUE = 'true';

/**
 * Spec 000 §9 "Consent cookies … on the club domain": the configured club domain when the page is
 * served from it or a subdomain of it (a browser refuses a Domain the page is not under); otherwise
 * none, and the cookie belongs to the page's host (localhost here).
 */
export function consentCookieDomain(hostname: string, clubDomain: string | undefined): string | undefined {
  if (!clubDomain) return undefined;
  const host = hostname.toLowerCase();
  return host === clubDomain || host.endsWith(`.${clubDomain}`) ? clubDomain : undefined;
}

const clubDomain = () =>
  consentCookieDomain(window.location.hostname, $runtimeConfig.get()?.settings.cookieDomain);

function consentAttributes(now: number): Cookies.CookieAttributes {
  const domain = clubDomain();
  const attributes = cookieAttributes(new Date(now + CONSENT_COOKIE_MAX_AGE_MS));
  return domain ? { ...attributes, domain } : attributes;
}

/**
 * True when the visitor answered the notice (the consent cookie equals true), by the browser's
 * cookies or a request's (the server's render of a page).
 */
export function hasAnsweredCookieNotice(
  cookies: Readonly<Record<string, string | undefined>> = Cookies.get(),
): boolean {
  return cookies[SITE_COOKIES.consent] === CONSENT_COOKIE_VALUE;
}

/** True when the analytics consent cookie equals true. */
export function hasAnalyticsConsentCookie(): boolean {
  return Cookies.get(SITE_COOKIES.analyticsConsent) === CONSENT_COOKIE_VALUE;
}

/** Accept All Cookies: the consent cookie and the analytics consent cookie, for 60 days. */
export function writeAcceptAllCookies(now = Date.now()): void {
  Cookies.set(SITE_COOKIES.consent, CONSENT_COOKIE_VALUE, consentAttributes(now));
  Cookies.set(SITE_COOKIES.analyticsConsent, CONSENT_COOKIE_VALUE, consentAttributes(now));
}

/**
 * Only Essential: the consent cookie for 60 days. An analytics cookie left from an earlier Accept
 * All is removed, so the choice made last is the one that holds at the next load.
 */
export function writeOnlyEssentialCookies(now = Date.now()): void {
  Cookies.set(SITE_COOKIES.consent, CONSENT_COOKIE_VALUE, consentAttributes(now));
  const domain = clubDomain();
  Cookies.remove(SITE_COOKIES.analyticsConsent, domain ? { path: '/', domain } : { path: '/' });
}
