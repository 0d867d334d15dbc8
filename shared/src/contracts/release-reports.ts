// Releases as the site, the services and the release tooling share them (docs/architecture.md
// "Releases"): the cohorts a visitor's version comes from, the preview link's paths on the site, and
// what the shell reports about each remote version it runs with the collector's summary of it, which
// the release judge and `npm run release -- status` read. No report names a person or a browser: a
// remote, a version, the cohort that chose it, and what happened.
import * as v from '@club/shared/schema';

import { RELEASE_COHORTS, RELEASE_FAILURE_STAGES } from './release-names.ts';

const label = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be a name of letters, digits, . _ -'),
);

/**
 * One page load's word about one remote: `load` when the page first asks for the remote (once per
 * remote and page load), and `failure` with its stage, at most once per remote and page load. So a
 * remote's failure rate is failures over loads, a page load either failed or it did not.
 * `candidate` names the canary this visitor's version was chosen in: the canary's cohort and the
 * live visitors beside it, whose rates the judge compares. Strict: a field beyond these (anything
 * that could name someone) refuses the report.
 */
export const releaseReport = v.variant('event', [
  v.strictObject({
    remote: label,
    version: label,
    cohort: v.picklist(RELEASE_COHORTS),
    candidate: v.optional(label),
    event: v.literal('load'),
  }),
  v.strictObject({
    remote: label,
    version: label,
    cohort: v.picklist(RELEASE_COHORTS),
    candidate: v.optional(label),
    event: v.literal('failure'),
    stage: v.picklist(RELEASE_FAILURE_STAGES),
  }),
]);
export type ReleaseReport = v.InferOutput<typeof releaseReport>;

/** POST {collect}/releases: a batch of reports (sent as text/plain, so no preflight). */
export const releaseReportsRequest = v.pipe(
  v.array(releaseReport),
  v.minLength(1, 'must hold a report'),
  v.maxLength(100, 'holds at most 100 reports'),
);

/** One version and cohort of a remote, counted over the summary's span. */
export const releaseCohortSummary = v.object({
  version: v.string(),
  cohort: v.picklist(RELEASE_COHORTS),
  /** Page loads that asked for the remote. */
  pageLoads: v.number(),
  /** Page loads on which it failed, at any stage. */
  failedPageLoads: v.number(),
  /** Failures by stage. */
  failures: v.record(v.picklist(RELEASE_FAILURE_STAGES), v.number()),
});
export type ReleaseCohortSummary = v.InferOutput<typeof releaseCohortSummary>;

/**
 * GET {collect}/releases/summary?remote=&candidate= (the reports of one canary: its cohort and the
 * live visitors beside it) or ?remote=&minutes= (everything in the last minutes).
 */
export const releaseSummary = v.object({
  remote: v.string(),
  candidate: v.optional(v.string()),
  cohorts: v.array(releaseCohortSummary),
  /** The same counts minute by minute (UTC minute, ISO), newest last. */
  minutes: v.array(
    v.object({
      minute: v.string(),
      version: v.string(),
      cohort: v.picklist(RELEASE_COHORTS),
      pageLoads: v.number(),
      failedPageLoads: v.number(),
    }),
  ),
});
export type ReleaseSummary = v.InferOutput<typeof releaseSummary>;
