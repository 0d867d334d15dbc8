import { beforeEach, describe, expect, it } from 'vitest';
import type { ReleaseSummary } from '../../shared/src/contracts/index.ts';
import { scratchDir } from './scratch-dir.ts';

// deploy.ts reads its folder from the environment when it loads: point it at a scratch folder first.
process.env.CLUB_DEPLOY_DIR = await scratchDir('club-judge-');
const { readReleases, updateReleases } = await import('./deploy.ts');
const { REMOTES } = await import('./apps.ts');
const { makeLive, propose, recentlyWithdrawn } = await import('./release-records.ts');
const { judgeOnce } = await import('./release-judge.ts');

const settings = { windowMs: 1, minPageLoads: 5, intervalMs: 1 };
const HOUR = 60 * 60 * 1000;

/** A collector answering `cohorts` for mfe-content's canary of v2. */
const collector = (cohorts: ReleaseSummary['cohorts']): typeof fetch =>
  (async (url: string | URL | Request) => {
    expect(String(url)).toBe('http://collect.test/collect/releases/summary?remote=mfe-content&candidate=v2');
    return Response.json({ remote: 'mfe-content', candidate: 'v2', cohorts, minutes: [] });
  }) as typeof fetch;

const run = (cohorts: ReleaseSummary['cohorts'], options: Partial<Parameters<typeof judgeOnce>[0]> = {}) =>
  judgeOnce({
    collectUrl: 'http://collect.test/collect',
    settings,
    fetchImpl: collector(cohorts),
    log: () => {},
    ...options,
  });

beforeEach(async () => {
  await updateReleases((releases) => {
    for (const remote of REMOTES) releases[remote] = makeLive(undefined, 'v1', Date.now() - HOUR);
    releases['mfe-content'] = propose(
      makeLive(undefined, 'v1', Date.now() - HOUR),
      'v2',
      50,
      Date.now() - HOUR,
    );
  });
});

const broken = [
  { version: 'v2', cohort: 'canary' as const, pageLoads: 6, failedPageLoads: 6, failures: { module: 6 } },
  { version: 'v1', cohort: 'live' as const, pageLoads: 6, failedPageLoads: 0, failures: {} },
];
const clean = [
  { version: 'v2', cohort: 'canary' as const, pageLoads: 6, failedPageLoads: 0, failures: {} },
  { version: 'v1', cohort: 'live' as const, pageLoads: 6, failedPageLoads: 0, failures: {} },
];

describe('judgeOnce', () => {
  it('rolls a broken canary back in the records: live stays, the candidate is withdrawn', async () => {
    expect((await run(broken)).map((done) => done.verdict.action)).toEqual(['rollback']);
    const entry = (await readReleases())['mfe-content'];
    expect(entry?.current).toBe('v1');
    expect(entry?.candidate).toBeUndefined();
    expect(recentlyWithdrawn(entry, Date.now())).toEqual(['v2']);
    expect(entry?.decisions?.at(-1)).toMatchObject({ version: 'v2', outcome: 'rolled back' });
  });

  it('promotes a clean one, unless its contract no longer fits what is live', async () => {
    await run(clean, { mayPromote: async () => 'mfe-matches mounts ./Gone' });
    expect((await readReleases())['mfe-content']).toMatchObject({
      current: 'v1',
      decisions: [{ outcome: 'rolled back' }],
    });

    await updateReleases((releases) => {
      releases['mfe-content'] = propose(
        releases['mfe-content'] ?? makeLive(undefined, 'v1', 0),
        'v2',
        50,
        Date.now() - HOUR,
      );
    });
    await run(clean);
    expect((await readReleases())['mfe-content']?.current).toBe('v2');
  });

  it('leaves a canary alone when the collector cannot be read', async () => {
    const failing = (async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    expect(await run(clean, { fetchImpl: failing })).toEqual([]);
    expect((await readReleases())['mfe-content']?.candidate?.version).toBe('v2');
  });
});
