import { isPromoRunning, type PromoOverlay } from '@club/shared/contracts';

/**
 * The promo to show (spec 000 §4 "Overlay promos"): the first, in the service's order, whose window
 * holds `now` and whose id is not among those already seen; null when none remains.
 */
export function nextPromo(
  promos: readonly PromoOverlay[],
  seen: ReadonlySet<string>,
  now: Date,
): PromoOverlay | null {
  return promos.find((promo) => isPromoRunning(promo, now) && !seen.has(promo.promoID)) ?? null;
}
