import { STREAMER_HEADINGS, type StreamerAnchor } from '@club/shared/contracts';
import { CLUB_TV_NAME } from '@club/shared/site';

/**
 * The routing behaviour's numbers and names (spec 000 §2 "Query parameters and anchors", §4
 * "Analytics", §9; spec 001 §4 "Progress bar", §9), each named once.
 */

/** Spec 001 §4, §9: the loading bar starts only after loading has lasted this long (throttle). */
export const PROGRESS_BAR_THROTTLE_MS = 200;
/** Spec 001 §4, §9: the bar's run, about 5 s, toward the end while loading goes on. */
export const PROGRESS_BAR_DURATION_MS = 5000;
/** Spec 001 §4, §9: once loading finishes, the bar completes and hides after this delay. */
export const PROGRESS_BAR_HIDE_DELAY_MS = 500;
/** How far the bar runs while loading goes on; it completes only when loading finishes. */
export const PROGRESS_BAR_RUNNING_END = 0.9;

/** How the page scrolls to an anchor: after `delayMs`, over `durationMs`, `offsetPx` from its top. */
export interface AnchorScroll {
  delayMs: number;
  durationMs: number;
  offsetPx: number;
}

/** Spec 000 §2, §9: a hash scrolls smoothly to its anchor after 1000 ms, over 1000 ms, 130 px above it. */
export const ANCHOR_SCROLL: AnchorScroll = { delayMs: 1000, durationMs: 1000, offsetPx: -130 };

/**
 * Spec 000 §2, §9: the streamer layout scrolls over 400 ms, 80 px above the anchor; the spec gives it
 * no delay of its own, so a hash in the address waits the same 1000 ms.
 */
export const STREAMER_ANCHOR_SCROLL: AnchorScroll = { delayMs: 1000, durationMs: 400, offsetPx: -80 };

/** Spec 000 §4 "Analytics", §9: a page-view event is sent 250 ms after a route change. */
export const PAGE_VIEW_DELAY_MS = 250;
/** The analytics and tag manager event name of a page view. */
export const PAGE_VIEW_EVENT = 'pageView';

/** Spec 000 §9: no prefetch on these effective connection types (2g, and slower). */
export const NO_PREFETCH_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];

/** Spec 000 §2: the body's class per route path is this prefix and the route's name. */
export const ROUTE_BODY_CLASS_PREFIX = 'route-';

/**
 * The streamer header's links while the streamer config loads, or if it cannot (spec 000 §2: the
 * header links scroll to these anchors; the config names them, the section headings otherwise).
 */
export const STREAMER_FALLBACK_LINKS: ReadonlyArray<{ label: string; anchor: StreamerAnchor }> = [
  { label: STREAMER_HEADINGS.nextMatch, anchor: 'next-match' },
  { label: STREAMER_HEADINGS.packages, anchor: 'packages' },
  { label: STREAMER_HEADINGS.fixtures, anchor: 'fixtures' },
  { label: 'Replays', anchor: 'videos' },
  { label: STREAMER_HEADINGS.troubleshooting, anchor: 'troubleshooting' },
];

/**
 * The streamer header's brand while the streamer config loads, or if it cannot: the club's own
 * streaming brand (the config's brandName once it arrives, spec 001 §3), and the crest badge's
 * letters (ours).
 */
export const STREAMER_FALLBACK_BRAND = CLUB_TV_NAME;
export const STREAMER_BADGE = 'NB';

/** The streamer header's navigation name. */
export const STREAMER_NAVIGATION_LABEL = 'Streaming sections';
