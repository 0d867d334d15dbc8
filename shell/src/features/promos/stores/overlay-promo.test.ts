// @vitest-environment jsdom
import { type PromoOverlay, SITE_COOKIES } from '@club/shared/contracts';
import { $lockBackground, resetStoresForTests } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $overlayPromo, dismissPromo, loadPromoOverlays, resetOverlayPromos } from './overlay-promo.ts';

const PROMOS = serviceAddress('promoOverlays', '/promo-overlays/');
const server = mockServices();

const promo = (promoID: string, window: 'running' | 'ended' = 'running'): PromoOverlay => ({
  promoID,
  startDateTime: window === 'running' ? '2026-01-01T00:00:00.000Z' : '2026-03-01T00:00:00.000Z',
  endDateTime: window === 'running' ? '2099-12-31T23:59:59.000Z' : '2026-06-30T23:59:59.000Z',
  type: 'default',
  url: '/tickets',
  webNewWindow: false,
  imageKey: `promos/${promoID}.jpg`,
  imageAltText: promoID,
});

/** The promo service answering `promos`, counting the calls and checking the channel. */
function promoService(promos: () => PromoOverlay[]) {
  const calls = { count: 0, channels: [] as (string | null)[] };
  server.use(
    http.get(PROMOS, ({ request }) => {
      calls.count += 1;
      calls.channels.push(new URL(request.url).searchParams.get('channel'));
      return HttpResponse.json({ body: promos() });
    }),
  );
  return calls;
}

let visibility: DocumentVisibilityState = 'visible';
function becomeVisible(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const seen = () => Cookies.get(SITE_COOKIES.promos);
const shownId = () => $overlayPromo.get()?.promoID ?? null;

beforeEach(() => {
  Cookies.remove(SITE_COOKIES.promos, { path: '/' });
  resetStoresForTests();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
});
afterEach(() => {
  cleanStores($overlayPromo);
  resetOverlayPromos();
  vi.useRealTimers();
  Cookies.remove(SITE_COOKIES.promos, { path: '/' });
});

describe('overlay promos (spec 000 §4)', () => {
  it('asks for the Web channel and shows the first running unseen promo, locks the background and records its id', async () => {
    const calls = promoService(() => [promo('ended', 'ended'), promo('first'), promo('second')]);
    await loadPromoOverlays();
    expect(calls.channels).toEqual(['Web']);
    expect(shownId()).toBe('first');
    expect($lockBackground.get()).toBe(true);
    expect(seen()).toBe('first');
  });

  it('skips promos already in the cookie', async () => {
    Cookies.set(SITE_COOKIES.promos, 'first');
    promoService(() => [promo('first'), promo('second')]);
    await loadPromoOverlays();
    expect(shownId()).toBe('second');
    expect(seen()).toBe('first,second');
  });

  it('dismissing shows the next unseen promo, and unlocks the background once none remain', async () => {
    promoService(() => [promo('first'), promo('second')]);
    await loadPromoOverlays();
    dismissPromo();
    expect(shownId()).toBe('second');
    expect($lockBackground.get()).toBe(true);
    dismissPromo();
    expect(shownId()).toBeNull();
    expect($lockBackground.get()).toBe(false);
    expect(seen()).toBe('first,second');
  });

  it('shows nothing and locks nothing when every promo was seen or is out of its window', async () => {
    Cookies.set(SITE_COOKIES.promos, 'first');
    promoService(() => [promo('first'), promo('ended', 'ended')]);
    await loadPromoOverlays();
    expect(shownId()).toBeNull();
    expect($lockBackground.get()).toBe(false);
  });

  it('logs a failed fetch and shows nothing (spec 000 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(PROMOS, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await loadPromoOverlays();
    expect(shownId()).toBeNull();
    expect(log).toHaveBeenCalledWith('[promos] the promo overlays could not be fetched', expect.anything());
  });

  it('the first watcher fetches; the tab becoming visible with no promo on screen fetches again', async () => {
    let promos = [promo('first')];
    const calls = promoService(() => promos);
    $overlayPromo.listen(() => {});
    await vi.waitFor(() => expect(shownId()).toBe('first'));
    expect(calls.count).toBe(1);

    // A promo on screen: becoming visible fetches nothing.
    becomeVisible('visible');
    expect(calls.count).toBe(1);

    dismissPromo();
    promos = [promo('first'), promo('new')];
    becomeVisible('hidden');
    expect(calls.count).toBe(1);
    becomeVisible('visible');
    await vi.waitFor(() => expect(shownId()).toBe('new'));
    expect(calls.count).toBe(2);
    expect(seen()).toBe('first,new');
  });

  it('a fetch that lands while a promo is on screen does not replace it', async () => {
    promoService(() => [promo('first'), promo('second')]);
    await loadPromoOverlays();
    await loadPromoOverlays();
    expect(shownId()).toBe('first');
  });
});
