import { map } from 'nanostores';

/** The cookie categories the visitor agreed to (spec 000 §3 "cookiesConsent"); writing cookies lives elsewhere. */
export interface CookiesConsent {
  analytics: boolean;
  marketing: boolean;
  personalisation: boolean;
}

function noConsent(): CookiesConsent {
  return { analytics: false, marketing: false, personalisation: false };
}

/** Consent per cookie category; all false until the visitor chooses (spec 001 §9). */
export const $cookiesConsent = map<CookiesConsent>(noConsent());

/** 'Accept All Cookies': turns analytics, marketing and personalisation on (spec 000 §4 "Cookie notice"). */
export function grantAllConsent(): void {
  $cookiesConsent.set({ analytics: true, marketing: true, personalisation: true });
}

/** 'Only Essential': turns all three categories off (spec 000 §4 "Cookie notice"). */
export function grantEssentialOnly(): void {
  $cookiesConsent.set(noConsent());
}

/** Restores choices found at load, e.g. an analytics cookie already true; categories not given stay as they are. */
export function setConsent(choices: Partial<CookiesConsent>): void {
  $cookiesConsent.set({ ...$cookiesConsent.get(), ...choices });
}

/** Puts consent back to its page-load value (nothing granted). */
export function resetConsent(): void {
  $cookiesConsent.set(noConsent());
}
