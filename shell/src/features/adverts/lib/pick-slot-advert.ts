import { FOOTER_SLOTS, isSlotAdvertEligible, type SlotAdvert, slotAdvert } from '@club/shared/contracts';
import * as v from '@club/shared/schema';
import type { AdvertsBySlot } from '@club/shared/stores';

export type FooterSlotID = (typeof FOOTER_SLOTS)[number];

/** A slot advert that may show: eligible, so it has its link URL and mobile image key (spec 000 §4, §5). */
export type ShownSlotAdvert = SlotAdvert & { url: string; images: { mobile: { imageKey: string } } };

/** The slot's adverts in the adverts state; anything there that is not a slot advert is left out. */
export function slotAdvertsOf(adverts: AdvertsBySlot, slot: string): SlotAdvert[] {
  return (adverts[slot] ?? []).filter((item): item is SlotAdvert => v.is(slotAdvert, item));
}

function isShown(advert: SlotAdvert, now: Date, childFriendlyMode: boolean): advert is ShownSlotAdvert {
  return isSlotAdvertEligible(advert, now, childFriendlyMode);
}

/**
 * Spec 000 §4: the slot advert is picked at random from the eligible ones (isSlotAdvertEligible);
 * null when none is. `random` returns a number in [0, 1), as Math.random does.
 */
export function pickSlotAdvert(
  candidates: readonly SlotAdvert[],
  now: Date,
  childFriendlyMode: boolean,
  random: () => number = Math.random,
): ShownSlotAdvert | null {
  const eligible = candidates.filter((advert) => isShown(advert, now, childFriendlyMode));
  if (eligible.length === 0) return null;
  const index = Math.min(Math.max(Math.floor(random() * eligible.length), 0), eligible.length - 1);
  return eligible[index] ?? null;
}

/** One square footer slot and the advert it shows, if any. */
export interface FooterSlotPick {
  slot: FooterSlotID;
  advert: ShownSlotAdvert | null;
}

/** Picks the advert of each of the three footer slots from the adverts state. */
export function pickFooterSlotAdverts(
  adverts: AdvertsBySlot,
  now: Date,
  childFriendlyMode: boolean,
  random: () => number = Math.random,
): FooterSlotPick[] {
  return FOOTER_SLOTS.map((slot) => ({
    slot,
    advert: pickSlotAdvert(slotAdvertsOf(adverts, slot), now, childFriendlyMode, random),
  }));
}
