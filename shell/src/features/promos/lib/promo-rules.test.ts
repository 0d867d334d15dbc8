// @vitest-environment jsdom
import { PROMOS_COOKIE_EXPIRES, type PromoOverlay, SITE_COOKIES } from '@club/shared/contracts';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextPromo } from './next-promo.ts';
import { markPromoSeen, readSeenPromoIds } from './promos-cookie.ts';

const promo = (promoID: string, startDateTime: string, endDateTime: string): PromoOverlay => ({
  promoID,
  startDateTime,
  endDateTime,
  type: 'default',
  url: '/tickets',
  webNewWindow: false,
  imageKey: `promos/${promoID}.jpg`,
  imageAltText: promoID,
});

const NOW = new Date('2026-11-22T12:00:00Z');
const running = promo('running', '2026-01-01T00:00:00Z', '2099-12-31T23:59:59Z');
const runningToo = promo('running-too', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z');
const ended = promo('ended', '2026-03-01T00:00:00Z', '2026-06-30T23:59:59Z');
const notStarted = promo('not-started', '2099-01-01T00:00:00Z', '2099-12-31T23:59:59Z');

const clear = () => Cookies.remove(SITE_COOKIES.promos, { path: '/' });
beforeEach(clear);
afterEach(clear);

describe('nextPromo (spec 000 §4 "Overlay promos")', () => {
  it('considers only promos whose window holds the current time, in the order given', () => {
    expect(nextPromo([ended, notStarted, running, runningToo], new Set(), NOW)).toBe(running);
    expect(nextPromo([ended, notStarted], new Set(), NOW)).toBeNull();
  });

  it('includes the start instant and excludes the end instant', () => {
    expect(nextPromo([runningToo], new Set(), new Date('2026-11-01T00:00:00Z'))).toBe(runningToo);
    expect(nextPromo([runningToo], new Set(), new Date('2026-11-30T23:59:59.999Z'))).toBe(runningToo);
    expect(nextPromo([runningToo], new Set(), new Date('2026-12-01T00:00:00Z'))).toBeNull();
    expect(nextPromo([runningToo], new Set(), new Date('2026-10-31T23:59:59.999Z'))).toBeNull();
  });

  it('skips promos already seen and gives the first unseen one, or none', () => {
    expect(nextPromo([running, runningToo], new Set(['running']), NOW)).toBe(runningToo);
    expect(nextPromo([running, runningToo], new Set(['running', 'running-too']), NOW)).toBeNull();
  });
});

describe('the _gc_promos cookie', () => {
  it('holds nothing at first', () => {
    expect([...readSeenPromoIds()]).toEqual([]);
  });

  it('appends each id once, in the order shown', () => {
    markPromoSeen('promo-season-tickets');
    markPromoSeen('promo-home-kit');
    markPromoSeen('promo-season-tickets');
    expect([...readSeenPromoIds()]).toEqual(['promo-season-tickets', 'promo-home-kit']);
    expect(Cookies.get(SITE_COOKIES.promos)).toBe('promo-season-tickets,promo-home-kit');
  });

  it('keeps ids a browser already had', () => {
    Cookies.set(SITE_COOKIES.promos, 'older');
    markPromoSeen('newer');
    expect([...readSeenPromoIds()]).toEqual(['older', 'newer']);
  });

  it('expires in 2099, on path / with SameSite=Lax', () => {
    const set = vi.spyOn(Cookies, 'set');
    markPromoSeen('promo-season-tickets');
    expect(new Date(PROMOS_COOKIE_EXPIRES).getUTCFullYear()).toBe(2099);
    expect(set).toHaveBeenCalledWith(SITE_COOKIES.promos, 'promo-season-tickets', {
      expires: new Date(PROMOS_COOKIE_EXPIRES),
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
  });
});
