// Sign-in throttling over real HTTP (issue 19), walking the server clock: failures slow down the
// email at the address they come from and the address itself, with growing delays, but never the
// supporter elsewhere, and never a browser that signed in to the account before (its device
// cookie), however many failures others make with the email. Addresses are given as the trusted
// edge forwards them (lib/trusted-edge.ts).
import { IDENTITY_ERRORS, type SessionTokens } from '@club/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  cookieFrom,
  fromAddress,
  postJson,
  type RunningServer,
  startTestServer,
} from '../../test/helpers.ts';
import { delayAfter } from '../lib/throttle.ts';
import { DEMO_PASSWORD } from '../seed/accounts-seed.ts';
import { DEVICE_COOKIE } from './constants.ts';
import { PASSWORD_CHANGE, SIGN_IN_ADDRESS, SIGN_IN_EMAIL_AT_ADDRESS } from './sign-in-throttle.ts';

const START = new Date('2026-11-01T12:00:00Z');
let clock = START;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());
beforeEach(async () => {
  clock = START;
  await server.db.query('DELETE FROM throttles');
});

const after = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

type ErrorBody = { errors: Array<{ code: string; title: string }> };
const WRONG = 'Wrong-password1';
const HOME = '203.0.113.10';
const ATTACKER = '198.51.100.66';

function signIn(email: string, password: string, address: string, cookie?: string) {
  return postJson<SessionTokens & ErrorBody>(
    `${server.url}/identity/sign-in`,
    { email, password },
    { ...fromAddress(address), ...(cookie ? { cookie } : {}) },
  );
}
const statusOf = async (...args: Parameters<typeof signIn>) => (await signIn(...args)).status;
async function failTimes(times: number, email: string, address: string, cookie?: string) {
  for (let i = 0; i < times; i++) expect(await statusOf(email, WRONG, address, cookie)).toBe(401);
}
const FREE = SIGN_IN_EMAIL_AT_ADDRESS.freeFailures;

describe('failures with one email from one address', () => {
  it('are heard free five times, then the next waits 30 s, with Retry-After, even with the right password', async () => {
    await failTimes(FREE, 'free@club.test', ATTACKER);
    // The sixth failure is heard too, and from it on the address waits.
    await failTimes(1, 'free@club.test', ATTACKER);
    const waiting = await signIn('free@club.test', DEMO_PASSWORD, ATTACKER);
    expect(waiting.status).toBe(429);
    expect(waiting.body.errors[0]?.code).toBe(IDENTITY_ERRORS.limitExceeded);
    expect(waiting.headers.get('retry-after')).toBe(String(SIGN_IN_EMAIL_AT_ADDRESS.firstDelayMs / 1000));
    after(SIGN_IN_EMAIL_AT_ADDRESS.firstDelayMs - 1000);
    expect(await statusOf('free@club.test', DEMO_PASSWORD, ATTACKER)).toBe(429);
    after(1000);
    expect(await statusOf('free@club.test', DEMO_PASSWORD, ATTACKER)).toBe(200);
  });

  it('wait longer after each further failure, doubling up to the ceiling', async () => {
    await failTimes(FREE, 'audio@club.test', ATTACKER);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      await failTimes(1, 'audio@club.test', ATTACKER);
      const response = await signIn('audio@club.test', WRONG, ATTACKER);
      expect(response.status).toBe(429);
      const wait = Number(response.headers.get('retry-after')) * 1000;
      waits.push(wait);
      after(wait);
    }
    expect(waits).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => delayAfter(FREE + n, SIGN_IN_EMAIL_AT_ADDRESS)),
    );
    expect(waits.slice(0, 3)).toEqual([30_000, 60_000, 120_000]);
    expect(waits.at(-1)).toBe(SIGN_IN_EMAIL_AT_ADDRESS.maxDelayMs);
  });

  it('never hold back the supporter signing in from elsewhere', async () => {
    await failTimes(FREE + 1, 'subscriber@club.test', ATTACKER);
    expect(await statusOf('subscriber@club.test', DEMO_PASSWORD, ATTACKER)).toBe(429);
    expect(await statusOf('subscriber@club.test', DEMO_PASSWORD, HOME)).toBe(200);
  });

  it('count for unknown emails too, and any case, so the answer does not reveal who has an account', async () => {
    await failTimes(FREE + 1, 'nobody-here@club.test', ATTACKER);
    expect(await statusOf('Nobody-Here@Club.TEST', DEMO_PASSWORD, ATTACKER)).toBe(429);
  });

  it('are forgotten after a success from that address, and an hour after the last one', async () => {
    await failTimes(FREE, 'traveller@club.test', HOME);
    expect(await statusOf('traveller@club.test', DEMO_PASSWORD, HOME)).toBe(200);
    await failTimes(FREE, 'traveller@club.test', HOME);
    after(SIGN_IN_EMAIL_AT_ADDRESS.forgetAfterMs);
    await failTimes(FREE, 'traveller@club.test', HOME);
    expect(await statusOf('traveller@club.test', DEMO_PASSWORD, HOME)).toBe(200);
  });
});

