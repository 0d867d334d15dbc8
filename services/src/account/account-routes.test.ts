import {
  type AuthenticatedUser,
  apiErrorBody,
  authenticatedUser,
  refreshRefusal,
  type ServerSessionTokens,
  type SessionTokens,
  serverSessionTokens,
  sessionTokens,
  signOutResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  cookieFrom,
  fetchJson,
  postJson,
  type RunningServer,
  serverRefreshToken,
  startTestServer,
} from '../../test/helpers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts-seed.ts';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, SESSION_COOKIE } from './constants.ts';

const START = new Date('2026-11-01T12:00:00Z');
let clock = START;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());

const signIn = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  postJson<SessionTokens>(`${server.url}/identity/sign-in`, { email, password, ...extra });

const whoAmI = (token: string) =>
  fetchJson<AuthenticatedUser>(`${server.url}/account/api/authenticated`, { headers: bearer(token) });

const refresh = (headers: Record<string, string>) =>
  fetchJson<ServerSessionTokens>(`${server.url}/account/api/refresh`, { headers });

/** Signed in as a browser is; `refreshToken` is the one a server holding the session identifier gets. */
async function signedIn(email = 'free@club.test') {
  const response = await signIn(email, DEMO_PASSWORD);
  expect(response.status).toBe(200);
  const cookie = cookieFrom(response.headers, SESSION_COOKIE) ?? '';
  return { tokens: response.body, cookie, refreshToken: await serverRefreshToken(server, cookie) };
}

const countSessions = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]?.n;

