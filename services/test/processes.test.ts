// Several service processes behind one port (issue 25): refused on PGlite with a clear message; on
// PostgreSQL two workers share the port and the data, one scrape of /metrics answers for both,
// the test clock and viewer move for both, one supporter's devices are counted together whichever
// process each reaches (the last slot raced for goes to one; a renewal on either keeps a lease), a worker killed with -9 in the middle of a surge of writes loses
// none it acknowledged while the other keeps answering and a replacement starts, and SIGTERM
// drains: a request in flight is answered, a websocket is closed, and the process exits 0.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/open-database.ts';
import { processesFrom, ServicesSettingsError } from '../src/processes/start-services.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts-seed.ts';
import { STREAM_ASSETS } from '../src/seed/catalogue.ts';
import { LEASE_TIMEOUT_MS } from '../src/streams/streams-constants.ts';
import { bearer, fetchJson, postJson } from './helpers.ts';
import { answeringPids, type ServicesProcess, startServicesProcess } from './service-processes.ts';
import { createTestDatabase, dropTestDatabase, onPostgres } from './test-database.ts';

const running: ServicesProcess[] = [];
afterEach(async () => {
  for (const services of running.splice(0)) {
    services.child.kill('SIGKILL');
    await services.exited;
  }
});

async function start(env: Record<string, string | undefined>, args: string[] = []) {
  const services = await startServicesProcess(env, args);
  running.push(services);
  return services;
}

