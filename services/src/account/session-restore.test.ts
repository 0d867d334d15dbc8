// Kick-off is mostly supporters who signed in days ago (issue 25 item 4): they come back through
// the session cookie (GET /api/session, as the site does on load) and its refresh, never through
// the password, which is deliberately slow to check. Proved by making the password unusable: the
// way back still works, a password sign-in does not, and no sign-in is counted.
import type { SessionTokens } from '@club/shared/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  bearer,
  cookieFrom,
  fetchJson,
  postJson,
  type RunningServer,
  startTestServer,
} from '../../test/helpers.ts';
import { DEMO_PASSWORD } from '../seed/accounts-seed.ts';
import { ACCESS_TOKEN_TTL_MS, SESSION_COOKIE } from './constants.ts';

const EMAIL = 'subscriber@club.test';
const DAYS = 24 * 60 * 60 * 1000;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signInsCounted = async () =>
  (await (await fetch(`${server.url}/metrics`)).text())
    .split('\n')
    .filter((line) => line.startsWith('sign_ins_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

it('brings a supporter signed in days ago back by the session cookie, without the password hash', async () => {
  const signedIn = await postJson<SessionTokens>(`${server.url}/identity/sign-in`, {
    email: EMAIL,
    password: DEMO_PASSWORD,
  });
  expect(signedIn.status).toBe(200);
  const cookie = cookieFrom(signedIn.headers, SESSION_COOKIE) ?? '';
  expect(cookie).not.toBe('');

  // Three days later: the access token is long dead, the session (30 days) is not.
  await postJson(`${server.url}/__test/clock`, { advanceMs: 3 * DAYS });
  expect(3 * DAYS).toBeGreaterThan(ACCESS_TOKEN_TTL_MS);
  expect(
    (
      await fetchJson(`${server.url}/account/api/authenticated`, {
        headers: bearer(signedIn.body.access_token),
      })
    ).status,
  ).toBe(401);

  // No password could be checked now.
  await server.db.query("UPDATE accounts SET password_hash = 'unusable' WHERE email = $1", [EMAIL]);
  const before = await signInsCounted();

  const restored = await fetchJson<SessionTokens>(`${server.url}/account/api/session`, {
    headers: { cookie },
  });
  expect(restored.status).toBe(200);
  const me = await fetchJson(`${server.url}/account/api/authenticated`, {
    headers: bearer(restored.body.access_token),
  });
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email: EMAIL });
  const renewed = await fetchJson<SessionTokens>(`${server.url}/account/api/refresh`, {
    headers: { cookie },
  });
  expect(renewed.status).toBe(200);
  expect(await signInsCounted()).toBe(before);

  // While the password itself no longer works.
  const withPassword = await postJson(`${server.url}/identity/sign-in`, {
    email: EMAIL,
    password: DEMO_PASSWORD,
  });
  expect(withPassword.status).toBe(401);
});
