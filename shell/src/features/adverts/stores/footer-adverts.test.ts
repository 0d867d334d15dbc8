import {
  $adverts,
  $childFriendly,
  resetStoresForTests,
  setAdverts,
  setChildFriendly,
} from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_ADVERT_RELOAD_DELAY_MS } from '../constants.ts';
import { experimentsData, footerAdvertFixture, footerSlotData, slotAdvertFixture } from '../test-fixtures.ts';
import {
  $footerAdvertList,
  $footerSlotPicks,
  $footerSlotsEnabled,
  footerSlotRecord,
  loadFooterAdverts,
  resetFooterAdverts,
  scheduleFooterAdvertsReload,
} from './footer-adverts.ts';

const calls = { experiments: 0, footerSlot: 0, list: 0 };
const slot1 = [slotAdvertFixture('s1-a'), slotAdvertFixture('s1-b')];
const server = mockServices(
  http.get(serviceAddress('experiments', '/data'), () => {
    calls.experiments += 1;
    return HttpResponse.json(experimentsData({ footerSlot1: slot1, footerSlot2: [slotAdvertFixture('s2')] }));
  }),
  http.get(serviceAddress('advertising', '/slots/footer_slot'), ({ request }) => {
    calls.footerSlot += 1;
    expect(new URL(request.url).searchParams.get('includeAllAdverts')).toBe('true');
    return HttpResponse.json(footerSlotData([slotAdvertFixture('listed-1')]));
  }),
  http.get(serviceAddress('webApi', '/v1/adverts/'), ({ request }) => {
    calls.list += 1;
    expect(new URL(request.url).searchParams.get('area')).toBe('footer');
    return HttpResponse.json({ adverts: [footerAdvertFixture('listed-1')] });
  }),
);

beforeEach(() => {
  calls.experiments = 0;
  calls.footerSlot = 0;
  calls.list = 0;
  resetStoresForTests();
  resetFooterAdverts();
});
afterEach(() => {
  resetFooterAdverts();
  vi.useRealTimers();
});

describe('loadFooterAdverts', () => {
  it('puts the advertising data and the footer slot into the adverts state, and keeps the footer list', async () => {
    setAdverts({ other: [{ kept: true }] });
    await loadFooterAdverts();
    const adverts = $adverts.get();
    expect(adverts.footerSlot1).toEqual(slot1);
    expect(adverts.footerSlot2).toHaveLength(1);
    expect(adverts.footerSlot3).toEqual([]);
    expect(adverts.footer_slot).toHaveLength(1);
    expect(adverts.other).toEqual([{ kept: true }]);
    expect($footerAdvertList.get()).toMatchObject({ status: 'ready', adverts: [{ advertID: 'listed-1' }] });
    expect(footerSlotRecord('listed-1')?.advertRef).toBe('ADV-listed-1');
  });

  it('enables the footer slots only when footerSlot1 holds an advert (spec 000 §4)', async () => {
    expect($footerSlotsEnabled.get()).toBe(false);
    setAdverts({ footerSlot2: [slotAdvertFixture('x')] });
    expect($footerSlotsEnabled.get()).toBe(false);
    await loadFooterAdverts();
    expect($footerSlotsEnabled.get()).toBe(true);
  });

  it('picks the slot adverts at random, again on every load and on every change of child mode', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    await loadFooterAdverts();
    const unlisten = $footerSlotPicks.listen(() => {});
    const first = $footerSlotPicks.get();
    expect(first.slots.map((pick) => pick.advert?.advertID ?? null)).toEqual(['s1-a', 's2', null]);

    random.mockReturnValue(0.9);
    await loadFooterAdverts();
    const second = $footerSlotPicks.get();
    expect(second.pickID).not.toBe(first.pickID);
    expect(second.slots[0]?.advert?.advertID).toBe('s1-b');

    setChildFriendly(!$childFriendly.get());
    expect($footerSlotPicks.get().pickID).not.toBe(second.pickID);
    unlisten();
  });

  it('logs a failed advertising data fetch and shows no slot adverts (spec 000 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadFooterAdverts();
    server.use(
      http.get(serviceAddress('experiments', '/data'), () => HttpResponse.json({}, { status: 503 })),
    );
    await loadFooterAdverts();
    expect($adverts.get().footerSlot1).toBeUndefined();
    expect($footerSlotsEnabled.get()).toBe(false);
    expect($footerAdvertList.get().status).toBe('ready');
    expect(warn).toHaveBeenCalledWith('[adverts] advertising data not loaded', expect.anything());
  });

  it('logs a failed footer list fetch and lists nothing (spec 000 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(serviceAddress('webApi', '/v1/adverts/'), () => HttpResponse.text('not json')));
    await loadFooterAdverts();
    expect($footerAdvertList.get()).toMatchObject({ status: 'failed', adverts: [] });
    expect($footerSlotsEnabled.get()).toBe(true);
    expect(warn).toHaveBeenCalledWith('[adverts] footer advert list not loaded', expect.anything());
  });

  it('logs a failed footer slot fetch; the list then has no references for its events', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(serviceAddress('advertising', '/slots/footer_slot'), () => HttpResponse.error()));
    await loadFooterAdverts();
    expect($adverts.get().footer_slot).toBeUndefined();
    expect(footerSlotRecord('listed-1')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[adverts] footer slot adverts not loaded', expect.anything());
  });
});

describe('scheduleFooterAdvertsReload', () => {
  const settle = () => vi.waitFor(() => expect($footerAdvertList.get().loadID).toBeGreaterThan(0));

  it('reloads exactly 2 s after a route change (spec 000 §4, §9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(FOOTER_ADVERT_RELOAD_DELAY_MS).toBe(2000);
    scheduleFooterAdvertsReload();
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.experiments).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.experiments).toBe(1);
    expect(calls.footerSlot).toBe(1);
    expect(calls.list).toBe(1);
    await settle();
  });

  it('restarts the wait on each change, so quick changes reload once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scheduleFooterAdvertsReload();
    await vi.advanceTimersByTimeAsync(1500);
    scheduleFooterAdvertsReload();
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.experiments).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.experiments).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.experiments).toBe(1);
    await settle();
  });

  it('does not reload once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scheduleFooterAdvertsReload();
    resetFooterAdverts();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.experiments).toBe(0);
  });
});
