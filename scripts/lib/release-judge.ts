/**
 * The release judge: while a remote's candidate runs as a canary, it compares the canary's page
 * loads with those of the live visitors beside it (the same canary's other returning visitors,
 * release-routing.ts) and rolls it back or promotes it (docs/architecture.md "Releases"):
 *
 * - at once, on any page load where a shared dependency refused it (`shared`: a singleton's version
 *   does not satisfy it, so it never ran as built);
 * - at once, when its failure rate is clearly worse than live's: at least ROLLBACK_MIN_FAILURES
 *   failed page loads, and a one-sided Fisher exact test on the two cohorts' failed and good page
 *   loads gives p < ROLLBACK_P_VALUE for "the canary fails more often";
 * - promoted, once it has run for the window, each cohort has at least the minimum page loads, and
 *   the same test finds no sign that it fails more often (p >= PROMOTE_MIN_P_VALUE). Too little
 *   traffic is never a promotion: the canary waits.
 *
 * `judgeCanary` decides from the counts alone; `startReleaseJudge` runs it with `npm run serve`.
 */
import {
  RELEASE_SUMMARY_PATH,
  type ReleaseCohortSummary,
  type ReleaseSummary,
  releaseSummary,
  validate,
} from '../../shared/src/contracts/index.ts';
import { REMOTES, type RemoteName } from './apps.ts';
import { readReleases, updateReleases } from './deploy.ts';
import { type Candidate, promote, rollBackCandidate } from './release-records.ts';

/** A canary this clearly worse than live (one-sided Fisher exact p-value) is rolled back. */
export const ROLLBACK_P_VALUE = 0.01;
/** ...once it has at least this many failed page loads: one or two are never enough on their own. */
export const ROLLBACK_MIN_FAILURES = 3;
/** A canary is promoted only when the test finds no sign that it fails more often than live. */
export const PROMOTE_MIN_P_VALUE = 0.05;

export interface JudgeSettings {
  /** The least time a canary runs before it can be promoted. */
  windowMs: number;
  /** The least page loads the canary, and the live visitors beside it, each need before a promotion. */
  minPageLoads: number;
  /** How often the judge looks at the running canaries. */
  intervalMs: number;
}

/** The settings `npm run serve` judges with, unless the environment says otherwise (judgeSettings). */
export const DEFAULT_JUDGE_SETTINGS: JudgeSettings = {
  windowMs: 30 * 60_000,
  minPageLoads: 500,
  intervalMs: 15_000,
};

const SETTINGS_ENVIRONMENT: Record<keyof JudgeSettings, string> = {
  windowMs: 'CLUB_JUDGE_WINDOW_MS',
  minPageLoads: 'CLUB_JUDGE_MIN_PAGE_LOADS',
  intervalMs: 'CLUB_JUDGE_INTERVAL_MS',
};

/** The judge's settings: the defaults, each replaced by its environment variable when set. */
export function judgeSettings(environment: NodeJS.ProcessEnv = process.env): JudgeSettings {
  const settings = { ...DEFAULT_JUDGE_SETTINGS };
  for (const key of Object.keys(SETTINGS_ENVIRONMENT) as Array<keyof JudgeSettings>) {
    const name = SETTINGS_ENVIRONMENT[key];
    const value = environment[name];
    if (value === undefined || value === '') continue;
    if (!/^\d+$/.test(value) || Number(value) < 1)
      throw new Error(`${name} must be a whole number above 0 (it is ${JSON.stringify(value)})`);
    settings[key] = Number(value);
  }
  return settings;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7): the factorials of the test without overflow. */
