// The hosted account-site pages over real HTTP, as a browser without scripts would use them:
// GET a page, POST its form from the same origin, follow (or read) the redirect.
import type { TestOutboxResponse } from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieFrom, fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { DEMO_PASSWORD } from '../seed/accounts-seed.ts';
import { AUTH_STRING_COOKIE, SESSION_COOKIE } from './constants.ts';
import { SIGN_IN_EMAIL_AT_ADDRESS } from './sign-in-throttle.ts';

const START = new Date('2026-11-01T12:00:00Z');
let clock = START;
let server: RunningServer;
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());

interface Page {
  status: number;
  headers: Headers;
  html: string;
  location: string | null;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers });
  return {
    status: response.status,
    headers: response.headers,
    html: await response.text(),
    location: response.headers.get('location'),
  };
}

async function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: '' },
): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      ...(headers.origin === '' ? { origin: server.url } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.status,
    headers: response.headers,
    html: await response.text(),
    location: response.headers.get('location'),
  };
}

const sessionCookie = (page: Page) => cookieFrom(page.headers, SESSION_COOKIE);
const countSessions = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NULL'))
    .rows[0]?.n;

async function latestCode(email: string): Promise<string> {
  const outbox = await fetchJson<TestOutboxResponse>(
    `${server.url}/__test/outbox?email=${encodeURIComponent(email)}`,
  );
  return outbox.body.messages[0]?.code ?? '';
}

async function signInCookie(email = 'free@club.test', password = DEMO_PASSWORD): Promise<string> {
  const page = await post('/account/sign-in', { email, password });
  expect(page.status).toBe(200);
  return sessionCookie(page) ?? '';
}

