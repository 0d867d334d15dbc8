// The streaming-only site variant's configuration (spec 001 §3 "Streamer config"; spec 000 §2
// "Layouts", spec 001 §2 "Streamer site variant").
import * as v from '@club/shared/schema';
import { faqItem } from './faqs.ts';

/** Spec 000 §1 and 001 §2: the streamer page's section headings, quoted. */
export const STREAMER_HEADINGS = {
  nextMatch: 'Upcoming Game',
  packages: 'Available Packages',
  voucher: 'Redeem a voucher code',
  fixtures: 'Upcoming Fixtures',
  troubleshooting: 'Having Trouble?',
} as const;

/** Spec 000 §2: the anchors the streamer header links scroll to. */
export const STREAMER_ANCHORS = ['next-match', 'packages', 'fixtures', 'videos', 'troubleshooting'] as const;
export type StreamerAnchor = (typeof STREAMER_ANCHORS)[number];

/** Spec 001 §9 "Playlist amount 10". */
export const STREAMER_PLAYLIST_AMOUNT = 10;

export const streamerLink = v.looseObject({
  label: v.string(),
  url: v.string(),
  newTab: v.boolean(),
});
export type StreamerLink = v.InferOutput<typeof streamerLink>;

export const streamerConfig = v.looseObject({
  streamClubID: v.string(),
  /** The streaming brand the config names (spec: it still carries another club's branding). */
  brandName: v.string(),
  displayPackagesSection: v.boolean(),
  displayVoucherSection: v.boolean(),
  headings: v.looseObject({
    nextMatch: v.string(),
    packages: v.string(),
    voucher: v.string(),
    fixtures: v.string(),
    troubleshooting: v.string(),
  }),
  hero: v.looseObject({
    title: v.string(),
    text: v.string(),
    desktopImageKey: v.string(),
    mobileImageKey: v.string(),
  }),
  voucher: v.looseObject({ text: v.string(), buttonText: v.string() }),
  playlist: v.looseObject({
    display: v.boolean(),
    title: v.string(),
    description: v.string(),
    amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
    feedType: v.string(),
    feed: v.string(),
  }),
  headerLinks: v.array(v.looseObject({ label: v.string(), anchor: v.picklist(STREAMER_ANCHORS) })),
  footerLinks: v.array(streamerLink),
  faqItems: v.array(faqItem),
});
export type StreamerConfig = v.InferOutput<typeof streamerConfig>;

/** GET {webApi}/v1/streamer-config (shape "not shown"; designed). */
export const streamerConfigResponse = v.object({ data: streamerConfig });
export type StreamerConfigResponse = v.InferOutput<typeof streamerConfigResponse>;
