// How promos sit in the document store: each overlay with the channels it is shown on (spec 000 §4),
// checked against the contract as it is read (a document edited into the wrong shape is a clear 500).
import { PROMO_CHANNELS, promoOverlay } from '@club/shared/contracts';
import * as v from 'valibot';

export const PROMOS_COLLECTION = 'promo-overlays';

export const promoRecord = v.object({ channels: v.array(v.picklist(PROMO_CHANNELS)), promo: promoOverlay });
export type PromoRecord = v.InferOutput<typeof promoRecord>;
