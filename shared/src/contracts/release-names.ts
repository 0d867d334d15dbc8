// The release names the site, the services and the release tooling share, apart from the report
// schemas (release-reports.ts), so that a page that only posts reports or draws the preview banner
// carries no schema: the preview link's paths, the collector's paths, the cohorts and the stages.

/** Where a preview link points on the site: `/__preview/<token>` sets its cookie and opens the site. */
export const PREVIEW_PATH = '/__preview';
/** Where the preview banner's Leave posts (`remote`, `back`): the preview's cookie goes, the page stays. */
export const PREVIEW_LEAVE_PATH = '/__preview/leave';

/** Where the shell posts its reports, under the collect service's base URL. */
export const RELEASE_REPORTS_PATH = '/releases';
/** Where the judge and `npm run release -- status` read them, under the same base URL. */
export const RELEASE_SUMMARY_PATH = '/releases/summary';

/**
 * How a visitor came to run a version: live for everyone, a canary's share, or a preview link. The
 * site's server decides it per request (scripts/lib/release-routing.ts).
 */
export const RELEASE_COHORTS = ['live', 'canary', 'preview'] as const;
export type ReleaseCohort = (typeof RELEASE_COHORTS)[number];

/**
 * Where a remote failed on a page load: its manifest, its entry script, a shared dependency (a
 * singleton whose version does not satisfy it), its exposed module, its rendering (an error
 * boundary caught it), or an uncaught error from its scripts afterwards.
 */
export const RELEASE_FAILURE_STAGES = [
  'manifest',
  'entry',
  'shared',
  'module',
  'render',
  'uncaught',
] as const;
export type ReleaseFailureStage = (typeof RELEASE_FAILURE_STAGES)[number];
