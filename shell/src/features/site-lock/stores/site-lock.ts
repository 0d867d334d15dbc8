import { sendAnalyticsEvent } from '@club/shared/analytics';
import { DEVELOPMENT_ENTRY_WORD } from '@club/shared/site';
import { atom } from 'nanostores';
import { SITE_ACCESS_ANALYTICS_EVENT, SITE_ACCESS_GRANTED_EVENT } from '../constants.ts';
import { hasEntryCookie, writeEntryCookie } from '../lib/site-lock-cookie.ts';

/**
 * True while the lock screen stands in front of the site: the runtime config's `siteLock` flag is on
 * and this browser has no allow_entry cookie (spec 000 §4 "Site lock"). A courtesy screen, not
 * security: the entry word ships in the page's script.
 */
export const $siteLocked = atom(false);

/** Applies the runtime config's `siteLock` flag at start. */
export function configureSiteLock(enabled: boolean): void {
  $siteLocked.set(enabled && !hasEntryCookie());
}

/** Spec 000 §5: access requires the exact development entry word (case and spaces count). */
export function isEntryWord(typed: string): boolean {
  return typed === DEVELOPMENT_ENTRY_WORD;
}

/**
 * Access: with the exact word, sets allow_entry for 60 days, emits the window event and the
 * analytics event, and reveals the site. Returns whether the visitor was let in.
 */
export function enterSite(typed: string): boolean {
  if (!isEntryWord(typed)) return false;
  writeEntryCookie();
  $siteLocked.set(false);
  window.dispatchEvent(new CustomEvent(SITE_ACCESS_GRANTED_EVENT));
  void sendAnalyticsEvent({
    event: SITE_ACCESS_ANALYTICS_EVENT,
    timestamp: new Date().toISOString(),
    path: window.location.pathname,
  });
  return true;
}
