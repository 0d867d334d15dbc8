import { describe, expect, it } from 'vitest';
import type { ReleaseSummary } from '../../shared/src/contracts/index.ts';
import type { Releases } from './deploy.ts';
import { makeLive, promote, propose } from './release-records.ts';
import { STATUS_MINUTES, statusLines } from './release-status.ts';

const COLLECT = 'http://collect.test/collect';
const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-26T10:00:00Z');

/** mfe-content runs a 50% canary of v2; mfe-matches has v7 previewed only; mfe-streaming is live; mfe-account was never released. */
const releases: Partial<Releases> = {
  'mfe-content': propose(makeLive(undefined, 'v1', NOW - 2 * HOUR), 'v2', 50, NOW - HOUR),
  'mfe-matches': propose(makeLive(undefined, 'v6', NOW - 2 * HOUR), 'v7', 0, NOW - HOUR),
  'mfe-streaming': (() => {
    const promoted = promote(
      propose(makeLive(undefined, 's1', NOW - 3 * HOUR), 's2', 10, NOW - 2 * HOUR),
      NOW - HOUR,
      'no worse than live over its window',
    );
    if (typeof promoted === 'string') throw new Error(promoted);
    return promoted;
  })(),
};

const cohort = (
  version: string,
  kind: 'live' | 'canary' | 'preview',
  pageLoads: number,
  failedPageLoads: number,
): ReleaseSummary['cohorts'][number] => ({
  version,
  cohort: kind,
  pageLoads,
  failedPageLoads,
  failures: failedPageLoads ? { module: failedPageLoads } : {},
});

/** The collector's summaries, by the query status asks with. */
const summaries: Record<string, ReleaseSummary['cohorts']> = {
  'remote=mfe-content&candidate=v2': [cohort('v2', 'canary', 40, 2), cohort('v1', 'live', 50, 1)],
  [`remote=mfe-matches&minutes=${STATUS_MINUTES}`]: [
    cohort('v6', 'live', 200, 0),
    cohort('v7', 'preview', 4, 1),
  ],
  [`remote=mfe-streaming&minutes=${STATUS_MINUTES}`]: [cohort('s2', 'live', 0, 0)],
};

const collector = (async (url: string | URL | Request) => {
  const { origin, pathname, search } = new URL(String(url));
  expect(`${origin}${pathname}`).toBe(`${COLLECT}/releases/summary`);
  const cohorts = summaries[search.slice(1)];
  if (!cohorts) return new Response('not asked for', { status: 404 });
  return Response.json({ remote: new URLSearchParams(search).get('remote'), cohorts, minutes: [] });
}) as typeof fetch;

describe('npm run release -- status', () => {
  it("prints each remote's live version, its candidate and share, their rates and the last decision", async () => {
    const lines = await statusLines(releases, COLLECT, NOW, collector);
    expect(lines).toEqual([
      'mfe-content',
      '  live       v1: 2.0% of 50 page loads failed (beside the canary)',
      `  candidate  v2, canary for 50% since ${new Date(NOW - HOUR).toISOString()}: 5.0% of 40 page loads failed`,
      expect.stringMatching(
        /^ {2}judge {6}wait: too little traffic to judge: each side needs 500 page loads; /,
      ),
      'mfe-matches',
      `  live       v6: 0.0% of 200 page loads failed in the last ${STATUS_MINUTES} minutes`,
      '  candidate  v7, preview only (0%): 25.0% of 4 page loads failed',
      'mfe-streaming',
      `  live       s2: no page loads reported in the last ${STATUS_MINUTES} minutes`,
      `  last       promoted s2 at ${new Date(NOW - HOUR).toISOString()}: no worse than live over its window`,
      'mfe-account: never released',
    ]);
  });

  it('still says what is live and the candidate at its share when the collector cannot be read', async () => {
    const down = (async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    const lines = await statusLines(releases, COLLECT, NOW, down);
    expect(lines.slice(0, 4)).toEqual([
      'mfe-content',
      '  live       v1',
      '  candidate  v2 at 50%',
      expect.stringMatching(
        /^ {2}rates {6}the collector cannot be read \(.* answered 503\); is npm run serve running\?$/,
      ),
    ]);
  });
});
