/**
 * The release judge's settings for the e2e run (scripts/lib/release-judge.ts reads them from the
 * environment of `npm run serve`): a window of seconds instead of half an hour, so the release spec
 * sees a canary promoted or rolled back while it waits. The minimum sample is more page loads than
 * the canary split test makes on either side, so that test is never promoted from under it.
 */
export const E2E_JUDGE = { windowMs: 2_000, minPageLoads: 12, intervalMs: 500 } as const;

/** The same, as the environment variables the server reads. */
export const E2E_JUDGE_ENVIRONMENT = {
  CLUB_JUDGE_WINDOW_MS: String(E2E_JUDGE.windowMs),
  CLUB_JUDGE_MIN_PAGE_LOADS: String(E2E_JUDGE.minPageLoads),
  CLUB_JUDGE_INTERVAL_MS: String(E2E_JUDGE.intervalMs),
};
