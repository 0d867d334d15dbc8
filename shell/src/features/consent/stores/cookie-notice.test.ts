// @vitest-environment jsdom
import { forgetDataLayer, trackingAllowed } from '@club/shared/analytics';
import { $runtimeConfig } from '@club/shared/config';
import { CONSENT_COOKIE_MAX_AGE_MS, SITE_COOKIES } from '@club/shared/contracts';
import { $cookiesConsent, resetStoresForTests } from '@club/shared/stores';
import { testRuntimeConfig } from '@club/shared/testing';
import Cookies from 'js-cookie';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentCookieDomain } from '../lib/consent-cookies.ts';
import {
  $cookieNoticeOpen,
  acceptAllCookies,
  acceptOnlyEssentialCookies,
  restoreCookieConsent,
} from './cookie-notice.ts';

const ALL_ON = { analytics: true, marketing: true, personalisation: true };
const ALL_OFF = { analytics: false, marketing: false, personalisation: false };
const DAY_MS = 24 * 60 * 60 * 1000;

function clearCookies() {
  for (const name of Object.values(SITE_COOKIES)) Cookies.remove(name, { path: '/' });
}

/** Whether the popup shows for a visitor arriving with these cookies. */
function noticeOpenOnArrival(): boolean {
  const unbind = $cookieNoticeOpen.listen(() => {});
  const open = $cookieNoticeOpen.get();
  unbind();
  return open;
}

beforeEach(() => {
  clearCookies();
  resetStoresForTests();
  forgetDataLayer();
});
afterEach(() => {
  cleanStores($cookieNoticeOpen);
  clearCookies();
});

describe('the cookie notice', () => {
  it('is shown to a visitor without the consent cookie', () => {
    expect(noticeOpenOnArrival()).toBe(true);
  });

  it("is not shown when the consent cookie equals 'true'", () => {
    Cookies.set(SITE_COOKIES.consent, 'true');
    expect(noticeOpenOnArrival()).toBe(false);
  });

  it.each(['false', 'TRUE', '1', ''])("is shown when the consent cookie holds '%s'", (value) => {
    Cookies.set(SITE_COOKIES.consent, value);
    expect(noticeOpenOnArrival()).toBe(true);
  });
});

describe('Accept All Cookies', () => {
  it('sets the consent and analytics consent cookies to true, turns all three categories on, starts tracking and hides the popup', () => {
    expect(noticeOpenOnArrival()).toBe(true);
    $cookieNoticeOpen.listen(() => {});
    acceptAllCookies();
    expect(Cookies.get(SITE_COOKIES.consent)).toBe('true');
    expect(Cookies.get(SITE_COOKIES.analyticsConsent)).toBe('true');
    expect($cookiesConsent.get()).toEqual(ALL_ON);
    expect(trackingAllowed()).toBe(true);
    expect($cookieNoticeOpen.get()).toBe(false);
  });

  it('gives both cookies 5184000000 ms (60 days), path / and SameSite=Lax', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const set = vi.spyOn(Cookies, 'set');
    acceptAllCookies();
    vi.useRealTimers();
    const expires = new Date(Date.parse('2026-11-22T10:00:00Z') + CONSENT_COOKIE_MAX_AGE_MS);
    expect(expires.getTime() - Date.parse('2026-11-22T10:00:00Z')).toBe(60 * DAY_MS);
    const attributes = { expires, path: '/', sameSite: 'lax', secure: false };
    expect(set).toHaveBeenCalledWith(SITE_COOKIES.consent, 'true', attributes);
    expect(set).toHaveBeenCalledWith(SITE_COOKIES.analyticsConsent, 'true', attributes);
  });
});

