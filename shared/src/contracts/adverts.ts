import * as v from '@club/shared/schema';

/** Spec 000 §7: the one advert area the footer list asks for (`area=footer`). */
export const ADVERT_AREA_FOOTER = 'footer';
export const ADVERT_AREAS = [ADVERT_AREA_FOOTER] as const;

/** Spec 000 §2, §7: the footer slot whose adverts the footer lists, and the three square footer slots. */
export const FOOTER_SLOT = 'footer_slot';
export const FOOTER_SLOTS = ['footerSlot1', 'footerSlot2', 'footerSlot3'] as const;
export const ADVERT_SLOT_IDS = [FOOTER_SLOT, ...FOOTER_SLOTS] as const;
export type AdvertSlotID = (typeof ADVERT_SLOT_IDS)[number];

/** Spec 000 §5: an advert runs on the web when its channel is empty or 'web' ('app' is the app's). */
export const ADVERT_WEB_CHANNELS: readonly string[] = ['', 'web'];
export const ADVERT_CHANNELS = ['', 'web', 'app'] as const;

/** Spec 000 §7 image sizes of adverts: slot and list adverts 500x500, carousel adverts 750x750. */
export const ADVERT_IMAGE_SIZE = '500x500';
export const CAROUSEL_ADVERT_IMAGE_SIZE = '750x750';

/** GET {webApi}/v1/adverts/ query (spec 000 §7): `area` is required. */
export const footerAdvertsQuery = v.object({
  area: v.picklist(ADVERT_AREAS, `must be one of: ${ADVERT_AREAS.join(', ')}`),
});
export type FooterAdvertsQuery = v.InferOutput<typeof footerAdvertsQuery>;

/**
 * One advert of the footer list (spec 000 §3 "Advert, footer list"). `Location` is an absolute image
 * URL; `key`, when given, is the same image's key in the image library.
 */
export const footerAdvert = v.looseObject({
  advertID: v.string(),
  advertName: v.string(),
  targetUrl: v.string(),
  childFriendly: v.boolean(),
  imageData: v.looseObject({ Location: v.string(), key: v.optional(v.string()) }),
});
export type FooterAdvert = v.InferOutput<typeof footerAdvert>;

/** GET {webApi}/v1/adverts/?area=footer (spec 000 §7): the adverts running now in the area. */
export const footerAdvertsResponse = v.object({ adverts: v.array(footerAdvert) });
export type FooterAdvertsResponse = v.InferOutput<typeof footerAdvertsResponse>;

/** One image of a slot advert; `imageKey` goes to the image library. */
export const slotAdvertImage = v.looseObject({ imageKey: v.string() });

/**
 * One advert of an advertising slot (spec 000 §3 "Advert, slot"). `images` holds one entry per
 * type (mobile, desktop); an advert may lack `url` or a mobile image, and then must not show.
 */
export const slotAdvert = v.looseObject({
  advertID: v.string(),
  id: v.string(),
  advertName: v.string(),
  advertRef: v.string(),
  campaignRef: v.string(),
  enabled: v.boolean(),
  channel: v.string(),
  childFriendly: v.boolean(),
  url: v.optional(v.string()),
  timings: v.looseObject({ startUTC: v.string(), endUTC: v.string() }),
  images: v.looseObject({ mobile: v.optional(slotAdvertImage), desktop: v.optional(slotAdvertImage) }),
});
export type SlotAdvert = v.InferOutput<typeof slotAdvert>;

/** GET {advertising}/slots/{slotID} query: `includeAllAdverts=true` lists every advert of the slot. */
export const advertSlotQuery = v.object({
  includeAllAdverts: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((raw) => raw === 'true'),
    ),
    'false',
  ),
});
export type AdvertSlotQuery = v.InferOutput<typeof advertSlotQuery>;

const slotData = <A extends v.ObjectEntries>(attributes: A) =>
  v.object({
    data: v.looseObject({
      id: v.string(),
      type: v.literal('slot'),
      attributes: v.looseObject({ slotID: v.string(), name: v.string(), ...attributes }),
    }),
  });

/** GET {advertising}/slots/{slotID}?includeAllAdverts=true (spec 000 §7): every advert, eligible or not. */
export const advertSlotAdvertsResponse = slotData({ adverts: v.array(slotAdvert) });
export type AdvertSlotAdvertsResponse = v.InferOutput<typeof advertSlotAdvertsResponse>;

/** GET {advertising}/slots/{slotID} (spec 000 §7): the slot's current advert, or null when none runs. */
export const advertSlotAdvertResponse = slotData({ advert: v.nullable(slotAdvert) });
export type AdvertSlotAdvertResponse = v.InferOutput<typeof advertSlotAdvertResponse>;

/** One image of a carousel or widget advert; `imageSize` is `{w}x{h}` as image addresses take it. */
export const carouselAdvertImage = v.looseObject({ key: v.string(), imageSize: v.string() });

/** A carousel or widget advert (spec 000 §3 "Advert, carousel and widget"). */
export const carouselAdvert = v.looseObject({
  advertID: v.string(),
  advertTitle: v.string(),
  childFriendly: v.boolean(),
  advertData: v.looseObject({
    url: v.optional(v.string()),
    images: v.looseObject({
      mobile: v.optional(carouselAdvertImage),
      desktop: v.optional(carouselAdvertImage),
    }),
  }),
});
export type CarouselAdvert = v.InferOutput<typeof carouselAdvert>;

/**
 * GET {experiments}/data (spec 000 §7: "Reads body, which holds adverts"): adverts by slot name.
 * The footer slots carry slot adverts; `carousel` and `widget` carry carousel adverts.
 */
export const experimentsDataResponse = v.object({
  body: v.looseObject({
    adverts: v.looseObject({
      footerSlot1: v.optional(v.array(slotAdvert), []),
      footerSlot2: v.optional(v.array(slotAdvert), []),
      footerSlot3: v.optional(v.array(slotAdvert), []),
      carousel: v.optional(v.array(carouselAdvert), []),
      widget: v.optional(v.array(carouselAdvert), []),
    }),
  }),
});
export type ExperimentsDataResponse = v.InferOutput<typeof experimentsDataResponse>;

/**
 * Spec 000 §5 advert eligibility (the window includes its start, not its end), plus §4 "An advert
 * shows only when it has a link URL and a mobile image key". The advertising service answers every
 * advert; whoever shows one checks this.
 */
export function isSlotAdvertEligible(advert: SlotAdvert, now: Date, childFriendlyMode: boolean): boolean {
  const start = Date.parse(advert.timings.startUTC);
  const end = Date.parse(advert.timings.endUTC);
  const time = now.getTime();
  return (
    start <= time &&
    time < end &&
    advert.enabled &&
    ADVERT_WEB_CHANNELS.includes(advert.channel) &&
    (!childFriendlyMode || advert.childFriendly) &&
    Boolean(advert.url) &&
    Boolean(advert.images.mobile?.imageKey)
  );
}
