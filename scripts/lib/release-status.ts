/** `npm run release -- status`: each remote's live version, its candidate, the share and the rates. */
import type { ReleaseCohortSummary, ReleaseSummary } from '../../shared/src/contracts/index.ts';
import { RELEASE_SUMMARY_PATH, releaseSummary, validate } from '../../shared/src/contracts/index.ts';
import { REMOTES } from './apps.ts';
import type { Releases } from './deploy.ts';
import { evidenceFrom, judgeCanary, judgeSettings, readCanarySummary } from './release-judge.ts';

/** How far back a remote's rates go when it has no canary running. */
export const STATUS_MINUTES = 60;

const rate = (cohort: ReleaseCohortSummary | undefined) =>
  cohort && cohort.pageLoads > 0
    ? `${((100 * cohort.failedPageLoads) / cohort.pageLoads).toFixed(1)}% of ${cohort.pageLoads} page loads failed`
    : 'no page loads reported';

async function recentSummary(
  collectUrl: string,
  remote: string,
  fetchImpl: typeof fetch,
): Promise<ReleaseSummary> {
  const url = `${collectUrl}${RELEASE_SUMMARY_PATH}?${new URLSearchParams({ remote, minutes: String(STATUS_MINUTES) })}`;
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const checked = validate(releaseSummary, await response.json());
  if (!checked.ok) throw new Error(checked.problems.join('; '));
  return checked.value;
}

/** The status lines of every remote, reading the rates from the collector at `collectUrl`. */
export async function statusLines(
  releases: Partial<Releases>,
  collectUrl: string,
  now = Date.now(),
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const settings = judgeSettings();
  const lines: string[] = [];
  for (const remote of REMOTES) {
    const entry = releases[remote];
    if (!entry) {
      lines.push(`${remote}: never released`);
      continue;
    }
    const { candidate } = entry;
    lines.push(`${remote}`);
    try {
      if (candidate && candidate.share > 0) {
        const summary = await readCanarySummary(collectUrl, remote, candidate.version, fetchImpl);
        const evidence = evidenceFrom(summary, candidate, now);
        const verdict = judgeCanary(evidence, settings);
        lines.push(`  live       ${entry.current}: ${rate(evidence.live)} (beside the canary)`);
        lines.push(
          `  candidate  ${candidate.version}, canary for ${candidate.share}% since ${candidate.canaryFrom}: ${rate(evidence.canary)}`,
        );
        lines.push(`  judge      ${verdict.action}: ${verdict.reason}`);
      } else {
        const summary = await recentSummary(collectUrl, remote, fetchImpl);
        const live = summary.cohorts.find(
          (cohort) => cohort.version === entry.current && cohort.cohort === 'live',
        );
        lines.push(`  live       ${entry.current}: ${rate(live)} in the last ${STATUS_MINUTES} minutes`);
        if (candidate) {
          const previewed = summary.cohorts.find((cohort) => cohort.version === candidate.version);
          lines.push(`  candidate  ${candidate.version}, preview only (0%): ${rate(previewed)}`);
        }
      }
    } catch (error) {
      lines.push(`  live       ${entry.current}`);
      if (candidate) lines.push(`  candidate  ${candidate.version} at ${candidate.share}%`);
      lines.push(
        `  rates      the collector cannot be read (${error instanceof Error ? error.message : error}); is npm run serve running?`,
      );
    }
    const last = entry.decisions?.at(-1);
    if (last) lines.push(`  last       ${last.outcome} ${last.version} at ${last.at}: ${last.reason}`);
  }
  return lines;
}

export async function printStatus(releases: Partial<Releases>, collectUrl: string): Promise<void> {
  for (const line of await statusLines(releases, collectUrl)) console.log(line);
}
