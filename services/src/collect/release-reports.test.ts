// The release reports over real HTTP: counted per minute in the database, summarised per version and
// cohort for one canary or for the last minutes, and refused whole when malformed.
import type { ReleaseReport, ReleaseSummary } from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const report = (fields: Partial<ReleaseReport> & Pick<ReleaseReport, 'event'>): ReleaseReport =>
  ({ remote: 'mfe-content', version: 'v2', cohort: 'canary', candidate: 'v2', ...fields }) as ReleaseReport;

const summary = async (query: string) =>
  (await fetchJson<ReleaseSummary>(`${server.url}/collect/releases/summary?${query}`)).body;

describe('POST /collect/releases', () => {
  it("counts a canary's page loads and failures, and the live visitors' beside it, apart", async () => {
    const canary = [
      report({ event: 'load' }),
      report({ event: 'load' }),
      report({ event: 'load' }),
      report({ event: 'failure', stage: 'render' }),
      report({ event: 'failure', stage: 'shared' }),
    ];
    const beside = [report({ version: 'v1', cohort: 'live', event: 'load' })];
    // A report from outside this canary (no candidate) is not part of its comparison.
    const elsewhere = [
      report({ version: 'v1', cohort: 'live', candidate: undefined, event: 'load' }),
      report({ version: 'v1', cohort: 'live', candidate: undefined, event: 'failure', stage: 'module' }),
    ];
    const response = await postJson(`${server.url}/collect/releases`, [...canary, ...beside, ...elsewhere]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ accepted: 8 });

    const counted = await summary('remote=mfe-content&candidate=v2');
    expect(counted.cohorts).toEqual([
      { version: 'v1', cohort: 'live', pageLoads: 1, failedPageLoads: 0, failures: {} },
      {
        version: 'v2',
        cohort: 'canary',
        pageLoads: 3,
        failedPageLoads: 2,
        failures: { render: 1, shared: 1 },
      },
    ]);
    expect(
      counted.minutes.map((minute) => [minute.version, minute.pageLoads, minute.failedPageLoads]),
    ).toEqual([
      ['v1', 1, 0],
      ['v2', 3, 2],
    ]);
  });

  it('takes the text/plain a page sends as it unloads', async () => {
    const response = await fetch(`${server.url}/collect/releases`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify([
        report({ remote: 'mfe-matches', candidate: 'v9', version: 'v9', event: 'load' }),
      ]),
    });
    expect(response.status).toBe(200);
    expect((await summary('remote=mfe-matches&candidate=v9')).cohorts[0]?.pageLoads).toBe(1);
  });

  it('sums the last minutes of a remote whatever the canary', async () => {
    const recent = await summary('remote=mfe-content&minutes=60');
    expect(recent.cohorts.find((cohort) => cohort.version === 'v1')).toEqual({
      version: 'v1',
      cohort: 'live',
      pageLoads: 2,
      failedPageLoads: 1,
      failures: { module: 1 },
    });
  });

  const counted = report({ event: 'load', version: 'v-refused' });
  it.each([
    ['no reports', []],
    ['not JSON', '[{"remote": '],
    ['an unknown cohort', [counted, { ...counted, cohort: 'beta' }]],
    ['a failure without its stage', [counted, { ...counted, event: 'failure' }]],
    ['an event of another kind', [counted, { ...counted, event: 'crash' }]],
    ['a version that is not a name', [counted, { ...counted, version: '../../etc' }]],
    ['a field that could name someone', [counted, { ...counted, email: 'someone@example.com' }]],
  ])('refuses %s with 400 and counts nothing of the request', async (_case, body) => {
    const before = await summary('remote=mfe-content&minutes=60');
    const response = await postJson(`${server.url}/collect/releases`, body);
    expect(response.status).toBe(400);
    expect(await summary('remote=mfe-content&minutes=60')).toEqual(before);
  });
});

describe('GET /collect/releases/summary', () => {
  it('needs a remote and either a candidate or a number of minutes', async () => {
    for (const query of [
      '',
      'remote=mfe-content',
      'remote=mfe-content&minutes=0',
      'remote=mfe-content&minutes=x',
    ])
      expect((await fetchJson(`${server.url}/collect/releases/summary?${query}`)).status, query).toBe(400);
  });
});
