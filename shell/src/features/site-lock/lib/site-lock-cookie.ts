// Keeps, on the development site only, that this browser passed the lock screen: `allow_entry`
// (spec 000 §4 "Site lock", §9) for 60 days, so the visitor is not asked again in that time.
import { SITE_COOKIES, SITE_LOCK_COOKIE_DAYS } from '@club/shared/contracts';
import Cookies from 'js-cookie';
import { cookieAttributes } from '../../../lib/cookie-attributes.ts';

/** The value the cookie holds once set. */
export const ALLOW_ENTRY_VALUE = 'true';

/** True when this browser was let in within the last 60 days. */
export function hasEntryCookie(): boolean {
  return Cookies.get(SITE_COOKIES.siteLock) === ALLOW_ENTRY_VALUE;
}

/** Sets allow_entry for 60 days. */
export function writeEntryCookie(): void {
  Cookies.set(SITE_COOKIES.siteLock, ALLOW_ENTRY_VALUE, cookieAttributes(SITE_LOCK_COOKIE_DAYS));
}