describe('failures from one address, whatever the email', () => {
  it(`let ${SIGN_IN_ADDRESS.freeFailures} through, then hold that address back for every email`, async () => {
    for (let i = 0; i < SIGN_IN_ADDRESS.freeFailures; i++) {
      expect(await statusOf(`guess-${i}@club.test`, WRONG, ATTACKER)).toBe(401);
    }
    expect(await statusOf('bypassed@club.test', DEMO_PASSWORD, ATTACKER)).toBe(200);
    expect(await statusOf('one-more@club.test', WRONG, ATTACKER)).toBe(401);
    expect(await statusOf('bypassed@club.test', DEMO_PASSWORD, ATTACKER)).toBe(429);
    expect(await statusOf('bypassed@club.test', DEMO_PASSWORD, HOME)).toBe(200);
  });
});

describe('a browser that signed in to the account before', () => {
  async function deviceCookie(email: string, address: string): Promise<string> {
    const response = await signIn(email, DEMO_PASSWORD, address);
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    return cookieFrom(response.headers, DEVICE_COOKIE) ?? '';
  }

  it('is not held back by others failing with its email, even behind the same address', async () => {
    const cookie = await deviceCookie('free@club.test', HOME);
    // Someone on the same network (one address) fails with this email, and many others.
    await failTimes(FREE + 1, 'free@club.test', HOME);
    for (let i = 0; i < SIGN_IN_ADDRESS.freeFailures; i++)
      await statusOf(`guess-${i}@club.test`, WRONG, HOME);
    expect(await statusOf('free@club.test', DEMO_PASSWORD, HOME)).toBe(429);
    expect(await statusOf('free@club.test', DEMO_PASSWORD, HOME, cookie)).toBe(200);
  });

  it('is held back by its own failures only', async () => {
    const cookie = await deviceCookie('audio@club.test', HOME);
    await failTimes(FREE + 1, 'audio@club.test', HOME, cookie);
    expect(await statusOf('audio@club.test', DEMO_PASSWORD, HOME, cookie)).toBe(429);
    // Its failures did not count against the email at the address: another browser there signs in.
    expect(await statusOf('audio@club.test', DEMO_PASSWORD, HOME)).toBe(200);
  });

  it('gets no pass for another account, nor with a forged cookie', async () => {
    const theirs = await deviceCookie('bypassed@club.test', HOME);
    await failTimes(FREE + 1, 'subscriber@club.test', ATTACKER);
    expect(await statusOf('subscriber@club.test', DEMO_PASSWORD, ATTACKER, theirs)).toBe(429);
    const forged = `${DEVICE_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad`;
    expect(await statusOf('subscriber@club.test', DEMO_PASSWORD, ATTACKER, forged)).toBe(429);
  });
});

describe('change-password guesses', () => {
  it('made with a signed-in token wait too, by account', async () => {
    const signedIn = await signIn('blocked@club.test', DEMO_PASSWORD, HOME);
    const change = (oldPassword: string) =>
      postJson<ErrorBody>(
        `${server.url}/identity/change-password`,
        { oldPassword, newPassword: 'Changed1!' },
        bearer(signedIn.body.access_token),
      );
    for (let i = 0; i <= PASSWORD_CHANGE.freeFailures; i++) expect((await change(WRONG)).status).toBe(401);
    const waiting = await change(DEMO_PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe(String(PASSWORD_CHANGE.firstDelayMs / 1000));
  });
});

describe('the counts', () => {
  it('are kept in the database, with no email or address in them', async () => {
    await failTimes(1, 'kept@club.test', ATTACKER);
    const { rows } = await server.db.query<{ scope: string; key_hash: string; failures: number }>(
      'SELECT scope, key_hash, failures FROM throttles ORDER BY scope',
    );
    expect(rows.map((r) => [r.scope, r.failures])).toEqual([
      ['sign-in:address', 1],
      ['sign-in:email-address', 1],
    ]);
    for (const row of rows) {
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.key_hash).not.toContain('kept');
    }
  });
});
