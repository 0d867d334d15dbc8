import * as v from 'valibot';

/** POST /__test/clock of the local services (test mode only): moves the server's clock. */
export const testClockRequest = v.object({
  advanceMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  reset: v.optional(v.boolean()),
});
export type TestClockRequest = v.InferOutput<typeof testClockRequest>;

export const testClockResponse = v.object({ now: v.string() });
export type TestClockResponse = v.InferOutput<typeof testClockResponse>;
