// What the site sends to the collectors (DESIGN.md `collect`): analytics events, advert events
// (spec 000 §7 "Advert analytics") and Mux beacons. The spec does not show the answers; ours is a
// count of what was recorded.
import * as v from '@club/shared/schema';

/** Spec 000 §7: advert events, 'advertImpression'/'advertClick' and, for slot adverts, 'advertLoaded'/'advertClicked'. */
export const ADVERT_EVENT_NAMES = [
  'advertImpression',
  'advertClick',
  'advertLoaded',
  'advertClicked',
] as const;
export type AdvertEventName = (typeof ADVERT_EVENT_NAMES)[number];

/** Spec 000 §7 advert event payload. */
export const advertEvent = v.object({
  event: v.picklist(ADVERT_EVENT_NAMES),
  advertID: v.union([v.string(), v.number()]),
  advertName: v.string(),
  advertRef: v.optional(v.nullable(v.string())),
  campaignRef: v.optional(v.nullable(v.string())),
  sessionID: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  ssoID: v.nullable(v.string()),
  timestamp: v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp')),
  url: v.string(),
  userAllowTracking: v.boolean(),
});
export type AdvertEvent = v.InferOutput<typeof advertEvent>;

/** POST {collect}/adverts: one event, or a batch as an array (the data delivery stream takes JSON records). */
export const advertEventsRequest = v.pipe(v.array(advertEvent), v.minLength(1, 'must hold an event'));

/** An analytics event (page views and the like): a name, when, where, and free properties. */
export const analyticsEvent = v.object({
  event: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  timestamp: v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp')),
  path: v.optional(v.string()),
  sessionID: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
  properties: v.optional(v.record(v.string(), v.unknown())),
});
export type AnalyticsEvent = v.InferOutput<typeof analyticsEvent>;

/** POST {collect}/events: one event, or a batch as an array. */
export const analyticsEventsRequest = v.pipe(v.array(analyticsEvent), v.minLength(1, 'must hold an event'));

/** A Mux Data beacon as mux-embed posts it (JSON sent as text/plain to the root path). */
export const muxBeacon = v.looseObject({
  events: v.pipe(v.array(v.looseObject({ e: v.string() })), v.minLength(1)),
});
export type MuxBeacon = v.InferOutput<typeof muxBeacon>;

export const collectResponse = v.object({ accepted: v.number() });
export type CollectResponse = v.InferOutput<typeof collectResponse>;

/** `csp`: Content-Security-Policy violation reports the browser sent (POST {collect}/csp-reports). */
export const COLLECTED_KINDS = ['analytics', 'advert', 'mux', 'csp'] as const;
export type CollectedKind = (typeof COLLECTED_KINDS)[number];

/** One recorded item as GET /__test/collected lists it. */
export const collectedItem = v.object({
  kind: v.picklist(COLLECTED_KINDS),
  receivedAt: v.string(),
  origin: v.nullable(v.string()),
  body: v.unknown(),
});
export type CollectedItem = v.InferOutput<typeof collectedItem>;

export const collectedResponse = v.object({ items: v.array(collectedItem) });
export type CollectedResponse = v.InferOutput<typeof collectedResponse>;