describe('POST /identity/sign-in', () => {
  it('answers tokens and sets an httpOnly, SameSite=Lax session cookie on path /', async () => {
    clock = START;
    const response = await signIn('free@club.test', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(validate(sessionTokens, response.body).ok).toBe(true);
    // The refresh credential is the HttpOnly cookie: no refresh token a page could read.
    expect(response.body).not.toHaveProperty('refresh_token');
    expect(response.body.message).toBe('success');
    expect(response.body.access_token_expires_utc).toBe(
      new Date(START.getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
    );
    expect(response.body.refresh_token_expires_utc).toBe(
      new Date(START.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    );
    const setCookie =
      response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('trims and lowercases the email before looking it up', async () => {
    const response = await signIn('  Subscriber@Club.TEST ', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const me = await whoAmI(response.body.access_token);
    expect(me.body).toEqual({
      userDisplayName: 'Sam Subscriber',
      ssoID: DEMO_ACCOUNTS[1]?.ssoId,
      email: 'subscriber@club.test',
      bypassed: false,
    });
  });

  it.each([
    ['a wrong password', 'free@club.test', 'Password2!'],
    ['an unknown email', 'nobody@club.test', DEMO_PASSWORD],
  ])(
    'answers 401 NotAuthorizedException for %s, with no cookie and no session',
    async (_, email, password) => {
      const before = await countSessions();
      const response = await signIn(email, password);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        errors: [{ status: '401', code: 'NotAuthorizedException', title: 'Incorrect username or password.' }],
      });
      expect(cookieFrom(response.headers, SESSION_COOKIE)).toBeUndefined();
      expect(await countSessions()).toBe(before);
    },
  );

  it.each([
    ['a missing password', { email: 'free@club.test' }, 'password'],
    ['an invalid email', { email: 'not-an-email', password: 'x' }, 'email'],
    ['an empty new password', { email: 'free@club.test', password: 'x', newPassword: '' }, 'newPassword'],
  ])('answers 400 invalid_request for %s and stores nothing', async (_, body, field) => {
    const before = await countSessions();
    const response = await postJson<{ errors: Array<{ code: string; detail: string }> }>(
      `${server.url}/identity/sign-in`,
      body,
    );
    expect(response.status).toBe(400);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect(response.body.errors[0]?.code).toBe('invalid_request');
    expect(response.body.errors[0]?.detail).toContain(`${field}:`);
    expect(await countSessions()).toBe(before);
  });

  it('asks for a new password first when the account requires one, then accepts it', async () => {
    const refused = await signIn('renew@club.test', DEMO_PASSWORD);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('passwordChangeRequired');

    const changed = await signIn('renew@club.test', DEMO_PASSWORD, { newPassword: 'BrandNew1!' });
    expect(changed.status).toBe(200);
    expect((await signIn('renew@club.test', DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn('renew@club.test', 'BrandNew1!')).status).toBe(200);
  });
});

describe('GET /account/api/authenticated', () => {
  it('answers the signed-in user for a valid access token', async () => {
    clock = START;
    const { tokens } = await signedIn();
    const response = await whoAmI(tokens.access_token);
    expect(response.status).toBe(200);
    expect(validate(authenticatedUser, response.body).ok).toBe(true);
    expect(response.body).toEqual({
      userDisplayName: 'Free Fan',
      ssoID: DEMO_ACCOUNTS[0]?.ssoId,
      email: 'free@club.test',
      bypassed: false,
    });
  });

  it('says when the account has its restrictions bypassed (spec 001 §6)', async () => {
    clock = START;
    const { tokens } = await signedIn('bypassed@club.test');
    expect((await whoAmI(tokens.access_token)).body.bypassed).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const response = await fetchJson(`${server.url}/account/api/authenticated`);
    expect(response.status).toBe(401);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
  });

  it('answers 401 once the access token has expired, and not a moment before', async () => {
    clock = START;
    const { tokens } = await signedIn();
    clock = new Date(START.getTime() + ACCESS_TOKEN_TTL_MS - 1000);
    expect((await whoAmI(tokens.access_token)).status).toBe(200);
    clock = new Date(START.getTime() + ACCESS_TOKEN_TTL_MS);
    const expired = await whoAmI(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(JSON.stringify(expired.body)).toContain('expired');
    clock = START;
  });

  it('answers 401 to a tampered token: another payload, another signature, or alg none', async () => {
    clock = START;
    const { tokens } = await signedIn();
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: DEMO_ACCOUNTS[1]?.ssoId })).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const forged of [
      `${header}.${otherUser}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${none}.${payload}.`,
    ]) {
      expect((await whoAmI(forged)).status).toBe(401);
    }
  });
});

describe('GET /account/api/refresh', () => {
  it('rotates a server’s refresh token: the new one works, the old one is refused with invalid_request', async () => {
    clock = START;
    const { refreshToken } = await signedIn();
    clock = new Date(START.getTime() + 60_000);
    const first = await refresh(bearer(refreshToken));
    expect(first.status).toBe(200);
    expect(validate(serverSessionTokens, first.body).ok).toBe(true);
    expect(first.body.refresh_token).not.toBe(refreshToken);
    expect(first.body.access_token_expires_utc).toBe(
      new Date(clock.getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
    );
    expect((await whoAmI(first.body.access_token)).status).toBe(200);

    const reused = await refresh(bearer(refreshToken));
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: 'invalid_request' });
    expect(validate(refreshRefusal, reused.body).ok).toBe(true);

    expect((await refresh(bearer(first.body.refresh_token))).status).toBe(200);
    clock = START;
  });

  it('refreshes from the session cookie alone, answering no refresh token, and keeps the access token usable after expiry', async () => {
    clock = START;
    const { cookie } = await signedIn();
    clock = new Date(START.getTime() + ACCESS_TOKEN_TTL_MS + 60_000);
    const response = await refresh({ cookie });
    expect(response.status).toBe(200);
    expect(validate(sessionTokens, response.body).ok).toBe(true);
    expect(response.body).not.toHaveProperty('refresh_token');
    expect((await whoAmI(response.body.access_token)).status).toBe(200);
    clock = START;
  });

  it('lets two tabs refresh from the one session cookie at the same moment: both get working tokens, neither signs the other out', async () => {
    clock = START;
    const { cookie } = await signedIn();
    clock = new Date(START.getTime() + ACCESS_TOKEN_TTL_MS - 30_000);

    const [tabA, tabB] = await Promise.all([refresh({ cookie }), refresh({ cookie })]);

    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect((await whoAmI(tabA.body.access_token)).status).toBe(200);
    expect((await whoAmI(tabB.body.access_token)).status).toBe(200);
    // The cookie goes on working for both tabs, after the race as before it.
    const later = await refresh({ cookie });
    expect(later.status).toBe(200);
    const restored = await fetchJson<SessionTokens>(`${server.url}/account/api/session`, {
      headers: { cookie },
    });
    expect(restored.status).toBe(200);
    clock = START;
  });

  it('sends the session cookie again on a refresh by cookie, still httpOnly and SameSite=Lax', async () => {
    clock = START;
    const { cookie } = await signedIn();
    const response = await refresh({ cookie });
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    clock = START;
  });

  it('refuses an unknown token, no credentials, and a refresh token past its 30 days', async () => {
    clock = START;
    expect((await refresh(bearer('not-a-token'))).status).toBe(400);
    expect((await refresh({})).body).toEqual({ message: 'invalid_request' });
    const { refreshToken } = await signedIn();
    clock = new Date(START.getTime() + REFRESH_TOKEN_TTL_MS);
    expect((await refresh(bearer(refreshToken))).status).toBe(400);
    clock = START;
  });
});

describe('POST /account/api/sign_out', () => {
  it('revokes the session: its access token, refresh token and cookie stop working', async () => {
    clock = START;
    const { tokens, cookie, refreshToken } = await signedIn();
    const response = await fetchJson(`${server.url}/account/api/sign_out`, {
      method: 'POST',
      headers: bearer(tokens.access_token),
    });
    expect(response.status).toBe(200);
    expect(validate(signOutResponse, response.body).ok).toBe(true);
    expect(response.body).toEqual({ message: 'signed_out' });
    expect(response.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));

    expect((await whoAmI(tokens.access_token)).status).toBe(401);
    expect((await refresh(bearer(refreshToken))).status).toBe(400);
    expect((await refresh({ cookie })).status).toBe(400);
  });

  it('signs out by cookie alone, and a second sign-out says there was no session', async () => {
    clock = START;
    const { tokens, cookie } = await signedIn();
    const signOut = () =>
      fetchJson(`${server.url}/account/api/sign_out`, { method: 'POST', headers: { cookie } });
    expect((await signOut()).body).toEqual({ message: 'signed_out' });
    expect((await whoAmI(tokens.access_token)).status).toBe(401);
    expect((await signOut()).body).toEqual({ message: 'no_session' });
  });

  it('leaves other sessions of the same user signed in', async () => {
    clock = START;
    const phone = await signedIn();
    const laptop = await signedIn();
    await fetchJson(`${server.url}/account/api/sign_out`, {
      method: 'POST',
      headers: bearer(phone.tokens.access_token),
    });
    expect((await whoAmI(phone.tokens.access_token)).status).toBe(401);
    expect((await whoAmI(laptop.tokens.access_token)).status).toBe(200);
  });
});
