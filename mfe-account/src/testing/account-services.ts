import { ACCOUNT_COOKIES, type AuthenticatedUser, type SessionTokens } from '@club/shared/contracts';
import { serviceAddress } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';

export const SIGN_IN_URL = serviceAddress('identity', '/sign-in');
export const AUTHENTICATED_URL = serviceAddress('account', '/api/authenticated');
export const SESSION_URL = serviceAddress('account', '/api/session');
export const REFRESH_URL = serviceAddress('account', '/api/refresh');
export const SIGN_OUT_URL = serviceAddress('account', '/api/sign_out');
export const COOKIE_AUTH_URL = serviceAddress('account', '/api/cookie-auth');
export const AUTH_CODE_URL = serviceAddress('account', '/api/auth');
export const SESSION_CODE_URL = serviceAddress('account', '/api/code');
export const ENTITLEMENTS_URL = serviceAddress('streamline', '/users/entitlements/:ssoID');

export const DEMO_EMAIL = 'free@club.test';
export const DEMO_PASSWORD = 'Password1!';
export const RENEW_EMAIL = 'renew@club.test';
export const DEMO_USER: AuthenticatedUser = {
  userDisplayName: 'Free Fan',
  ssoID: '7f1c2a9e-0001-4c1b-9a51-0d3e5f000001',
  email: DEMO_EMAIL,
};
/** The access token's lifetime in the fake: 15 minutes, as the services issue them. */
export const ACCESS_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/** A JWT-shaped access token numbered `n`, living ACCESS_TOKEN_LIFETIME_MS from `iat` (seconds). */
export function accessToken(n: number, iat = 1_800_000_000): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: DEMO_USER.ssoID, n, iat, exp: iat + ACCESS_TOKEN_LIFETIME_MS / 1000 })}.sig`;
}

export const tokensNumbered = (n: number): SessionTokens => ({
  access_token: accessToken(n),
  access_token_expires_utc: '2027-01-15T08:15:00.000Z',
  refresh_token_expires_utc: '2027-02-14T08:00:00.000Z',
  message: 'success',
});
export const DEMO_TOKENS = tokensNumbered(1);

/** The identity service's words for a wrong email or password. */
export const WRONG_PASSWORD_TITLE = 'Incorrect username or password.';

const errorBody = (status: number, code: string, title: string) => ({
  errors: [{ status: String(status), code, title }],
});

/**
 * What the fake account site knows: whether the browser holds a live session cookie, the access
 * tokens it handed out, and what the entitlements call answers.
 */
export interface FakeAccountSite {
  signIn: unknown[];
  authenticated: (string | null)[];
  signOut: (string | null)[];
  sessionCalls: number;
  refreshCalls: number;
  entitlementCalls: (string | null)[];
  /** 'live' while the HttpOnly session cookie names a live session. */
  session: 'live' | 'none';
  issued: number;
  valid: Set<string>;
  entitlements: { status: 200; held: string[] } | { status: 404 | 500 };
  /** What cookie auth answers: tokens, 401 tampered, 403 (refresh first) or 401 'No Session Data'. */
  cookieAuth: 'ok' | 'tampered' | 'forbidden' | 'ended';
  cookieAuthBodies: unknown[];
  /** One-time codes the fake handed out, each with its redirect_uri; exchanged ones are removed. */
  codes: Map<string, string>;
  codeExchanges: Array<{ code: string | null; redirectUri: string | null }>;
}

export const newServiceCalls = (): FakeAccountSite => ({
  signIn: [],
  authenticated: [],
  signOut: [],
  sessionCalls: 0,
  refreshCalls: 0,
  entitlementCalls: [],
  session: 'none',
  issued: 0,
  valid: new Set(),
  entitlements: { status: 200, held: ['subscriber'] },
  cookieAuth: 'ok',
  cookieAuthBodies: [],
  codes: new Map(),
  codeExchanges: [],
});

/** The readable, secret-free cookie the account service sets with its HttpOnly session cookies. */
function setSessionCookie(present: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the fake stands in for the account service, which sets it
  document.cookie = present
    ? `${ACCOUNT_COOKIES.present}=1; path=/`
    : `${ACCOUNT_COOKIES.present}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** Starts the fake with a live session cookie in the browser, as after a sign-in and a reload. */
export function withLiveSession(site: FakeAccountSite): void {
  site.session = 'live';
  setSessionCookie(true);
}

/** Clears the session cookie only, as another tab's log out leaves this one. */
export function resetFakeCookie(): void {
  setSessionCookie(false);
}

/** Ends the session at the fake account site (signed out elsewhere, or expired). */
export function endSession(site: FakeAccountSite): void {
  site.session = 'none';
}

/** Resets the fake between tests and clears its cookie. */
export function resetFakeAccountSite(site: FakeAccountSite): void {
  Object.assign(site, newServiceCalls());
  setSessionCookie(false);
}

