// How adverts sit in the document store and how they are read back. Each advert is stored once
// with the areas it is listed in (the web API's footer list); slots name their adverts by id, so
// one advert can run in several slots. Every read is checked against the contract: a document
// edited by hand into the wrong shape is a clear 500 rather than a malformed answer.
import {
  ADVERT_SLOT_IDS,
  type CarouselAdvert,
  carouselAdvert,
  type SlotAdvert,
  slotAdvert,
} from '@club/shared/contracts';
import * as v from 'valibot';
import { readDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';

export const ADVERTS_COLLECTION = 'adverts';
export const ADVERT_SLOTS_COLLECTION = 'advert-slots';
export const CAROUSEL_ADVERTS_COLLECTION = 'carousel-adverts';

export const CAROUSEL_PLACEMENTS = ['carousel', 'widget'] as const;

export const advertRecord = v.object({ areas: v.array(v.string()), advert: slotAdvert });
export type AdvertRecord = v.InferOutput<typeof advertRecord>;

export const advertSlotRecord = v.object({
  slotID: v.picklist(ADVERT_SLOT_IDS),
  name: v.string(),
  advertIDs: v.array(v.string()),
});
export type AdvertSlotRecord = v.InferOutput<typeof advertSlotRecord>;

export const carouselAdvertRecord = v.object({
  placement: v.picklist(CAROUSEL_PLACEMENTS),
  advert: carouselAdvert,
});
export type CarouselAdvertRecord = v.InferOutput<typeof carouselAdvertRecord>;

export const readAdverts = (db: Queryable): Promise<AdvertRecord[]> =>
  readDocuments(db, ADVERTS_COLLECTION, advertRecord);

export const readCarouselAdverts = (db: Queryable): Promise<CarouselAdvertRecord[]> =>
  readDocuments(db, CAROUSEL_ADVERTS_COLLECTION, carouselAdvertRecord);

/** A slot with its adverts in the slot's order, or undefined for an unknown slot. */
export async function readSlot(
  db: Queryable,
  slotID: string,
): Promise<{ slot: AdvertSlotRecord; adverts: SlotAdvert[] } | undefined> {
  const slots = await readDocuments(db, ADVERT_SLOTS_COLLECTION, advertSlotRecord);
  const slot = slots.find((candidate) => candidate.slotID === slotID);
  if (!slot) return undefined;
  const byID = new Map((await readAdverts(db)).map(({ advert }) => [advert.advertID, advert]));
  const adverts = slot.advertIDs.map((id) => {
    const advert = byID.get(id);
    if (!advert) throw new Error(`Advert slot '${slotID}' names the unknown advert '${id}'`);
    return advert;
  });
  return { slot, adverts };
}

export async function readCarouselPlacement(
  db: Queryable,
  placement: (typeof CAROUSEL_PLACEMENTS)[number],
): Promise<CarouselAdvert[]> {
  return (await readCarouselAdverts(db))
    .filter((record) => record.placement === placement)
    .map((record) => record.advert);
}
