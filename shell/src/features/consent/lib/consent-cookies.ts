// Keeps the visitor's answer to the cookie notice (spec 000 §4 "Cookie notice", §9): `cookie_consent`
// is 'true' once they chose either button, so the notice stays away; `analytics_consent` is 'true'
// only after Accept All Cookies, so tracking starts again at the next load. Both last 60 days.
import { CONSENT_COOKIE_MAX_AGE_MS, SITE_COOKIES } from '@club/shared/contracts';
import Cookies from 'js-cookie';
import { cookieAttributes } from '../../../lib/cookie-attributes.ts';

/** The value both consent cookies hold when set; anything else counts as not set. */
export const CONSENT_COOKIE_VALUE = 'true';

const consentAttributes = (now: number) => cookieAttributes(new Date(now + CONSENT_COOKIE_MAX_AGE_MS));

/** True when the visitor answered the notice (the consent cookie equals true). */
export function hasAnsweredCookieNotice(): boolean {
  return Cookies.get(SITE_COOKIES.consent) === CONSENT_COOKIE_VALUE;
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
  Cookies.remove(SITE_COOKIES.analyticsConsent, { path: '/' });
}
