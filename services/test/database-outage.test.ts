// PostgreSQL going away mid-surge (issue 25 item 6): two service processes on a server of their
// own, which is stopped at once (as a crash looks to them) while requests keep coming. Every
// answer meanwhile is a clear 503 with Retry-After, no process dies, readiness says so, and the
// service is back, with what it held, once the server is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_S } from '../src/lib/error-handling.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts-seed.ts';
import { bearer, fetchJson, postJson } from './helpers.ts';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts';
import { type ServicesProcess, startServicesProcess } from './service-processes.ts';
import { onPostgres } from './test-database.ts';

/**
 * How long the test, and its set-up, may take: its own PostgreSQL server (initdb) and two service
 * processes can take over a minute to start when `npm test` runs this beside the e2e suite's browsers.
 */
const UNDER_LOAD_MS = 180_000;

describe.runIf(onPostgres())('the database restarting mid-surge', { timeout: UNDER_LOAD_MS }, () => {
  let cluster: PostgresCluster;
  let services: ServicesProcess;
  beforeAll(async () => {
    // A server of its own: stopping the run's shared one would fail every other test.
    cluster = await startPostgresCluster();
    services = await startServicesProcess({ DATABASE_URL: cluster.url, SERVICES_PROCESSES: '2' });
  }, UNDER_LOAD_MS);
  afterAll(async () => {
    services?.child.kill('SIGKILL');
    await services?.exited;
    await cluster?.stop();
  });

  it('answers 503 with Retry-After while it is down, never crashes, and serves again when it is back', async () => {
    const signedIn = await postJson<{ access_token: string }>(`${services.url}/identity/sign-in`, {
      email: 'subscriber@club.test',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const who = () =>
      fetchJson(`${services.url}/account/api/authenticated`, {
        headers: { ...bearer(signedIn.body.access_token), connection: 'close' },
      });

    // The surge goes on through the outage; every answer is kept.
    const statuses: number[] = [];
    const unavailable: Array<{ retryAfter: string | null; body: unknown }> = [];
    let stop = false;
    const load = async () => {
      while (!stop) {
        const answer = await fetchJson(`${services.url}/teams/teams`).catch(() => null);
        if (!answer) continue;
        statuses.push(answer.status);
        if (answer.status === 503)
          unavailable.push({ retryAfter: answer.headers.get('retry-after'), body: answer.body });
      }
    };
    const loops = [load(), load(), load(), load()];
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.kill();

    const down = await who();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(down.body).toMatchObject({ errors: [{ status: '503', code: 'service_unavailable' }] });
    expect((await fetchJson(`${services.url}/health/ready`)).status).toBe(503);
    expect((await fetchJson(`${services.url}/health/live`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    await cluster.start();
    await expect.poll(async () => (await who()).status, { timeout: 30_000, interval: 250 }).toBe(200);
    stop = true;
    await Promise.all(loops);

    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.retryAfter).toBe(String(DATABASE_RETRY_AFTER_S));
      expect(answer.body).toMatchObject({ errors: [{ code: 'service_unavailable' }] });
    }
    // 200 before and after, 503 between: nothing else, no 500.
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    expect(statuses.at(-1)).toBe(200);
    expect((await fetchJson(`${services.url}/health/ready`)).status).toBe(200);
    // No process died on the way.
    expect(services.output()).not.toMatch(/died/);
    expect(services.child.exitCode).toBeNull();
  });
});
