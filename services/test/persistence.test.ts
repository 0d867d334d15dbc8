// A data directory keeps what users change: a session signed in before a restart still works
// after it, and the seed does not run twice. From an empty directory, as production's first start.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionTokens } from '@club/shared/contracts';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../src/account/constants.ts';
import { loadMigrations } from '../src/db/migrate.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts-seed.ts';
import { bearer, cookieFrom, fetchJson, postJson, serverRefreshToken, startTestServer } from './helpers.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-services-'));
  // Without SERVICES_SECRET the signing secret must come back from the database itself.
  vi.stubEnv('SERVICES_SECRET', '');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

it('keeps sessions, the signing secret and the seeded data across a close and reopen', async () => {
  const first = await startTestServer({ memory: false, dataDir, firstStart: true });
  const signIn = await postJson<SessionTokens>(`${first.url}/identity/sign-in`, {
    email: 'subscriber@club.test',
    password: DEMO_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  const cookie = cookieFrom(signIn.headers, SESSION_COOKIE) ?? '';
  const refreshToken = await serverRefreshToken(first, cookie);
  const newsBefore = await fetchJson<{ hits: { found: number } }>(`${first.url}/web/v1/news/search`);
  await first.close();

  const second = await startTestServer({ memory: false, dataDir, firstStart: true });
  try {
    const me = await fetchJson(`${second.url}/account/api/authenticated`, {
      headers: bearer(signIn.body.access_token),
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'subscriber@club.test' });

    const refreshed = await fetchJson<SessionTokens>(`${second.url}/account/api/refresh`, {
      headers: bearer(refreshToken),
    });
    expect(refreshed.status).toBe(200);
    expect((await fetchJson(`${second.url}/account/api/refresh`, { headers: { cookie } })).status).toBe(200);

    const newsAfter = await fetchJson<{ hits: { found: number } }>(`${second.url}/web/v1/news/search`);
    expect(newsAfter.body.hits.found).toBe(newsBefore.body.hits.found);
    const accounts = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    expect(accounts.rows[0]?.n).toBeGreaterThan(0);
    const migrations = await second.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM schema_migrations',
    );
    // Each migration applied once, on the first start only.
    expect(migrations.rows[0]?.n).toBe((await loadMigrations()).length);
  } finally {
    await second.close();
  }
});