describe('the club domain (spec 000 §9: consent cookies on the club domain)', () => {
  it('is the configured domain when the page is served from it or a subdomain, else the host alone', () => {
    expect(consentCookieDomain('www.northbridgefc.example', 'northbridgefc.example')).toBe(
      'northbridgefc.example',
    );
    expect(consentCookieDomain('northbridgefc.example', 'northbridgefc.example')).toBe(
      'northbridgefc.example',
    );
    expect(consentCookieDomain('TV.NorthbridgeFC.example', 'northbridgefc.example')).toBe(
      'northbridgefc.example',
    );
    // A look-alike host, another site, or no domain configured: the cookie stays the host's own.
    expect(consentCookieDomain('evilnorthbridgefc.example', 'northbridgefc.example')).toBeUndefined();
    expect(consentCookieDomain('localhost', 'northbridgefc.example')).toBeUndefined();
    expect(consentCookieDomain('www.northbridgefc.example', undefined)).toBeUndefined();
  });

  it('sets both consent cookies, and removes a leftover analytics one, on the club domain', () => {
    const base = testRuntimeConfig();
    // The test page is served from localhost: configured as the club domain, it is the page's own.
    $runtimeConfig.set({ ...base, settings: { ...base.settings, cookieDomain: 'localhost' } });
    const set = vi.spyOn(Cookies, 'set');
    const remove = vi.spyOn(Cookies, 'remove');
    acceptAllCookies();
    for (const name of [SITE_COOKIES.consent, SITE_COOKIES.analyticsConsent]) {
      expect(set).toHaveBeenCalledWith(
        name,
        'true',
        expect.objectContaining({ domain: 'localhost', path: '/' }),
      );
    }
    acceptOnlyEssentialCookies();
    expect(remove).toHaveBeenCalledWith(SITE_COOKIES.analyticsConsent, { path: '/', domain: 'localhost' });
    $runtimeConfig.set(base);
  });
});

describe('Only Essential', () => {
  it('sets only the consent cookie, turns all three categories off, leaves tracking off and hides the popup', () => {
    $cookieNoticeOpen.listen(() => {});
    acceptOnlyEssentialCookies();
    expect(Cookies.get(SITE_COOKIES.consent)).toBe('true');
    expect(Cookies.get(SITE_COOKIES.analyticsConsent)).toBeUndefined();
    expect($cookiesConsent.get()).toEqual(ALL_OFF);
    expect(trackingAllowed()).toBe(false);
    expect($cookieNoticeOpen.get()).toBe(false);
  });

  it('turns off categories an earlier choice turned on and removes a leftover analytics cookie', () => {
    acceptAllCookies();
    acceptOnlyEssentialCookies();
    expect($cookiesConsent.get()).toEqual(ALL_OFF);
    expect(Cookies.get(SITE_COOKIES.analyticsConsent)).toBeUndefined();
  });

  it('gives the consent cookie 60 days too', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const set = vi.spyOn(Cookies, 'set');
    acceptOnlyEssentialCookies();
    vi.useRealTimers();
    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith(SITE_COOKIES.consent, 'true', {
      expires: new Date(Date.parse('2026-11-22T10:00:00Z') + CONSENT_COOKIE_MAX_AGE_MS),
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
  });
});

describe('at page load', () => {
  it('starts tracking and turns the categories on when the analytics cookie is already true', () => {
    Cookies.set(SITE_COOKIES.consent, 'true');
    Cookies.set(SITE_COOKIES.analyticsConsent, 'true');
    restoreCookieConsent();
    expect(trackingAllowed()).toBe(true);
    expect($cookiesConsent.get()).toEqual(ALL_ON);
  });

  it('starts nothing after Only Essential (consent cookie without the analytics cookie)', () => {
    Cookies.set(SITE_COOKIES.consent, 'true');
    restoreCookieConsent();
    expect(trackingAllowed()).toBe(false);
    expect($cookiesConsent.get()).toEqual(ALL_OFF);
  });

  it('starts nothing for an analytics cookie that is not exactly true', () => {
    Cookies.set(SITE_COOKIES.analyticsConsent, 'yes');
    restoreCookieConsent();
    expect(trackingAllowed()).toBe(false);
  });
});
