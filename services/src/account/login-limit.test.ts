// The failed-login limit over real HTTP, walking the server clock through its window.
import type { SessionTokens } from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { DEMO_PASSWORD } from '../seed/accounts-seed.ts';
import { FAILED_LOGIN_WINDOW_MS, LOGIN_LOCKOUT_MS, MAX_FAILED_LOGINS } from './constants.ts';

const START = new Date('2026-11-01T12:00:00Z');
let clock = START;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());

type ErrorBody = { errors: Array<{ code: string; title: string }> };
const at = (ms: number) => {
  clock = new Date(START.getTime() + ms);
};
const signIn = (email: string, password: string) =>
  postJson<SessionTokens & ErrorBody>(`${server.url}/identity/sign-in`, { email, password });
const fail = async (email: string) => expect((await signIn(email, 'Wrong-password1')).status).toBe(401);

describe(`after ${MAX_FAILED_LOGINS} failed sign-ins for one email`, () => {
  it('refuses even the right password with 429 LimitExceededException and Retry-After until the lockout ends', async () => {
    at(0);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await fail('free@club.test');

    const locked = await signIn('free@club.test', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.errors[0]?.code).toBe('LimitExceededException');
    expect(locked.headers.get('retry-after')).toBe(String(LOGIN_LOCKOUT_MS / 1000));

    at(LOGIN_LOCKOUT_MS - 1000);
    const stillLocked = await signIn('free@club.test', DEMO_PASSWORD);
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.headers.get('retry-after')).toBe('1');

    at(LOGIN_LOCKOUT_MS);
    expect((await signIn('free@club.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks only that email: another account signs in meanwhile', async () => {
    at(0);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await fail('audio@club.test');
    expect((await signIn('audio@club.test', DEMO_PASSWORD)).status).toBe(429);
    expect((await signIn('bypassed@club.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts unknown emails too, so the answer does not reveal who has an account', async () => {
    at(0);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await fail('nobody-here@club.test');
    expect((await signIn('nobody-here@club.test', DEMO_PASSWORD)).status).toBe(429);
  });

  it('keeps the lockout on a wrong password too, and on the email in any case', async () => {
    at(0);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await fail('traveller@club.test');
    expect((await signIn('traveller@club.test', 'Wrong-password1')).status).toBe(429);
    expect((await signIn(' Traveller@Club.TEST', DEMO_PASSWORD)).status).toBe(429);
  });

  it('also stops change-password guesses made with a signed-in token', async () => {
    at(0);
    const signedIn = await signIn('blocked@club.test', DEMO_PASSWORD);
    const change = (oldPassword: string) =>
      postJson<ErrorBody>(
        `${server.url}/identity/change-password`,
        { oldPassword, newPassword: 'Changed1!' },
        bearer(signedIn.body.access_token),
      );
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await change('Wrong-password1')).status).toBe(401);
    const locked = await change(DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).not.toBeNull();
  });
});

describe('below the limit', () => {
  it(`does not lock after ${MAX_FAILED_LOGINS - 1} failures, and a success clears the count`, async () => {
    at(0);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await fail('subscriber@club.test');
    expect((await signIn('subscriber@club.test', DEMO_PASSWORD)).status).toBe(200);
    // Counting starts again: another MAX - 1 failures still leave the door open.
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await fail('subscriber@club.test');
    expect((await signIn('subscriber@club.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgets failures once their window has passed', async () => {
    at(0);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await fail('renew@club.test');
    at(FAILED_LOGIN_WINDOW_MS);
    await fail('renew@club.test');
    // One failure in the new window: the right password is still checked (and asks for a new one).
    expect((await signIn('renew@club.test', DEMO_PASSWORD)).status).toBe(403);
  });

  it('locks when the last failure lands just inside the window', async () => {
    at(0);
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await fail('window@club.test');
    at(FAILED_LOGIN_WINDOW_MS - 1000);
    await fail('window@club.test');
    expect((await signIn('window@club.test', DEMO_PASSWORD)).status).toBe(429);
  });
});

describe('persistence', () => {
  it('keeps the count in the database', async () => {
    at(0);
    await fail('kept@club.test');
    const { rows } = await server.db.query<{ failures: number }>(
      'SELECT failures FROM login_failures WHERE email = $1',
      ['kept@club.test'],
    );
    expect(rows[0]?.failures).toBe(1);
  });
});
