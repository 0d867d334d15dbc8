import * as v from '@club/shared/schema';

/**
 * POST /__test/clock of the local services (test mode only): moves the server's clock, on
 * (`advanceMs` above 0) or back (below 0: a test replays a match that is in play at the real time).
 */
export const testClockRequest = v.object({
  advanceMs: v.optional(v.pipe(v.number(), v.integer())),
  reset: v.optional(v.boolean()),
});
export type TestClockRequest = v.InferOutput<typeof testClockRequest>;

export const testClockResponse = v.object({ now: v.string() });
export type TestClockResponse = v.InferOutput<typeof testClockResponse>;

/**
 * POST /__test/viewer-country (test mode only): where the services take the viewer to be, for
 * country rights and the blackout (an account's own fixed country still wins); null goes back to
 * the usual sources.
 */
export const testViewerCountryRequest = v.object({
  country: v.nullable(
    v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code in capitals')),
  ),
});
export type TestViewerCountryRequest = v.InferOutput<typeof testViewerCountryRequest>;
export const testViewerCountryResponse = v.object({ country: v.nullable(v.string()) });
export type TestViewerCountryResponse = v.InferOutput<typeof testViewerCountryResponse>;

/** The ways POST /__test/faults can make a route fail. */
export const FAULT_BODIES = ['malformed', 'empty', 'html'] as const;

/**
 * POST /__test/faults (test mode only): requests whose path matches `route` (exact, or a prefix
 * ending in '*') fail as described, for `times` requests and/or `forMs` of wall time.
 */
export const faultRequest = v.pipe(
  v.object({
    route: v.pipe(v.string(), v.regex(/^\/(?!__test)/, "must start with '/' and not be a /__test route")),
    method: v.optional(v.picklist(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
    delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60_000))),
    body: v.optional(v.picklist(FAULT_BODIES)),
    drop: v.optional(v.boolean()),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    forMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3_600_000))),
  }),
  v.check(
    (f) => f.status !== undefined || f.delayMs !== undefined || f.body !== undefined || f.drop === true,
    'a fault needs at least one of status, delayMs, body or drop',
  ),
);
export type FaultRequest = v.InferOutput<typeof faultRequest>;

export const faultsResponse = v.object({
  faults: v.array(v.looseObject({ id: v.string(), route: v.string(), hits: v.number() })),
});
export type FaultsResponse = v.InferOutput<typeof faultsResponse>;
