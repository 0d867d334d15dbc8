import { FOOTER_SLOTS } from '@club/shared/contracts';

// The footer advertising's numbers, names and labels (spec 000 §2, §4, §7, §9). The slot names,
// the eligibility rule and the image size are in @club/shared/contracts (adverts.ts).

/**
 * Spec 000 §2 "Layouts": footer advertising in three versions. The spec names them, not what each
 * holds; ours, one per layout:
 * 1. the three square slots of the adverts state and the list of every footer advert (the default
 *    layout);
 * 2. the list alone (the news item layout: an article already ends with its own advert, §9
 *    "Advert position: last");
 * 3. the single slot, the footer slot's current advert from `GET {advertising}/slots/{slotID}` (§7
 *    "Single advert slot"; the streamer layout).
 * The layouts choose theirs with FOOTER_ADVERTISING_VERSION_BY_LAYOUT (app/layouts/deferred-parts.ts).
 */
export const FOOTER_ADVERTISING_VERSIONS = [1, 2, 3] as const;
export type FooterAdvertisingVersion = (typeof FOOTER_ADVERTISING_VERSIONS)[number];

/** Spec 000 §9: footer advert slots. */
export const FOOTER_ADVERT_SLOT_COUNT = 3;

/** Spec 000 §4, §9: footer adverts reload 2 s after each route change. */
export const FOOTER_ADVERT_RELOAD_DELAY_MS = 2000;

/** Spec 000 §4: the footer slots are on when the adverts state holds this slot with an advert. */
export const FOOTER_SLOTS_ENABLED_BY: (typeof FOOTER_SLOTS)[number] = 'footerSlot1';

/** The adverts-state keys `{experiments}/data` fills (spec 000 §7 "Reads body, which holds adverts"). */
export const EXPERIMENTS_ADVERT_KEYS = [...FOOTER_SLOTS, 'carousel', 'widget'] as const;

/** Accessible names of the footer advertising (ours; the spec shows none). */
export const FOOTER_ADVERTISING_LABEL = 'Advertising';
export const FOOTER_ADVERT_SLOTS_LABEL = 'Featured adverts';
export const FOOTER_ADVERT_LIST_LABEL = 'All adverts';
export const FOOTER_SINGLE_ADVERT_LABEL = 'Featured advert';