describe('GET /account/sign-in', () => {
  it('is an accessible HTML form with a CSP, no scripts and no external assets', async () => {
    const page = await get(
      `/account/sign-in?tenant=club&returnUrl=${encodeURIComponent(`${SITE}/news`)}&successRedirect=${encodeURIComponent(`${SITE}/videos`)}&loginSuccess=true&mandatory=true`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${SITE}`);
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.html).toContain(`<style nonce="${nonce}">`);
    expect(page.html).not.toMatch(/<script|src=|https?:\/\/(?!localhost)/);
    expect(page.html).toContain('<html lang="en">');
    for (const name of ['email', 'password']) {
      expect(page.html).toContain(`<label for="field-${name}">`);
      expect(page.html).toMatch(new RegExp(`<input id="field-${name}" name="${name}"`));
    }
    // The link's parameters ride along in the form.
    expect(page.html).toContain('name="tenant" value="club"');
    expect(page.html).toContain(`name="successRedirect" value="${SITE}/videos"`);
    // mandatory=true: no way back to the site without signing in.
    expect(page.html).not.toContain('Back to the site');
    expect(page.html).toContain('Forgotten password?');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash path', '/\\evil.example'],
    ['credentials before the host', 'http://localhost:3000@evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['a port the site does not use', 'http://localhost:3999/'],
    ['a path outside the account pages', '/identity/sign-in'],
  ])('refuses a success redirect to %s (no open redirect)', async (_, target) => {
    for (const param of ['successRedirect', 'returnUrl', 'redirect_uri']) {
      const page = await get(`/account/sign-in?${param}=${encodeURIComponent(target)}`);
      expect(page.status).toBe(400);
      expect(page.html).not.toContain('<form');
    }
  });
});

describe('POST /account/sign-in', () => {
  it('sets the session cookie and sends the browser to the success redirect with loginSuccess=true', async () => {
    clock = START;
    const page = await post('/account/sign-in', {
      email: ' Free@Club.test ',
      password: DEMO_PASSWORD,
      tenant: 'club',
      successRedirect: `${SITE}/videos?tab=latest`,
      returnUrl: `${SITE}/news`,
    });
    expect(page.status).toBe(303);
    const location = new URL(page.location ?? '');
    expect(location.origin + location.pathname).toBe(`${SITE}/videos`);
    expect(location.searchParams.get('tab')).toBe('latest');
    expect(location.searchParams.get('loginSuccess')).toBe('true');
    expect(sessionCookie(page)).toBeDefined();
    expect(cookieFrom(page.headers, AUTH_STRING_COOKIE)).toBeDefined();

    const session = await fetchJson<{ access_token: string }>(`${server.url}/account/api/session`, {
      headers: { cookie: sessionCookie(page) ?? '' },
    });
    const me = await fetchJson(`${server.url}/account/api/authenticated`, {
      headers: bearer(session.body.access_token),
    });
    expect(me.body).toMatchObject({ email: 'free@club.test' });
  });

  it('goes to returnUrl when there is no success redirect, and to its own page for an account-page target', async () => {
    const back = await post('/account/sign-in', {
      email: 'free@club.test',
      password: DEMO_PASSWORD,
      returnUrl: `${SITE}/news`,
    });
    expect(back.location).toBe(`${SITE}/news?loginSuccess=true`);
    const own = await post('/account/sign-in', {
      email: 'free@club.test',
      password: DEMO_PASSWORD,
      successRedirect: '/account/profile',
    });
    expect(own.location).toBe(`${server.url}/account/profile?loginSuccess=true`);
  });

  it('shows the error and keeps the email after a wrong password, setting no cookie', async () => {
    const page = await post('/account/sign-in', { email: 'free@club.test', password: 'Nope-nope1' });
    expect(page.status).toBe(401);
    expect(page.html).toContain('role="alert"');
    expect(page.html).toContain('Incorrect username or password.');
    expect(page.html).toContain('value="free@club.test"');
    expect(page.html).not.toContain('Nope-nope1');
    expect(sessionCookie(page)).toBeUndefined();
  });

  it('escapes what it echoes back', async () => {
    const page = await post('/account/sign-in', { email: '"><script>alert(1)</script>', password: 'x' });
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses a post without our Origin (CSRF), and one whose hidden redirect was changed, creating no session', async () => {
    const before = await countSessions();
    const credentials = { email: 'free@club.test', password: DEMO_PASSWORD };
    expect((await post('/account/sign-in', credentials, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await post('/account/sign-in', credentials, {})).status).toBe(403);
    expect(
      (await post('/account/sign-in', credentials, { referer: 'https://evil.example/form' })).status,
    ).toBe(403);
    const tampered = await post('/account/sign-in', {
      ...credentials,
      successRedirect: 'https://evil.example/',
    });
    expect(tampered.status).toBe(400);
    expect(tampered.location).toBeNull();
    expect(await countSessions()).toBe(before);
    // A Referer from our own pages will do when a browser sends no Origin.
    expect(
      (await post('/account/sign-in', credentials, { referer: `${server.url}/account/sign-in` })).status,
    ).toBe(200);
  });

  it('walks an account that must change its password through the newPass step', async () => {
    clock = START;
    const first = await post('/account/sign-in', {
      email: 'renew@club.test',
      password: DEMO_PASSWORD,
      successRedirect: `${SITE}/`,
    });
    expect(first.status).toBe(403);
    expect(first.html).toContain('New Password Confirmation');
    expect(first.html).toContain(`name="successRedirect" value="${SITE}/"`);

    const base = { email: 'renew@club.test', password: DEMO_PASSWORD, successRedirect: `${SITE}/` };
    const mismatch = await post('/account/sign-in', {
      ...base,
      newPassword: 'Renewed1!',
      newPasswordConfirmation: 'Renewed2!',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain('New Password does not match');
    const weak = await post('/account/sign-in', {
      ...base,
      newPassword: 'weakweak',
      newPasswordConfirmation: 'weakweak',
    });
    expect(weak.status).toBe(400);
    expect(weak.html).toContain('Password must have uppercase characters');

    const done = await post('/account/sign-in', {
      ...base,
      newPassword: 'Renewed1!',
      newPasswordConfirmation: 'Renewed1!',
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${SITE}/?loginSuccess=true`);
    expect((await post('/account/sign-in', { email: 'renew@club.test', password: 'Renewed1!' })).status).toBe(
      200,
    );
  });

  it('sends a code (not tokens) to redirect_uri in the code flow', async () => {
    const page = await post('/account/sign-in', {
      email: 'free@club.test',
      password: DEMO_PASSWORD,
      redirect_uri: `${SITE}/auth/callback`,
      state: 's1',
    });
    expect(page.status).toBe(303);
    const location = new URL(page.location ?? '');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('state')).toBe('s1');
    expect(page.location).not.toContain('access_token');
  });

  it('answers 429 with Retry-After once failures from this address must wait', async () => {
    clock = START;
    for (let i = 0; i <= SIGN_IN_EMAIL_AT_ADDRESS.freeFailures; i++)
      await post('/account/sign-in', { email: 'locked.page@club.test', password: 'x' });
    const page = await post('/account/sign-in', { email: 'locked.page@club.test', password: 'x' });
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).not.toBeNull();
    expect(page.html).toContain('Attempt limit exceeded');
  });
});

