// The streams service's numbers and words, each once (spec 001 §8, §9 and our own choices).
import { PING_INTERVAL_MS } from '@club/shared/contracts';

/**
 * Live playback sessions one account may hold at once (websocket leases). The spec gives no
 * number ("the limit for concurrent streaming"); two is a household's TV and phone.
 */
export const MAX_CONCURRENT_STREAMS = 2;

/** A lease with no ping for this long is dead: two missed pings and half an interval of slack. */
export const LEASE_TIMEOUT_MS = 2.5 * PING_INTERVAL_MS;

/** Spec 001 §9: "UK and Ireland blocked hours are 14:45 to 17:15 on Saturdays" (UK time: the club's TIMEZONE). */
export const BLACKOUT = {
  /** Luxon weekday: Monday 1 ... Saturday 6. */
  weekday: 6,
  /** Minutes after local midnight; the start is inside the blackout, the end is not. */
  startMinute: 14 * 60 + 45,
  endMinute: 17 * 60 + 15,
  countries: ['GB', 'IE'],
} as const;

/** The blackout's hours as the FAQ and the match passes write them ("14:45", "17:15"). */
const clockTime = (minuteOfDay: number) =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
export const BLOCKED_HOURS_FROM = clockTime(BLACKOUT.startMinute);
export const BLOCKED_HOURS_TO = clockTime(BLACKOUT.endMinute);

/**
 * Spec 001 §9 (streaming FAQ): a match's live video goes on air this long before kick-off, and its
 * commentary ("about 5 to 10 minutes before") from the 10th minute before.
 */
export const VIDEO_STARTS_BEFORE_KICK_OFF_MINUTES = 45;
export const AUDIO_STARTS_BEFORE_KICK_OFF_MINUTES = 10;

/**
 * The country assumed when neither the account nor the edge says (SERVICES_DEFAULT_COUNTRY
 * overrides it): the club is in the UK, so unknown viewers get UK rules.
 */
export const DEFAULT_VIEWER_COUNTRY = 'GB';

/**
 * The header a CDN edge adds with the viewer's country (production's edge sets and overwrites it);
 * believed only from the trusted edge (lib/trusted-edge.ts).
 */
export const VIEWER_COUNTRY_HEADER = 'x-viewer-country';

/** Live match video rights are sold to a broadcaster in the United States, so it is blocked there. */
export const VIDEO_RIGHTS_SOLD_ABROAD: readonly string[] = ['US'];

/** Spec 001 §8: the support contact the session-check messages point to. */
export const SUPPORT_EMAIL = 'support@club.test';

/** Spec 001 §8 ERR_56882466_2 comes "with a FAQ link"; the streaming FAQ page (spec 001 §2). */
export const STREAMING_FAQ_PATH = '/videos/faqs';

/**
 * Spec 000 §3, spec 001 §4, §9: "A setting to bypass session checks exists and is currently 0
 * (off)". On, every viewer is treated as a bypassed account: no country, blackout or concurrency
 * rule (never the sign-in, block or entitlement rules), and the check answers `bypassed: true`.
 */
export const SESSION_CHECKS_BYPASSED = false;

/** Document-store collections this service owns. */
export const STREAM_ASSETS_COLLECTION = 'stream-assets';
export const STREAMING_CONFIG_COLLECTION = 'streaming-config';
export const STREAMING_CONFIG_ID = 'default';
