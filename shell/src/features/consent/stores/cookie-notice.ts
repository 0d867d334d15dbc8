import { grantAllConsent, grantEssentialOnly, onBrowserMount } from '@club/shared/stores';
import { atom } from 'nanostores';
import {
  hasAnalyticsConsentCookie,
  hasAnsweredCookieNotice,
  writeAcceptAllCookies,
  writeOnlyEssentialCookies,
} from '../lib/consent-cookies.ts';

/**
 * The cookie popup: shown unless the consent cookie equals true (spec 000 §4 "Cookie notice"). Known
 * from the start, in the browser from its cookies and on the server from the request's
 * (openCookieNoticeFor), so a page the server renders has it in its first paint (it was the largest
 * paint of /videos and /matches, and waited for hydration) and hydrates with it.
 */
export const $cookieNoticeOpen = atom(typeof document !== 'undefined' && !hasAnsweredCookieNotice());

onBrowserMount($cookieNoticeOpen, () => {
  $cookieNoticeOpen.set(!hasAnsweredCookieNotice());
});

/** The server's render of a page: the popup as the visitor's cookies say. */
export function openCookieNoticeFor(cookies: Readonly<Record<string, string | undefined>>): void {
  $cookieNoticeOpen.set(!hasAnsweredCookieNotice(cookies));
}

/**
 * At page load: an analytics cookie already true means the visitor chose Accept All Cookies (the only
 * way it gets set), so all three categories are on again, and with analytics consent tracking starts
 * (@club/shared/analytics sends while it is on). Otherwise the categories stay off until the visitor
 * chooses.
 */
export function restoreCookieConsent(): void {
  if (hasAnalyticsConsentCookie()) grantAllConsent();
}

/** 'Accept All Cookies': both cookies, all three categories on, tracking started, the popup hidden. */
export function acceptAllCookies(): void {
  writeAcceptAllCookies();
  grantAllConsent();
  $cookieNoticeOpen.set(false);
}

/** 'Only Essential': the consent cookie, all three categories off, the popup hidden. */
export function acceptOnlyEssentialCookies(): void {
  writeOnlyEssentialCookies();
  grantEssentialOnly();
  $cookieNoticeOpen.set(false);
}