describe('register, confirm, then sign in', () => {
  it('offers the long form with a display name and the short form without', async () => {
    expect((await get('/account/register?form=long')).html).toContain('name="name"');
    expect((await get('/account/register?form=short')).html).not.toContain('name="name"');
    expect((await get('/account/register?form=medium')).status).toBe(400);
  });

  it('signs up, confirms with the emailed code and lands on sign-in with a notice', async () => {
    clock = START;
    const email = 'page.fan@club.test';
    const link = { form: 'long', successRedirect: `${SITE}/videos`, tenant: 'club' };
    const mismatch = await post('/account/register', {
      ...link,
      name: 'Page Fan',
      email,
      password: 'Welcome1!',
      passwordConfirmation: 'Other1!!',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain('value="Page Fan"');

    const signedUp = await post('/account/register', {
      ...link,
      name: 'Page Fan',
      email,
      password: 'Welcome1!',
      passwordConfirmation: 'Welcome1!',
    });
    expect(signedUp.status).toBe(200);
    expect(signedUp.html).toContain('name="code"');
    expect(signedUp.html).toContain('autocomplete="one-time-code"');

    const again = await post('/account/register', {
      ...link,
      email,
      password: 'Welcome1!',
      passwordConfirmation: 'Welcome1!',
    });
    expect(again.status).toBe(409);
    expect(again.html).toContain('An account with the given email already exists.');

    const wrong = await post('/account/register/confirm', { ...link, email, code: '12345x' });
    expect(wrong.status).toBe(400);
    const confirmed = await post('/account/register/confirm', {
      ...link,
      email,
      code: await latestCode(email),
    });
    expect(confirmed.status).toBe(303);
    const next = new URL(confirmed.location ?? '', server.url);
    expect(next.pathname).toBe('/account/sign-in');
    expect(next.searchParams.get('successRedirect')).toBe(`${SITE}/videos`);

    const signInPage = await get(`${next.pathname}${next.search}`);
    expect(signInPage.html).toContain('Your account is confirmed. You can log in now.');
    expect(signInPage.html).toContain(`value="${email}"`);
    const signedIn = await post('/account/sign-in', { ...link, email, password: 'Welcome1!' });
    expect(signedIn.location).toBe(`${SITE}/videos?loginSuccess=true`);
  });

  it('shows an unconfirmed account the way to confirm, and resends its code', async () => {
    const email = 'page.unconfirmed@club.test';
    await post('/account/register', { email, password: 'Welcome1!', passwordConfirmation: 'Welcome1!' });
    const page = await post('/account/sign-in', { email, password: 'Welcome1!' });
    expect(page.status).toBe(403);
    expect(page.html).toContain('/account/register/confirm?email=page.unconfirmed%40club.test');
    const first = await latestCode(email);
    const resent = await post('/account/register/resend', { email });
    expect(resent.status).toBe(200);
    expect(resent.html).toContain('We have sent you a new code.');
    const outbox = await fetchJson<TestOutboxResponse>(`${server.url}/__test/outbox?email=${email}`);
    expect(outbox.body.messages).toHaveLength(2);
    expect(outbox.body.messages[1]?.code).toBe(first);
  });
});

describe('forgot password', () => {
  it('emails a code, resets with it, and the new password signs in', async () => {
    clock = START;
    const email = 'audio@club.test';
    const asked = await post('/account/forgot-password', { email });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('If an account uses that email');
    const code = await latestCode(email);
    const mismatch = await post('/account/forgot-password/confirm', {
      email,
      code,
      newPassword: 'Reset123!',
      newPasswordConfirmation: 'Reset124!',
    });
    expect(mismatch.html).toContain('New Password does not match');
    const wrong = await post('/account/forgot-password/confirm', {
      email,
      code: code === '000000' ? '111111' : '000000',
      newPassword: 'Reset123!',
      newPasswordConfirmation: 'Reset123!',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('Invalid verification code provided');
    const done = await post('/account/forgot-password/confirm', {
      email,
      code,
      newPassword: 'Reset123!',
      newPasswordConfirmation: 'Reset123!',
    });
    expect(done.status).toBe(303);
    const signInPage = await get(done.location ?? '');
    expect(signInPage.html).toContain('Your password has been successfully updated');
    expect((await post('/account/sign-in', { email, password: 'Reset123!' })).status).toBe(200);
  });

  it('says the same for an unknown email', async () => {
    const page = await post('/account/forgot-password', { email: 'stranger@club.test' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('If an account uses that email');
  });
});

describe('profile', () => {
  it('sends a browser without a session to sign in and back', async () => {
    const page = await get('/account/profile');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/account/sign-in?successRedirect=%2Faccount%2Fprofile');
  });

  it('changes the display name and the password of the signed-in account', async () => {
    clock = START;
    const cookie = await signInCookie('bypassed@club.test');
    const profile = await get('/account/profile', { cookie });
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('bypassed@club.test');
    expect(profile.html).toContain('value="Bea Bypassed"');

    const renamed = await post('/account/profile/details', { name: 'Bea B.' }, { origin: '', cookie });
    expect(renamed.html).toContain('Your details have been successfully updated');
    expect(renamed.html).toContain('value="Bea B."');

    const forged = await post(
      '/account/profile/details',
      { name: 'Hacked' },
      { origin: 'https://evil.example', cookie },
    );
    expect(forged.status).toBe(403);

    const mismatch = await post(
      '/account/profile/password',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Profile1!', newPasswordConfirmation: 'Profile2!' },
      { origin: '', cookie },
    );
    expect(mismatch.html).toContain('New Password does not match');
    const wrongOld = await post(
      '/account/profile/password',
      { oldPassword: 'Wrong-old1', newPassword: 'Profile1!', newPasswordConfirmation: 'Profile1!' },
      { origin: '', cookie },
    );
    expect(wrongOld.status).toBe(401);
    const changed = await post(
      '/account/profile/password',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Profile1!', newPasswordConfirmation: 'Profile1!' },
      { origin: '', cookie },
    );
    expect(changed.status).toBe(200);
    expect(changed.html).toContain('Your password has been successfully updated');
    expect(
      (await post('/account/sign-in', { email: 'bypassed@club.test', password: 'Profile1!' })).status,
    ).toBe(200);
    const me = await post('/account/sign-in', { email: 'bypassed@club.test', password: 'Profile1!' });
    expect(me.status).toBe(200);
  });
});

describe('GET /account/logout', () => {
  it('with forcelogout=true ends the session, clears the cookies and redirects with logoutSuccess=true', async () => {
    clock = START;
    const cookie = await signInCookie();
    const page = await get(
      `/account/logout?forcelogout=true&tenant=club&returnUrl=${encodeURIComponent(`${SITE}/`)}&successRedirect=${encodeURIComponent(`${SITE}/videos`)}`,
      { cookie },
    );
    expect(page.status).toBe(303);
    expect(page.location).toBe(`${SITE}/videos?logoutSuccess=true`);
    expect(page.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await fetchJson(`${server.url}/account/api/session`, { headers: { cookie } })).status).toBe(401);
  });

  it('without forcelogout asks first, then logs out on the posted form', async () => {
    const cookie = await signInCookie();
    const ask = await get(`/account/logout?successRedirect=${encodeURIComponent(`${SITE}/`)}`, { cookie });
    expect(ask.status).toBe(200);
    expect(ask.html).toContain('action="/account/logout"');
    expect((await fetchJson(`${server.url}/account/api/session`, { headers: { cookie } })).status).toBe(200);
    const done = await post('/account/logout', { successRedirect: `${SITE}/` }, { origin: '', cookie });
    expect(done.location).toBe(`${SITE}/?logoutSuccess=true`);
    expect((await fetchJson(`${server.url}/account/api/session`, { headers: { cookie } })).status).toBe(401);
  });

  it('refuses to redirect elsewhere, and leaves the session alone', async () => {
    const cookie = await signInCookie();
    const page = await get(
      `/account/logout?forcelogout=true&successRedirect=${encodeURIComponent('https://evil.example/')}`,
      { cookie },
    );
    expect(page.status).toBe(400);
    expect(page.location).toBeNull();
    expect((await fetchJson(`${server.url}/account/api/session`, { headers: { cookie } })).status).toBe(200);
  });
});
