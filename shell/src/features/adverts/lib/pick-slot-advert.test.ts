import { FOOTER_SLOTS } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { FOOTER_ADVERT_SLOT_COUNT } from '../constants.ts';
import { slotAdvertFixture } from '../test-fixtures.ts';
import { pickFooterSlotAdverts, pickSlotAdvert, slotAdvertsOf } from './pick-slot-advert.ts';

const now = new Date('2026-11-22T10:00:00.000Z');
const a = slotAdvertFixture('a');
const b = slotAdvertFixture('b');
const c = slotAdvertFixture('c');

describe('pickSlotAdvert', () => {
  it('picks at random among the eligible adverts, by the injected random number', () => {
    expect(pickSlotAdvert([a, b, c], now, true, () => 0)?.advertID).toBe('a');
    expect(pickSlotAdvert([a, b, c], now, true, () => 0.34)?.advertID).toBe('b');
    expect(pickSlotAdvert([a, b, c], now, true, () => 0.999)?.advertID).toBe('c');
  });

  it('never picks an ineligible advert, whatever the random number (spec 000 §4, §5)', () => {
    const ineligible = [
      slotAdvertFixture('ended', {
        timings: { startUTC: '2020-01-01T00:00:00Z', endUTC: '2026-11-22T10:00:00Z' },
      }),
      slotAdvertFixture('not-started', {
        timings: { startUTC: '2026-11-22T10:00:01Z', endUTC: '2099-01-01T00:00:00Z' },
      }),
      slotAdvertFixture('disabled', { enabled: false }),
      slotAdvertFixture('app', { channel: 'app' }),
      slotAdvertFixture('not-child-friendly', { childFriendly: false }),
      slotAdvertFixture('no-link', { url: '' }),
      slotAdvertFixture('no-mobile-image', { images: { desktop: { imageKey: 'adverts/x-desktop.jpg' } } }),
    ];
    for (const random of [0, 0.2, 0.5, 0.8, 0.999]) {
      expect(pickSlotAdvert([...ineligible, b], now, true, () => random)?.advertID).toBe('b');
    }
    expect(pickSlotAdvert(ineligible, now, true, () => 0)).toBeNull();
  });

  it('takes an empty channel as web, and a not child-friendly advert only when child mode is off', () => {
    const anyChannel = slotAdvertFixture('any', { channel: '' });
    const adult = slotAdvertFixture('adult', { childFriendly: false });
    expect(pickSlotAdvert([anyChannel], now, true)?.advertID).toBe('any');
    expect(pickSlotAdvert([adult], now, true)).toBeNull();
    expect(pickSlotAdvert([adult], now, false)?.advertID).toBe('adult');
  });

  it('stays inside the list when the random source returns 1', () => {
    expect(pickSlotAdvert([a, b], now, true, () => 1)?.advertID).toBe('b');
  });
});

describe('pickFooterSlotAdverts', () => {
  it('picks one advert for each of the three footer slots (spec 000 §9)', () => {
    expect(FOOTER_SLOTS).toHaveLength(FOOTER_ADVERT_SLOT_COUNT);
    const picks = pickFooterSlotAdverts(
      { footerSlot1: [a], footerSlot2: [b, c], footerSlot3: [] },
      now,
      true,
      () => 0.9,
    );
    expect(picks.map(({ slot, advert }) => [slot, advert?.advertID ?? null])).toEqual([
      ['footerSlot1', 'a'],
      ['footerSlot2', 'c'],
      ['footerSlot3', null],
    ]);
  });

  it('ignores anything in the adverts state that is not a slot advert', () => {
    expect(slotAdvertsOf({ footerSlot1: [{ advertTitle: 'carousel' }, a] }, 'footerSlot1')).toEqual([a]);
  });
});
