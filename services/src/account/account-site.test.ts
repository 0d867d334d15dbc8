// The account site's exchanges over real HTTP: the session endpoint, cookie auth, the
// authorisation-code exchange and the refresh-token endpoint (spec 001 §3, §4, §7, §8).
import {
  ACCOUNT_MESSAGES,
  type AuthExchangeRefusal,
  type AuthExchangeResponse,
  apiErrorBody,
  authExchangeRefusal,
  authExchangeResponse,
  COOKIE_DATA_FROM_BROWSER,
  type RefreshTokenExchangeResponse,
  refreshTokenExchangeResponse,
  type ServerSessionTokens,
  type SessionTokens,
  serverSessionTokens,
  sessionTokens,
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
import { DEMO_PASSWORD } from '../seed/accounts-seed.ts';
import {
  ACCESS_TOKEN_TTL_MS,
  AUTH_CODE_TTL_MS,
  AUTH_STRING_COOKIE,
  REFRESH_TOKEN_TTL_MS,
  SESSION_COOKIE,
  SESSION_PRESENT_COOKIE,
} from './constants.ts';

const START = new Date('2026-11-01T12:00:00Z');
let clock = START;
let server: RunningServer;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());

type ErrorBody = { errors: Array<{ status: string; code: string; title: string }> };

async function signedIn(email = 'subscriber@club.test') {
  const response = await postJson<SessionTokens>(
    `${server.url}/identity/sign-in`,
    { email, password: DEMO_PASSWORD },
    { 'user-agent': BROWSER },
  );
  expect(response.status).toBe(200);
  const session = cookieFrom(response.headers, SESSION_COOKIE) ?? '';
  const auth = cookieFrom(response.headers, AUTH_STRING_COOKIE) ?? '';
  return {
    tokens: response.body,
    setCookies: response.headers.getSetCookie(),
    cookie: session,
    authCookie: auth,
    sessionId: decodeURIComponent(session.split('=')[1] ?? ''),
    authString: decodeURIComponent(auth.split('=')[1] ?? ''),
    /** The refresh token a server holding the session identifier gets (no browser answer has one). */
    refreshToken: await serverRefreshToken(server, session),
  };
}

const whoAmI = (token: string) =>
  fetchJson(`${server.url}/account/api/authenticated`, { headers: bearer(token) });
const refresh = (token: string) => fetchJson(`${server.url}/account/api/refresh`, { headers: bearer(token) });