describe('SERVICES_PROCESSES', () => {
  it('is a whole number from 1, 1 when unset', () => {
    expect(processesFrom({})).toBe(1);
    expect(processesFrom({ SERVICES_PROCESSES: '3' })).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two', '1000']) {
      expect(() => processesFrom({ SERVICES_PROCESSES: bad })).toThrow(ServicesSettingsError);
    }
  });

  it('is refused above 1 on PGlite, saying to set DATABASE_URL, and nothing starts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'club-processes-'));
    try {
      await expect(
        startServicesProcess({ SERVICES_PROCESSES: '2', DATABASE_URL: '' }, ['--data-dir', dataDir]),
      ).rejects.toThrow(
        /exited \(2\)[\s\S]*SERVICES_PROCESSES=2 needs PostgreSQL[\s\S]*DATABASE_URL=postgres:/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(onPostgres())('two processes on PostgreSQL', { timeout: 120_000 }, () => {
  let databaseUrl: string;
  // One group for the tests that only ask it things; those that kill or stop one start their own.
  let shared: ServicesProcess;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase({ seeded: true });
    shared = await startServicesProcess({ DATABASE_URL: databaseUrl, SERVICES_PROCESSES: '2' }, [
      '--test-mode',
    ]);
  });
  afterAll(async () => {
    shared?.child.kill('SIGKILL');
    await shared?.exited;
    await dropTestDatabase(databaseUrl);
  });

  it('share the port and the data: a session made on one is known to the other', async () => {
    const services = shared;
    const pids = await answeringPids(services.url, 2);
    expect(pids).toHaveLength(2);
    const signedIn = await postJson<{ access_token: string }>(`${services.url}/identity/sign-in`, {
      email: 'subscriber@club.test',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    // Fresh connections land on each process in turn: every one knows the session.
    for (let i = 0; i < 6; i++) {
      const me = await fetchJson(`${services.url}/account/api/authenticated`, {
        headers: { ...bearer(signedIn.body.access_token), connection: 'close' },
      });
      expect(me.status).toBe(200);
    }
  });

  it('answer one scrape of /metrics for both, each labelled with its process', async () => {
    const services = shared;
    await answeringPids(services.url, 2);
    const scrape = await fetch(`${services.url}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    for (const process of ['1', '2']) {
      expect(text).toMatch(
        new RegExp(
          `http_requests_total\\{route="/health/live",method="GET",status_code="200",process="${process}"\\} [1-9]`,
        ),
      );
      expect(text).toMatch(new RegExp(`db_pool_connections\\{state="max",process="${process}"\\} 10`));
    }
  });

  it('move the test clock together: every process answers the moved time', async () => {
    const services = shared;
    await answeringPids(services.url, 2);
    const moved = await postJson<{ now: string }>(`${services.url}/__test/clock`, { advanceMs: 86_400_000 });
    expect(moved.status).toBe(200);
    for (let i = 0; i < 6; i++) {
      const now = await fetchJson<{ now: string }>(`${services.url}/__test/clock`, {
        headers: { connection: 'close' },
      });
      // A day ahead on every process, not the wall clock on one of them.
      expect(Date.parse(now.body.now) - Date.now()).toBeGreaterThan(86_000_000);
    }
    const fault = await postJson(`${services.url}/__test/faults`, { route: '/teams/teams', status: 500 });
    expect(fault.status).toBe(409);
  });

  it('list what every process collected, and clear it from all', async () => {
    const services = shared;
    const paths = ['/news', '/matches', '/videos', '/teams', '/live', '/'];
    for (const [i, path] of paths.entries()) {
      const event = { event: 'pageView', timestamp: `2026-11-22T10:00:0${i}.000Z`, path, sessionID: 7 };
      // A new connection each: the events land on both processes.
      expect((await postJson(`${services.url}/collect/events`, event, { connection: 'close' })).status).toBe(
        200,
      );
    }
    const listed = await fetchJson<{ items: Array<{ body: { path: string } }> }>(
      `${services.url}/__test/collected?kind=analytics`,
    );
    // Every process's items (in time order, which two processes may share to the millisecond).
    expect(listed.body.items.map((item) => item.body.path).sort()).toEqual([...paths].sort());
    expect((await fetch(`${services.url}/__test/collected`, { method: 'DELETE' })).status).toBe(204);
    for (let i = 0; i < 4; i++) {
      const after = await fetchJson<{ items: unknown[] }>(`${services.url}/__test/collected`, {
        headers: { connection: 'close' },
      });
      expect(after.body.items).toEqual([]);
    }
  });

  it("count one supporter's devices together, whichever process each reaches: the last slot goes to one of the checks racing for it, and a renewal on either keeps a lease alive", async () => {
    const services = shared;
    await answeringPids(services.url, 2);
    // Away from the Saturday blackout: the viewer moves abroad on both processes, as the clock does.
    await postJson(`${services.url}/__test/clock`, { reset: true });
    expect((await postJson(`${services.url}/__test/viewer-country`, { country: 'FR' })).status).toBe(200);
    try {
      const signedIn = await postJson<{ access_token: string }>(`${services.url}/identity/sign-in`, {
        email: 'subscriber@club.test',
        password: DEMO_PASSWORD,
      });
      const asSupporter = { ...bearer(signedIn.body.access_token), connection: 'close' };
      const check = (playbackToken?: string) =>
        postJson<{
          data: { attributes: { token: string } };
          errors?: Array<{ code: string; detail: string }>;
        }>(
          `${services.url}/streams/session/check`,
          {
            data: {
              attributes: {
                videoID: STREAM_ASSETS.liveVideo.id,
                mediaType: 'video',
                ...(playbackToken ? { playbackToken } : {}),
              },
            },
          },
          asSupporter,
        );
      const first = await check();
      expect(first.status).toBe(200);
      // A new connection each: the racing checks land on both processes, and one gets the last slot.
      const racing = await Promise.all([check(), check(), check()]);
      expect(racing.map((answer) => answer.status).sort()).toEqual([200, 403, 403]);
      const refused = racing.find((answer) => answer.status === 403);
      expect(refused?.body.errors?.[0]?.code).toBe('ERR_54648_1');

      // Most of a lease's life later, the first device renews (on whichever process); the winner of
      // the race does not, and lapses: its slot is free again, the first device's is not.
      const step = Math.ceil(LEASE_TIMEOUT_MS * 0.7);
      await postJson(`${services.url}/__test/clock`, { advanceMs: step });
      expect((await check(first.body.data.attributes.token)).status).toBe(200);
      await postJson(`${services.url}/__test/clock`, { advanceMs: step });
      const afterLapse = await Promise.all([check(), check()]);
      expect(afterLapse.map((answer) => answer.status).sort()).toEqual([200, 403]);
    } finally {
      await postJson(`${services.url}/__test/viewer-country`, { country: null });
      await postJson(`${services.url}/__test/clock`, { reset: true });
    }
  });

  it('lose no acknowledged write when one is killed with -9 mid-surge; the other answers, and it is replaced', async () => {
    const services = await start({ DATABASE_URL: databaseUrl, SERVICES_PROCESSES: '2' });
    const [victim, survivor] = await answeringPids(services.url, 2);
    const signedIn = await postJson<{ access_token: string }>(`${services.url}/identity/sign-in`, {
      email: 'subscriber@club.test',
      password: DEMO_PASSWORD,
    });
    const token = signedIn.body.access_token;
    const db = await openDatabase({ url: databaseUrl, poolMax: 2 });
    const entries = (
      await db.query<{ entry_id: string }>(
        "SELECT entry_id FROM videos WHERE media_type = 'OnDemand' AND release_from <= now() ORDER BY entry_id LIMIT 8",
      )
    ).rows.map((row) => row.entry_id);
    expect(entries.length).toBeGreaterThanOrEqual(8);

    // The surge: resume positions (each write a new position of its entry) and sign-ups. A
    // connection the primary hands to the victim as it dies is never answered nor closed (Node's
    // cluster waits for the dead worker to accept it; docs/architecture.md "Match day"), so each
    // request gives up after a while, as the site's client does, and counts as not acknowledged.
    const UNANSWERED_AFTER_MS = 10_000;
    const acknowledged = new Map<string, number>();
    const signedUp: string[] = [];
    let stop = false;
    const resumeWriter = async (entryId: string) => {
      for (let position = 10; !stop; position += 1) {
        const saved = await fetch(`${services.url}/videos/resume/${entryId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: JSON.stringify({ positionSeconds: position, durationSeconds: 3600 }),
          signal: AbortSignal.timeout(UNANSWERED_AFTER_MS),
        }).catch(() => null);
        if (saved?.status === 200) acknowledged.set(entryId, position);
      }
    };
    const signUpWriter = async (writer: number) => {
      for (let n = 0; !stop; n++) {
        const email = `surge-${writer}-${n}@club.test`;
        const answer = await postJson(
          `${services.url}/identity/sign-up`,
          { email, password: 'Welcome1!' },
          {},
          { signal: AbortSignal.timeout(UNANSWERED_AFTER_MS) },
        ).catch(() => null);
        if (answer?.status === 200) signedUp.push(email);
      }
    };
    const writers = [...entries.slice(0, 8).map(resumeWriter), signUpWriter(1), signUpWriter(2)];
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    process.kill(victim ?? 0, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stop = true;
    await Promise.all(writers);

    // The other process kept answering from the moment of the kill.
    const after = await answeringPids(services.url, 1);
    expect(after).toContain(survivor);
    expect(acknowledged.size).toBe(8);
    expect(signedUp.length).toBeGreaterThan(0);

    // Everything acknowledged is in the database, whichever process took it.
    const positions = await fetchJson<{ data: Array<{ entryId: string; positionSeconds: number }> }>(
      `${services.url}/videos/resume`,
      { headers: bearer(token) },
    );
    for (const [entryId, position] of acknowledged) {
      const stored = positions.body.data.find((entry) => entry.entryId === entryId)?.positionSeconds ?? 0;
      // A write the kill cut off after it was stored but before it was answered may be newer still.
      expect(stored).toBeGreaterThanOrEqual(position);
    }
    const accounts = await db.query<{ email: string }>('SELECT email FROM accounts WHERE email = ANY($1)', [
      signedUp,
    ]);
    expect(accounts.rows.map((row) => row.email).sort()).toEqual([...signedUp].sort());
    await db.close();

    // A replacement takes the dead one's place (starting one takes a few seconds).
    const living = async () => (await answeringPids(services.url, 2, 20)).filter((pid) => pid !== victim);
    await expect.poll(living, { timeout: 60_000, interval: 500 }).toHaveLength(2);
    expect(services.output()).toMatch(
      /services process \d \(pid \d+\) died \(SIGKILL\); starting a replacement/,
    );
  });

  it('drain on SIGTERM: a request in flight is answered, a websocket is closed, and the process exits 0', async () => {
    const services = await start({ DATABASE_URL: databaseUrl, SERVICES_PROCESSES: '1' }, ['--test-mode']);
    const fault = await postJson(`${services.url}/__test/faults`, { route: '/teams/teams', delayMs: 1_500 });
    expect(fault.status).toBe(201);
    const socket = new WebSocket(`${services.url.replace('http', 'ws')}/streams/ws`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const inFlight = fetch(`${services.url}/teams/teams`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    services.child.kill('SIGTERM');

    expect((await inFlight).status).toBe(200);
    await closed;
    expect(await services.exited).toBe(0);
  });
});
