import { apiRequest } from '@club/shared/api';
import { PROMO_CHANNEL_WEB, type PromoOverlay, promoOverlaysResponse } from '@club/shared/contracts';

/** GET {promoOverlays}/promo-overlays/?channel=Web (spec 000 §7): the list in `body`. */
export async function getPromoOverlays(): Promise<PromoOverlay[]> {
  const { body } = await apiRequest('promoOverlays', '/promo-overlays/', {
    schema: promoOverlaysResponse,
    query: { channel: PROMO_CHANNEL_WEB },
  });
  return body;
}