/** Runs a hosted sign-in in code mode and answers the code the browser was sent to the site with. */
async function codeFor(redirectUri: string, email = 'subscriber@club.test'): Promise<string> {
  const query = new URLSearchParams({ redirect_uri: redirectUri, state: 'xyz' });
  const response = await fetch(`${server.url}/account/sign-in?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      'user-agent': BROWSER,
    },
    body: new URLSearchParams({
      email,
      password: DEMO_PASSWORD,
      redirect_uri: redirectUri,
      state: 'xyz',
    }).toString(),
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  expect(location.searchParams.get('state')).toBe('xyz');
  return location.searchParams.get('code') ?? '';
}

describe('sign-in cookies', () => {
  it('set _sa_sso_upid and _sa_sso_auth httpOnly and _sa_sso_session=1 readable, all Lax on path / and expiring with the refresh; the body has no refresh token', async () => {
    clock = START;
    const { setCookies, tokens } = await signedIn();
    expect(tokens).not.toHaveProperty('refresh_token');
    const expires = new Date(START.getTime() + REFRESH_TOKEN_TTL_MS).toUTCString();
    const session = setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    const auth = setCookies.find((line) => line.startsWith(`${AUTH_STRING_COOKIE}=`)) ?? '';
    const present = setCookies.find((line) => line.startsWith(`${SESSION_PRESENT_COOKIE}=`)) ?? '';
    expect(present).toMatch(new RegExp(`^${SESSION_PRESENT_COOKIE}=1;`));
    for (const line of [session, auth, present]) {
      expect(line).toMatch(/SameSite=Lax/i);
      expect(line).toMatch(/Path=\/(;|$)/);
      expect(line).toContain(`Expires=${expires}`);
      // Plain http here, as the spec's "non-secure" login cookie (spec 001 §9).
      expect(line).not.toMatch(/Secure/i);
    }
    expect(session).toMatch(/HttpOnly/i);
    expect(auth).toMatch(/HttpOnly/i);
    expect(present).not.toMatch(/HttpOnly/i);
  });
});

describe('GET /account/api/session', () => {
  it('answers a server that names the session identifier (user_agent_pass=true) tokens with the rotated refresh token', async () => {
    clock = START;
    const { sessionId, refreshToken } = await signedIn();
    clock = new Date(START.getTime() + 60_000);
    const response = await fetchJson<ServerSessionTokens>(
      `${server.url}/account/api/session?session=${encodeURIComponent(sessionId)}&user_agent_pass=true`,
    );
    expect(response.status).toBe(200);
    expect(validate(serverSessionTokens, response.body).ok).toBe(true);
    expect(response.body.message).toBe('success');
    expect(response.body.access_token_expires_utc).toBe(
      new Date(clock.getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
    );
    expect(response.body.refresh_token_expires_utc).toBe(
      new Date(clock.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    );
    expect((await whoAmI(response.body.access_token)).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(400);
    expect((await refresh(response.body.refresh_token)).status).toBe(200);
    clock = START;
  });

  it('works from the cookie alone, answering no refresh token, and sends the cookies again with the new expiry', async () => {
    clock = START;
    const { cookie } = await signedIn();
    clock = new Date(START.getTime() + 3_600_000);
    const response = await fetchJson<SessionTokens>(`${server.url}/account/api/session`, {
      headers: { cookie, 'user-agent': BROWSER },
    });
    expect(response.status).toBe(200);
    expect(validate(sessionTokens, response.body).ok).toBe(true);
    expect(response.body).not.toHaveProperty('refresh_token');
    const again = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(again).toContain(`Expires=${new Date(clock.getTime() + REFRESH_TOKEN_TTL_MS).toUTCString()}`);
    clock = START;
  });

  it("answers 401 'No Session Data' for an unknown, signed-out or expired session", async () => {
    clock = START;
    const noData = async (query: string) => {
      const response = await fetchJson<ErrorBody>(`${server.url}/account/api/session?${query}`);
      expect(response.status).toBe(401);
      expect(validate(apiErrorBody, response.body).ok).toBe(true);
      expect(response.body.errors[0]?.title).toBe(ACCOUNT_MESSAGES.noSessionData);
    };
    await noData('session=not-a-session&user_agent_pass=true');

    const signedOut = await signedIn();
    await fetchJson(`${server.url}/account/api/sign_out`, {
      method: 'POST',
      headers: { cookie: signedOut.cookie },
    });
    await noData(`session=${encodeURIComponent(signedOut.sessionId)}&user_agent_pass=true`);

    const expiring = await signedIn();
    clock = new Date(START.getTime() + REFRESH_TOKEN_TTL_MS);
    await noData(`session=${encodeURIComponent(expiring.sessionId)}&user_agent_pass=true`);
    clock = START;
  });

  it("answers 401 'No user session found. No _sa_sso_upid' with neither parameter nor cookie", async () => {
    const response = await fetchJson<ErrorBody>(`${server.url}/account/api/session?user_agent_pass=true`);
    expect(response.status).toBe(401);
    expect(response.body.errors[0]?.title).toBe(ACCOUNT_MESSAGES.noSessionCookie);
  });

  it('without user_agent_pass=true, answers only the browser that signed in', async () => {
    clock = START;
    const { sessionId } = await signedIn();
    const url = `${server.url}/account/api/session?session=${encodeURIComponent(sessionId)}`;
    expect((await fetchJson(url, { headers: { 'user-agent': 'SomethingElse/2.0' } })).status).toBe(401);
    expect((await fetchJson(url, { headers: { 'user-agent': BROWSER } })).status).toBe(200);
  });

  it('answers 400 invalid_request for a malformed user_agent_pass or an empty session', async () => {
    const bad = await fetchJson<ErrorBody>(`${server.url}/account/api/session?session=x&user_agent_pass=yes`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.code).toBe('invalid_request');
    expect((await fetchJson(`${server.url}/account/api/session?session=`)).status).toBe(400);
  });
});

describe('POST /account/api/cookie-auth', () => {
  const cookieAuth = (cookieData: unknown) =>
    postJson<AuthExchangeResponse & ErrorBody>(`${server.url}/account/api/cookie-auth`, {
      data: { attributes: { cookieData } },
    });

  it('answers the exchange shape with FirstName and an access token, and no refresh token, for a genuine auth_string', async () => {
    clock = START;
    const { authString, refreshToken } = await signedIn();
    const response = await cookieAuth(authString);
    expect(response.status).toBe(200);
    expect(validate(authExchangeResponse, response.body).ok).toBe(true);
    expect(response.body.success).toBe(true);
    expect(response.body.response.FirstName).toBe('Sam');
    expect(response.body.response).not.toHaveProperty('refresh_token');
    expect((await whoAmI(response.body.response.access_token)).status).toBe(200);
    // The refresh token rotated: the one before is spent.
    expect((await refresh(refreshToken)).status).toBe(400);
  });

  it('from a browser, which cannot read its HttpOnly cookie: checks the _sa_sso_auth cookie sent along', async () => {
    clock = START;
    const { authCookie } = await signedIn();
    const post = (cookie?: string) =>
      postJson<AuthExchangeResponse & ErrorBody>(
        `${server.url}/account/api/cookie-auth`,
        { data: { attributes: { cookieData: COOKIE_DATA_FROM_BROWSER } } },
        cookie ? { cookie } : {},
      );
    const genuine = await post(authCookie);
    expect(genuine.status).toBe(200);
    expect(validate(authExchangeResponse, genuine.body).ok).toBe(true);
    expect((await whoAmI(genuine.body.response.access_token)).status).toBe(200);

    const tampered = await post(`${AUTH_STRING_COOKIE}=${authCookie.split('=')[1]?.slice(0, -3)}abc`);
    expect(tampered.status).toBe(401);
    expect(tampered.body.errors[0]?.title).toBe(ACCOUNT_MESSAGES.cookieTampered);

    const none = await post();
    expect(none.status).toBe(401);
    expect(none.body.errors[0]?.title).toBe(ACCOUNT_MESSAGES.noSessionData);
  });

  it("rejects a tampered auth_string with 401 'Cookie auth_string tampered with'", async () => {
    clock = START;
    const { authString } = await signedIn();
    const [header, payload, signature] = authString.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [
      `${header}.${otherUser}.${signature}`,
      `${header}.${payload}.${flipped}`,
      'garbage',
    ]) {
      const response = await cookieAuth(forged);
      expect(response.status).toBe(401);
      expect(response.body.errors[0]?.code).toBe('auth_string_tampered');
      expect(response.body.errors[0]?.title).toBe(ACCOUNT_MESSAGES.cookieTampered);
    }
  });

  it('will not take an access token as an auth_string (each kind has its own key)', async () => {
    const { tokens } = await signedIn();
    expect((await cookieAuth(tokens.access_token)).body.errors[0]?.title).toBe(
      ACCOUNT_MESSAGES.cookieTampered,
    );
  });

  it("answers 'No Session Data' once the session behind a genuine auth_string has ended", async () => {
    clock = START;
    const { authString, cookie } = await signedIn();
    await fetchJson(`${server.url}/account/api/sign_out`, { method: 'POST', headers: { cookie } });
    const response = await cookieAuth(authString);
    expect(response.status).toBe(401);
    expect(response.body.errors[0]?.title).toBe(ACCOUNT_MESSAGES.noSessionData);
  });

  it.each([
    ['no body', undefined],
    ['no attributes', { data: {} }],
    ['empty cookie data', { data: { attributes: { cookieData: '' } } }],
    ['cookie data that is not text', { data: { attributes: { cookieData: 42 } } }],
  ])('answers 400 invalid_request for %s', async (_, body) => {
    const response = await postJson<ErrorBody>(`${server.url}/account/api/cookie-auth`, body ?? {});
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.code).toBe('invalid_request');
  });
});

describe('GET /account/api/auth (authorisation code)', () => {
  const exchange = (code: string, redirectUri: string) =>
    fetchJson<AuthExchangeResponse>(
      `${server.url}/account/api/auth?${new URLSearchParams({ code, redirect_uri: redirectUri })}`,
    );

  it('exchanges a code once, for the redirect_uri it was issued for', async () => {
    clock = START;
    const redirectUri = `${SITE}/auth/callback`;
    const code = await codeFor(redirectUri);
    const response = await exchange(code, redirectUri);
    expect(response.status).toBe(200);
    expect(validate(authExchangeResponse, response.body).ok).toBe(true);
    expect(response.body).toMatchObject({
      success: true,
      message: 'success',
      response: { FirstName: 'Sam' },
    });
    // The page that exchanged the code reads the answer: no refresh token in it.
    expect(response.body.response).not.toHaveProperty('refresh_token');
    expect(response.body.response.access_token_expires_utc).toBe(
      new Date(START.getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
    );
    expect((await whoAmI(response.body.response.access_token)).status).toBe(200);
  });

  it('refuses a code used twice with invalid_grant, and ends the session it opened', async () => {
    clock = START;
    const redirectUri = `${SITE}/auth/callback`;
    const code = await codeFor(redirectUri);
    const first = await exchange(code, redirectUri);
    expect(first.status).toBe(200);
    const second = await exchange(code, redirectUri);
    expect(second.status).toBe(400);
    expect(validate(authExchangeRefusal, second.body).ok).toBe(true);
    expect(second.body).toEqual({ success: false, message: 'invalid_grant' });
    expect((await whoAmI(first.body.response.access_token)).status).toBe(401);
  });

  it('refuses a code for another redirect_uri, an expired code and an unknown one', async () => {
    clock = START;
    const redirectUri = `${SITE}/auth/callback`;
    const code = await codeFor(redirectUri);
    expect((await exchange(code, `${SITE}/elsewhere`)).status).toBe(400);
    clock = new Date(START.getTime() + AUTH_CODE_TTL_MS);
    expect((await exchange(code, redirectUri)).body).toEqual({ success: false, message: 'invalid_grant' });
    clock = START;
    expect((await exchange('made-up', redirectUri)).status).toBe(400);
    const late = await codeFor(redirectUri);
    clock = new Date(START.getTime() + AUTH_CODE_TTL_MS - 1000);
    expect((await exchange(late, redirectUri)).status).toBe(200);
    clock = START;
  });

  it('answers 400 invalid_request without code or redirect_uri', async () => {
    const response = await fetchJson<ErrorBody>(`${server.url}/account/api/auth?code=abc`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.code).toBe('invalid_request');
  });
});

describe('POST /account/api/code (the session token of a redirect with a return address)', () => {
  const createCode = (redirectUri: string, accessToken?: string) =>
    postJson<{ code: string } & ErrorBody>(
      `${server.url}/account/api/code`,
      { redirect_uri: redirectUri },
      accessToken ? bearer(accessToken) : {},
    );

  it('gives a signed-in caller a one-time code for an address on the site, which the code exchange takes once', async () => {
    clock = START;
    const { tokens } = await signedIn();
    const returnAddress = `${SITE}/videos/subscriptions`;
    const created = await createCode(returnAddress, tokens.access_token);
    expect(created.status).toBe(200);
    const exchange = () =>
      fetchJson<AuthExchangeResponse>(
        `${server.url}/account/api/auth?${new URLSearchParams({ code: created.body.code, redirect_uri: returnAddress })}`,
      );
    const first = await exchange();
    expect(first.status).toBe(200);
    expect(first.body.response.FirstName).toBe('Sam');
    expect((await exchange()).status).toBe(400);
  });

  it('refuses another site’s address, a path, and a caller with no access token', async () => {
    clock = START;
    const { tokens } = await signedIn();
    expect((await createCode('https://elsewhere.example/steal', tokens.access_token)).status).toBe(400);
    expect((await createCode('/account/profile', tokens.access_token)).status).toBe(400);
    const anonymous = await createCode(`${SITE}/videos`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0]?.title).toBe('No active user');
  });
});

describe('GET /account/api/refresh-token', () => {
  const exchange = (refreshToken: string, userAgentPass?: string, userAgent = BROWSER) =>
    fetchJson<RefreshTokenExchangeResponse>(
      `${server.url}/account/api/refresh-token?${new URLSearchParams({
        refresh_token: refreshToken,
        ...(userAgentPass ? { user_agent_pass: userAgentPass } : {}),
      })}`,
      { headers: { 'user-agent': userAgent } },
    );

  it('rotates: answers the exchange shape with new tokens, and the old refresh token is refused after', async () => {
    clock = START;
    const { refreshToken } = await signedIn();
    clock = new Date(START.getTime() + 60_000);
    const first = await exchange(refreshToken, 'true');
    expect(first.status).toBe(200);
    expect(validate(refreshTokenExchangeResponse, first.body).ok).toBe(true);
    expect(first.body.response.refresh_token).not.toBe(refreshToken);
    const reused = await exchange(refreshToken, 'true');
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ success: false, message: 'invalid_request' });
    expect((await exchange(first.body.response.refresh_token, 'true')).status).toBe(200);
    clock = START;
  });

  it('refuses another browser unless user_agent_pass=true, and a refresh token past its 30 days', async () => {
    clock = START;
    const { refreshToken } = await signedIn();
    expect((await exchange(refreshToken, undefined, 'Other/1.0')).status).toBe(400);
    const same = await exchange(refreshToken, 'false');
    expect(same.status).toBe(200);
    clock = new Date(START.getTime() + REFRESH_TOKEN_TTL_MS);
    expect((await exchange(same.body.response.refresh_token, 'true')).status).toBe(400);
    clock = START;
  });

  it("answers 400 'No refresh token found' (spec 001 §8) without a refresh token, or an empty one", async () => {
    for (const query of ['user_agent_pass=true', 'refresh_token=&user_agent_pass=true']) {
      const response = await fetchJson<AuthExchangeRefusal>(
        `${server.url}/account/api/refresh-token?${query}`,
      );
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'No refresh token found' });
      expect(validate(authExchangeRefusal, response.body).ok).toBe(true);
    }
  });
});