function logGamma(x: number): number {
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = coefficients[0] ?? 1;
  for (let i = 1; i < coefficients.length; i++) sum += (coefficients[i] ?? 0) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/**
 * The one-sided Fisher exact test: the chance, if both cohorts failed equally often, that the canary
 * would have at least `canaryFailed` of all the failed page loads. Small: the canary fails more often.
 */
export function fisherWorseP(
  canaryFailed: number,
  canaryLoads: number,
  liveFailed: number,
  liveLoads: number,
): number {
  const total = canaryLoads + liveLoads;
  const failed = canaryFailed + liveFailed;
  if (total === 0 || failed === 0) return 1;
  const denominator = logChoose(total, canaryLoads);
  let p = 0;
  for (let x = canaryFailed; x <= Math.min(canaryLoads, failed); x++) {
    if (failed - x > liveLoads) continue;
    p += Math.exp(logChoose(failed, x) + logChoose(total - failed, canaryLoads - x) - denominator);
  }
  return Math.min(1, p);
}

export type Verdict =
  | { action: 'rollback'; reason: string }
  | { action: 'promote'; reason: string }
  | { action: 'wait'; reason: string };

export interface CanaryEvidence {
  /** The canary's cohort: the candidate's page loads. */
  canary: ReleaseCohortSummary | undefined;
  /** The live visitors beside it, in the same canary. */
  live: ReleaseCohortSummary | undefined;
  /** When the canary's share went above 0 (ms). */
  since: number;
  now: number;
}

const rate = (cohort: ReleaseCohortSummary) =>
  cohort.pageLoads === 0 ? '0%' : `${((100 * cohort.failedPageLoads) / cohort.pageLoads).toFixed(1)}%`;
const counts = (cohort: ReleaseCohortSummary) =>
  `${cohort.failedPageLoads} of ${cohort.pageLoads} page loads failed`;

/** What the judge does about a canary, from its counts. */
export function judgeCanary({ canary, live, since, now }: CanaryEvidence, settings: JudgeSettings): Verdict {
  const empty = (cohort: 'canary' | 'live'): ReleaseCohortSummary => ({
    version: '',
    cohort,
    pageLoads: 0,
    failedPageLoads: 0,
    failures: {},
  });
  const ours = canary ?? empty('canary');
  const theirs = live ?? empty('live');
  const shared = ours.failures.shared ?? 0;
  if (shared > 0)
    return {
      action: 'rollback',
      reason: `a shared dependency refused it on ${shared} page load${shared === 1 ? '' : 's'} (it cannot run on the live shell's copy)`,
    };
  const p = fisherWorseP(ours.failedPageLoads, ours.pageLoads, theirs.failedPageLoads, theirs.pageLoads);
  const comparison = `canary ${rate(ours)} (${counts(ours)}), live ${rate(theirs)} (${counts(theirs)}), p = ${p.toPrecision(2)}`;
  if (ours.failedPageLoads >= ROLLBACK_MIN_FAILURES && p < ROLLBACK_P_VALUE)
    return { action: 'rollback', reason: `it fails clearly more often than live: ${comparison}` };
  const ranMs = now - since;
  if (ranMs < settings.windowMs)
    return {
      action: 'wait',
      reason: `${Math.ceil((settings.windowMs - ranMs) / 1000)} s of its window left; ${comparison}`,
    };
  if (ours.pageLoads < settings.minPageLoads || theirs.pageLoads < settings.minPageLoads)
    return {
      action: 'wait',
      reason: `too little traffic to judge: each side needs ${settings.minPageLoads} page loads; ${comparison}`,
    };
  if (p < PROMOTE_MIN_P_VALUE)
    return { action: 'wait', reason: `it may fail more often than live: ${comparison}` };
  return { action: 'promote', reason: `no worse than live over its window: ${comparison}` };
}

/** The summary of one canary from the collector (`{collect}/releases/summary?remote&candidate`). */
export async function readCanarySummary(
  collectUrl: string,
  remote: RemoteName,
  candidate: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ReleaseSummary> {
  const url = `${collectUrl}${RELEASE_SUMMARY_PATH}?${new URLSearchParams({ remote, candidate })}`;
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const checked = validate(releaseSummary, await response.json());
  if (!checked.ok) throw new Error(`${url}: ${checked.problems.join('; ')}`);
  return checked.value;
}

/** The evidence about a candidate in a summary: its canary cohort and the live visitors beside it. */
export function evidenceFrom(summary: ReleaseSummary, candidate: Candidate, now: number): CanaryEvidence {
  return {
    canary: summary.cohorts.find(
      (cohort) => cohort.cohort === 'canary' && cohort.version === candidate.version,
    ),
    live: summary.cohorts.find((cohort) => cohort.cohort === 'live'),
    since: Date.parse(candidate.canaryFrom ?? candidate.proposedAt),
    now,
  };
}

export interface ReleaseJudgeOptions {
  /** The collect service's base URL (the runtime config's `services.collect`). */
  collectUrl: string;
  settings: JudgeSettings;
  /**
   * Whether a candidate may still go live (its release contract against what is live now); a
   * reason it may not, or null. A candidate that may not is rolled back instead of promoted.
   */
  mayPromote?: (remote: RemoteName, version: string) => Promise<string | null>;
  log?: (line: string) => void;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

/** Looks at every running canary once: rolls back, promotes or leaves each. Returns what it did. */
export async function judgeOnce({
  collectUrl,
  settings,
  mayPromote = async () => null,
  log = console.log,
  now = Date.now,
  fetchImpl = fetch,
}: ReleaseJudgeOptions): Promise<Array<{ remote: RemoteName; version: string; verdict: Verdict }>> {
  const releases = await readReleases();
  const done: Array<{ remote: RemoteName; version: string; verdict: Verdict }> = [];
  for (const remote of REMOTES) {
    const candidate = releases[remote]?.candidate;
    if (!candidate || candidate.share <= 0) continue;
    let verdict: Verdict;
    try {
      verdict = judgeCanary(
        evidenceFrom(
          await readCanarySummary(collectUrl, remote, candidate.version, fetchImpl),
          candidate,
          now(),
        ),
        settings,
      );
    } catch (error) {
      log(
        `[judge] ${remote} ${candidate.version}: no reports to judge (${error instanceof Error ? error.message : error})`,
      );
      continue;
    }
    if (verdict.action === 'promote') {
      const refused = await mayPromote(remote, candidate.version);
      if (refused)
        verdict = { action: 'rollback', reason: `its contract no longer fits the live site: ${refused}` };
    }
    if (verdict.action === 'wait') continue;
    const { action, reason } = verdict;
    const applied = await updateReleases((records) => {
      const entry = records[remote];
      // Someone else (a person, another judge) decided first: leave it.
      if (entry?.candidate?.version !== candidate.version) return false;
      const next =
        action === 'promote' ? promote(entry, now(), reason) : rollBackCandidate(entry, now(), reason);
      if (typeof next === 'string') return false;
      records[remote] = next;
      return true;
    });
    if (!applied) continue;
    log(
      `[judge] ${action === 'promote' ? 'promoted' : 'rolled back'} ${remote} ${candidate.version}: ${reason}`,
    );
    done.push({ remote, version: candidate.version, verdict });
  }
  return done;
}

/** Runs the judge every `settings.intervalMs` until stopped; one look at a time. */
export function startReleaseJudge(options: ReleaseJudgeOptions): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    judgeOnce(options)
      .catch((error: unknown) => console.error('[judge] could not judge the canaries:', error))
      .finally(() => {
        running = false;
      });
  }, options.settings.intervalMs);
  return () => clearInterval(timer);
}