/** The exchange answer (cookie auth, the code exchange) around new tokens. */
function exchangeAnswer(site: FakeAccountSite) {
  const { message, ...response } = issue(site);
  return { success: true, message, response: { FirstName: 'Free', ...response } };
}

function issue(site: FakeAccountSite): SessionTokens {
  site.issued += 1;
  const tokens = tokensNumbered(site.issued);
  site.valid.add(tokens.access_token);
  return tokens;
}

/**
 * The identity, account and streamline services as the panel uses them: one demo account, one
 * that must change its password, a session cookie, and a record of every call.
 */
export function accountServices(site: FakeAccountSite) {
  const unauthorized = () =>
    HttpResponse.json(errorBody(401, 'unauthorized', 'No user logged in'), { status: 401 });
  return [
    http.post(SIGN_IN_URL, async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string; newPassword?: string };
      site.signIn.push(body);
      const renewDone = body.email === RENEW_EMAIL && body.newPassword;
      if (body.email === RENEW_EMAIL && body.password === DEMO_PASSWORD && !body.newPassword) {
        return HttpResponse.json(errorBody(403, 'passwordChangeRequired', 'A new password is required.'), {
          status: 403,
        });
      }
      if ((body.email === DEMO_EMAIL || renewDone) && body.password === DEMO_PASSWORD) {
        withLiveSession(site);
        return HttpResponse.json(issue(site));
      }
      return HttpResponse.json(errorBody(401, 'NotAuthorizedException', WRONG_PASSWORD_TITLE), {
        status: 401,
      });
    }),
    http.get(AUTHENTICATED_URL, ({ request }) => {
      const authorization = request.headers.get('authorization');
      site.authenticated.push(authorization);
      const token = authorization?.replace(/^Bearer /, '') ?? '';
      if (site.session === 'live' && site.valid.has(token)) return HttpResponse.json(DEMO_USER);
      return unauthorized();
    }),
    http.get(SESSION_URL, () => {
      site.sessionCalls += 1;
      if (site.session !== 'live')
        return HttpResponse.json(errorBody(401, 'no_session', 'No Session Data'), { status: 401 });
      return HttpResponse.json(issue(site));
    }),
    http.get(REFRESH_URL, () => {
      site.refreshCalls += 1;
      if (site.session !== 'live') return HttpResponse.json({ message: 'invalid_request' }, { status: 400 });
      return HttpResponse.json(issue(site));
    }),
    http.post(COOKIE_AUTH_URL, async ({ request }) => {
      site.cookieAuthBodies.push(await request.json());
      if (site.cookieAuth === 'tampered')
        return HttpResponse.json(errorBody(401, 'auth_string_tampered', 'Cookie auth_string tampered with'), {
          status: 401,
        });
      if (site.cookieAuth === 'forbidden')
        return HttpResponse.json(errorBody(403, 'forbidden', 'Forbidden'), { status: 403 });
      if (site.cookieAuth === 'ended' || site.session !== 'live')
        return HttpResponse.json(errorBody(401, 'no_session', 'No Session Data'), { status: 401 });
      return HttpResponse.json(exchangeAnswer(site));
    }),
    http.get(AUTH_CODE_URL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const code = query.get('code');
      const redirectUri = query.get('redirect_uri');
      site.codeExchanges.push({ code, redirectUri });
      if (!code || site.codes.get(code) !== redirectUri)
        return HttpResponse.json({ success: false, message: 'invalid_grant' }, { status: 400 });
      site.codes.delete(code);
      withLiveSession(site);
      return HttpResponse.json(exchangeAnswer(site));
    }),
    http.post(SESSION_CODE_URL, async ({ request }) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      if (!site.valid.has(token)) return unauthorized();
      const { redirect_uri: redirectUri } = (await request.json()) as { redirect_uri: string };
      const code = `code-${site.codes.size + 1}`;
      site.codes.set(code, redirectUri);
      return HttpResponse.json({ code });
    }),
    http.post(SIGN_OUT_URL, ({ request }) => {
      site.signOut.push(request.headers.get('authorization'));
      const had = site.session === 'live';
      site.session = 'none';
      site.valid.clear();
      setSessionCookie(false);
      return HttpResponse.json({ message: had ? 'signed_out' : 'no_session' });
    }),
    http.get(ENTITLEMENTS_URL, ({ request, params }) => {
      const authorization = request.headers.get('authorization');
      site.entitlementCalls.push(authorization);
      if (!site.valid.has(authorization?.replace(/^Bearer /, '') ?? '')) return unauthorized();
      const answer = site.entitlements;
      if (answer.status !== 200)
        return HttpResponse.json(errorBody(answer.status, 'x', 'x'), { status: answer.status });
      return HttpResponse.json({
        data: {
          type: 'entitlements',
          id: params.ssoID,
          attributes: { userID: params.ssoID, entitlements: answer.held, stripeCustomerID: 'cus_1' },
        },
      });
    }),
  ];
}
