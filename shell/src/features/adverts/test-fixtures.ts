// Adverts for the footer advertising's tests, shaped as the services answer them.
import type { ExperimentsDataResponse, FooterAdvert, SlotAdvert } from '@club/shared/contracts';

/** A window around every test's clock. */
export const RUNNING = { startUTC: '2000-01-01T00:00:00.000Z', endUTC: '2099-12-31T23:59:59.000Z' };

/** An eligible, child-friendly slot advert; override what a test needs. */
export function slotAdvertFixture(advertID: string, overrides: Partial<SlotAdvert> = {}): SlotAdvert {
  return {
    advertID,
    id: `slot-${advertID}`,
    advertName: `Advert ${advertID}`,
    advertRef: `ADV-${advertID}`,
    campaignRef: `CMP-${advertID}`,
    enabled: true,
    channel: 'web',
    childFriendly: true,
    url: `https://${advertID}.example/`,
    timings: RUNNING,
    images: {
      mobile: { imageKey: `adverts/${advertID}-mobile.jpg` },
      desktop: { imageKey: `adverts/${advertID}-desktop.jpg` },
    },
    ...overrides,
  };
}

/** A footer-list advert with its image key; override what a test needs. */
export function footerAdvertFixture(advertID: string, overrides: Partial<FooterAdvert> = {}): FooterAdvert {
  return {
    advertID,
    advertName: `Listed ${advertID}`,
    targetUrl: `https://${advertID}.example/listed`,
    childFriendly: true,
    imageData: {
      Location: `http://localhost:4000/images/adverts/${advertID}-mobile.jpg`,
      key: `adverts/${advertID}-mobile.jpg`,
    },
    ...overrides,
  };
}

/** `{experiments}/data` with the given footer slots (the others empty). */
export function experimentsData(
  slots: Partial<Record<'footerSlot1' | 'footerSlot2' | 'footerSlot3', SlotAdvert[]>>,
): ExperimentsDataResponse {
  return {
    body: {
      adverts: {
        footerSlot1: slots.footerSlot1 ?? [],
        footerSlot2: slots.footerSlot2 ?? [],
        footerSlot3: slots.footerSlot3 ?? [],
        carousel: [],
        widget: [],
      },
    },
  };
}

/** `{advertising}/slots/footer_slot?includeAllAdverts=true` holding `adverts`. */
export function footerSlotData(adverts: SlotAdvert[]) {
  return {
    data: {
      id: 'footer_slot',
      type: 'slot' as const,
      attributes: { slotID: 'footer_slot', name: 'Footer slot', adverts },
    },
  };
}

/** `{advertising}/slots/footer_slot`: the slot's current advert, or null (spec 000 §7 "Single advert slot"). */
export function slotAdvertData(advert: SlotAdvert | null) {
  return {
    data: {
      id: 'footer_slot',
      type: 'slot' as const,
      attributes: { slotID: 'footer_slot', name: 'Footer slot', advert },
    },
  };
}
