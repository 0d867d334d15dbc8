import { grantAllConsent, grantEssentialOnly, onBrowserMount } from '@club/shared/stores';
import { atom } from 'nanostores';
import {
  hasAnalyticsConsentCookie,
  hasAnsweredCookieNotice,
  writeAcceptAllCookies,
  writeOnlyEssentialCookies,
} from '../lib/consent-cookies.ts';

/** The cookie popup: shown unless the consent cookie equals true (spec 000 §4 "Cookie notice"). */
export const $cookieNoticeOpen = atom(false);

onBrowserMount($cookieNoticeOpen, () => {
  $cookieNoticeOpen.set(!hasAnsweredCookieNotice());
});

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
