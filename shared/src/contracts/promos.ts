import * as v from '@club/shared/schema';

/** Spec 000 §7: the channel the site asks promo overlays for (`channel=Web`); the app asks with App. */
export const PROMO_CHANNEL_WEB = 'Web';
export const PROMO_CHANNELS = [PROMO_CHANNEL_WEB, 'App'] as const;

/** Spec 000 §2 "Overlay promo": the two sizes, and the promo image size 1400x1400. */
export const PROMO_TYPES = ['default', 'mini'] as const;
export const PROMO_IMAGE_SIZE = '1400x1400';

/** GET {promoOverlays}/promo-overlays/ query (spec 000 §7): `channel` is required. */
export const promoOverlaysQuery = v.object({
  channel: v.picklist(PROMO_CHANNELS, `must be one of: ${PROMO_CHANNELS.join(', ')}`),
});
export type PromoOverlaysQuery = v.InferOutput<typeof promoOverlaysQuery>;

/** One overlay promo (spec 000 §3 "Promo overlay"); the dates are ISO 8601 instants. */
export const promoOverlay = v.looseObject({
  promoID: v.string(),
  startDateTime: v.string(),
  endDateTime: v.string(),
  type: v.string(),
  url: v.string(),
  webNewWindow: v.boolean(),
  imageKey: v.string(),
  imageAltText: v.string(),
});
export type PromoOverlay = v.InferOutput<typeof promoOverlay>;

/**
 * GET {promoOverlays}/promo-overlays/?channel=Web (spec 000 §7: "The list response is in body"):
 * every promo of the channel, in or out of its window; the site keeps those running now (§4).
 */
export const promoOverlaysResponse = v.object({ body: v.array(promoOverlay) });
export type PromoOverlaysResponse = v.InferOutput<typeof promoOverlaysResponse>;

/** Spec 000 §4: only promos whose current time lies between start and end are considered. */
export function isPromoRunning(promo: PromoOverlay, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(promo.startDateTime) <= time && time < Date.parse(promo.endDateTime);
}
