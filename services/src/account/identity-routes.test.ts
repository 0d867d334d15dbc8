import {
  apiErrorBody,
  codeDeliveryResponse,
  type IdentitySession,
  identityOk,
  identitySession,
  type SessionTokens,
  type SignUpResponse,
  signUpResponse,
  type TestOutboxResponse,
  testOutboxResponse,
  type UserAttributesResponse,
  userAttributesResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, fetchJson, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts-seed.ts';
import {
  ACCESS_TOKEN_TTL_MS,
  MAX_CODE_ATTEMPTS,
  RESET_CODE_TTL_MS,
  SIGN_UP_CODE_TTL_MS,
} from './constants.ts';

const START = new Date('2026-11-01T12:00:00Z');
let clock = START;
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());

type ErrorBody = { errors: Array<{ status: string; code: string; title: string; detail?: string }> };

const call = <T = ErrorBody>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson<T>(`${server.url}/identity${path}`, body, headers);

const signIn = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  call<SessionTokens & ErrorBody>('/sign-in', { email, password, ...extra });

async function latestCode(email: string): Promise<string> {
  const response = await fetchJson<TestOutboxResponse>(
    `${server.url}/__test/outbox?email=${encodeURIComponent(email)}`,
  );
  expect(validate(testOutboxResponse, response.body).ok).toBe(true);
  const code = response.body.messages[0]?.code;
  if (!code) throw new Error(`no email sent to ${email}`);
  return code;
}

/** A code that is certainly not the right one. */
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

const count = async (table: string) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

const expectError = (response: { status: number; body: unknown }, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(validate(apiErrorBody, response.body).ok).toBe(true);
  expect((response.body as ErrorBody).errors[0]?.code).toBe(code);
};

let n = 0;
const freshEmail = () => `new.fan${++n}@club.test`;

async function signUpAndConfirm(email: string, password = 'Welcome1!') {
  expect((await call('/sign-up', { email, password })).status).toBe(200);
  expect((await call('/confirm-sign-up', { email, code: await latestCode(email) })).status).toBe(200);
}

async function accessTokenFor(email: string, password = DEMO_PASSWORD) {
  const response = await signIn(email, password);
  expect(response.status).toBe(200);
  return response.body.access_token;
}

describe('sign-up and confirmation', () => {
  it('creates an unconfirmed account, emails a 6-digit code, and signs in only once confirmed', async () => {
    clock = START;
    const email = freshEmail();
    const response = await call<SignUpResponse>('/sign-up', {
      email: `  ${email.toUpperCase()} `,
      password: 'Welcome1!',
      attributes: [
        { name: 'name', value: 'New Fan' },
        { name: 'given_name', value: 'Nia' },
        { name: 'custom:favourite_player', value: 'No. 9' },
      ],
    });
    expect(response.status).toBe(200);
    expect(validate(signUpResponse, response.body).ok).toBe(true);
    expect(response.body.userConfirmed).toBe(false);
    expect(response.body.codeDeliveryDetails).toEqual({
      destination: 'n***@club.test',
      deliveryMedium: 'EMAIL',
      attributeName: 'email',
    });

    const outbox = await fetchJson<TestOutboxResponse>(`${server.url}/__test/outbox?email=${email}`);
    expect(outbox.body.messages).toHaveLength(1);
    expect(outbox.body.messages[0]).toMatchObject({ to: email, purpose: 'confirm_sign_up' });
    const code = outbox.body.messages[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox.body.messages[0]?.body).toContain(code);

    expectError(await signIn(email, 'Welcome1!'), 403, 'UserNotConfirmedException');
    // The password is checked first: without it, an unconfirmed account looks like any other.
    expectError(await signIn(email, 'Wrong1!xx'), 401, 'NotAuthorizedException');

    const confirmed = await call('/confirm-sign-up', { email, code });
    expect(confirmed.status).toBe(200);
    expect(validate(identityOk, confirmed.body).ok).toBe(true);

    const signedIn = await signIn(email, 'Welcome1!');
    expect(signedIn.status).toBe(200);
    const me = await fetchJson(`${server.url}/account/api/authenticated`, {
      headers: bearer(signedIn.body.access_token),
    });
    expect(me.body).toEqual({
      userDisplayName: 'New Fan',
      ssoID: response.body.userSub,
      email,
      bypassed: false,
    });

    const attributes = await fetchJson<UserAttributesResponse>(`${server.url}/identity/attributes`, {
      headers: bearer(signedIn.body.access_token),
    });
    expect(validate(userAttributesResponse, attributes.body).ok).toBe(true);
    expect(attributes.body.attributes).toEqual([
      { name: 'sub', value: response.body.userSub },
      { name: 'email', value: email },
      { name: 'email_verified', value: 'true' },
      { name: 'name', value: 'New Fan' },
      { name: 'custom:favourite_player', value: 'No. 9' },
      { name: 'given_name', value: 'Nia' },
    ]);
  });

  it('answers UsernameExistsException for an email already registered, in any case', async () => {
    const before = await count('accounts');
    expectError(
      await call('/sign-up', { email: 'Free@Club.test', password: 'Welcome1!' }),
      409,
      'UsernameExistsException',
    );
    expect(await count('accounts')).toBe(before);
  });

  it.each([
    ['too short', 'Ab1!', 'Password not long enough'],
    ['without uppercase', 'welcome1!', 'Password must have uppercase characters'],
    ['without lowercase', 'WELCOME1!', 'Password must have lowercase characters'],
    ['without a digit', 'Welcome!!', 'Password must have numeric characters'],
    ['without a symbol', 'Welcome12', 'Password must have symbol characters'],
  ])('answers InvalidPasswordException for a password %s, storing nothing', async (_, password, rule) => {
    const before = await count('accounts');
    const response = await call('/sign-up', { email: freshEmail(), password });
    expectError(response, 400, 'InvalidPasswordException');
    expect(response.body.errors[0]?.detail).toContain(rule);
    expect(await count('accounts')).toBe(before);
  });

  it.each([
    ['an email that is not one', { email: 'nope', password: 'Welcome1!' }, 'email'],
    ['no password', { email: 'x@club.test' }, 'password'],
    [
      'a malformed attribute name',
      { email: 'x@club.test', password: 'Welcome1!', attributes: [{ name: '1 bad', value: 'x' }] },
      'attributes',
    ],
    [
      'attributes that are not a list',
      { email: 'x@club.test', password: 'Welcome1!', attributes: { name: 'x' } },
      'attributes',
    ],
  ])('answers 400 invalid_request for %s, storing and sending nothing', async (_, body, field) => {
    const [accounts, outbox] = [await count('accounts'), await count('outbox')];
    const response = await call('/sign-up', body);
    expectError(response, 400, 'invalid_request');
    expect(response.body.errors[0]?.detail).toContain(`${field}`);
    expect([await count('accounts'), await count('outbox')]).toEqual([accounts, outbox]);
  });

  it('answers 400 for malformed JSON and an empty body', async () => {
    expectError(await call('/sign-up', '{"email":'), 400, 'invalid_request');
    expectError(await call('/confirm-sign-up', ''), 400, 'invalid_request');
  });

  it('refuses to set the read-only sub or a different email at sign-up (InvalidParameterException)', async () => {
    const before = await count('accounts');
    expectError(
      await call('/sign-up', {
        email: freshEmail(),
        password: 'Welcome1!',
        attributes: [{ name: 'sub', value: 'x' }],
      }),
      400,
      'InvalidParameterException',
    );
    expectError(
      await call('/sign-up', {
        email: freshEmail(),
        password: 'Welcome1!',
        attributes: [{ name: 'email', value: 'someone.else@club.test' }],
      }),
      400,
      'InvalidParameterException',
    );
    expect(await count('accounts')).toBe(before);
  });

  it('confirms with the code only: a wrong code is CodeMismatchException, a used one ExpiredCodeException', async () => {
    clock = START;
    const email = freshEmail();
    await call('/sign-up', { email, password: 'Welcome1!' });
    const code = await latestCode(email);
    expectError(
      await call('/confirm-sign-up', { email, code: otherCode(code) }),
      400,
      'CodeMismatchException',
    );
    expect((await call('/confirm-sign-up', { email, code })).status).toBe(200);
    // Confirmed now: the account cannot be confirmed again, whatever the code.
    expectError(await call('/confirm-sign-up', { email, code }), 400, 'InvalidParameterException');
    expectError(await call('/resend-code', { email }), 400, 'InvalidParameterException');
  });

  it('expires a sign-up code after its time, and a resent code replaces the old one', async () => {
    clock = START;
    const email = freshEmail();
    await call('/sign-up', { email, password: 'Welcome1!' });
    const first = await latestCode(email);
    clock = new Date(START.getTime() + SIGN_UP_CODE_TTL_MS);
    expectError(await call('/confirm-sign-up', { email, code: first }), 400, 'ExpiredCodeException');

    const resent = await call('/resend-code', { email });
    expect(resent.status).toBe(200);
    expect(validate(codeDeliveryResponse, resent.body).ok).toBe(true);
    const second = await latestCode(email);
    clock = new Date(clock.getTime() + SIGN_UP_CODE_TTL_MS - 1000);
    if (second !== first) {
      expectError(await call('/confirm-sign-up', { email, code: first }), 400, 'CodeMismatchException');
    }
    expect((await call('/confirm-sign-up', { email, code: second })).status).toBe(200);
    clock = START;
  });

  it(`spends a code after ${MAX_CODE_ATTEMPTS} wrong guesses, even the right one afterwards`, async () => {
    clock = START;
    const email = freshEmail();
    await call('/sign-up', { email, password: 'Welcome1!' });
    const code = await latestCode(email);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      expectError(
        await call('/confirm-sign-up', { email, code: otherCode(code) }),
        400,
        'CodeMismatchException',
      );
    }
    expectError(await call('/confirm-sign-up', { email, code }), 400, 'ExpiredCodeException');
  });

  it('says nothing about unknown emails: resend answers as usual, confirm says CodeMismatchException', async () => {
    const before = await count('outbox');
    const resent = await call('/resend-code', { email: 'nobody@club.test' });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({
      codeDeliveryDetails: { destination: 'n***@club.test', deliveryMedium: 'EMAIL', attributeName: 'email' },
    });
    expect(await count('outbox')).toBe(before);
    expectError(
      await call('/confirm-sign-up', { email: 'nobody@club.test', code: '123456' }),
      400,
      'CodeMismatchException',
    );
  });

  it('answers 400 invalid_request for a code that is not six digits', async () => {
    const response = await call('/confirm-sign-up', { email: 'free@club.test', code: '12345' });
    expectError(response, 400, 'invalid_request');
    expect(response.body.errors[0]?.detail).toContain('code:');
  });
});

describe('forgotten password', () => {
  it('emails a reset code; the code and a new password reset it and end every session', async () => {
    clock = START;
    const email = freshEmail();
    await signUpAndConfirm(email);
    const session = await signIn(email, 'Welcome1!');

    const asked = await call('/forgot-password', { email });
    expect(asked.status).toBe(200);
    expect(validate(codeDeliveryResponse, asked.body).ok).toBe(true);
    const outbox = await fetchJson<TestOutboxResponse>(`${server.url}/__test/outbox?email=${email}`);
    expect(outbox.body.messages[0]?.purpose).toBe('reset_password');
    const code = outbox.body.messages[0]?.code ?? '';

    expectError(
      await call('/confirm-forgot-password', { email, code, newPassword: 'weak' }),
      400,
      'InvalidPasswordException',
    );
    expectError(
      await call('/confirm-forgot-password', { email, code: otherCode(code), newPassword: 'Changed1!' }),
      400,
      'CodeMismatchException',
    );
    expect((await call('/confirm-forgot-password', { email, code, newPassword: 'Changed1!' })).status).toBe(
      200,
    );
    expectError(
      await call('/confirm-forgot-password', { email, code, newPassword: 'Again12!' }),
      400,
      'ExpiredCodeException',
    );

    expectError(await signIn(email, 'Welcome1!'), 401, 'NotAuthorizedException');
    expect((await signIn(email, 'Changed1!')).status).toBe(200);
    const old = await fetchJson(`${server.url}/account/api/authenticated`, {
      headers: bearer(session.body.access_token),
    });
    expect(old.status).toBe(401);
  });

  it('expires a reset code after an hour', async () => {
    clock = START;
    const email = freshEmail();
    await signUpAndConfirm(email);
    await call('/forgot-password', { email });
    const code = await latestCode(email);
    clock = new Date(START.getTime() + RESET_CODE_TTL_MS);
    expectError(
      await call('/confirm-forgot-password', { email, code, newPassword: 'Changed1!' }),
      400,
      'ExpiredCodeException',
    );
    clock = START;
  });

  it('answers an unknown email as if it were known, sending nothing', async () => {
    const before = await count('outbox');
    const response = await call('/forgot-password', { email: 'ghost@club.test' });
    expect(response.status).toBe(200);
    expect(validate(codeDeliveryResponse, response.body).ok).toBe(true);
    expect(await count('outbox')).toBe(before);
    expectError(
      await call('/confirm-forgot-password', {
        email: 'ghost@club.test',
        code: '123456',
        newPassword: 'Changed1!',
      }),
      400,
      'CodeMismatchException',
    );
  });

  it('refuses a reset for an account that was never confirmed (InvalidParameterException)', async () => {
    const email = freshEmail();
    await call('/sign-up', { email, password: 'Welcome1!' });
    expectError(await call('/forgot-password', { email }), 400, 'InvalidParameterException');
  });

  it('answers 400 invalid_request for a missing new password', async () => {
    expectError(
      await call('/confirm-forgot-password', { email: 'free@club.test', code: '123456' }),
      400,
      'invalid_request',
    );
  });
});

describe('the signed-in user: session, attributes, password, sign-out', () => {
  it('answers the bearer session with the token it was given and the expiry times', async () => {
    clock = START;
    const signedIn = await signIn('free@club.test', DEMO_PASSWORD);
    const response = await fetchJson<IdentitySession>(`${server.url}/identity/session`, {
      headers: bearer(signedIn.body.access_token),
    });
    expect(response.status).toBe(200);
    expect(validate(identitySession, response.body).ok).toBe(true);
    expect(response.body).toEqual({
      message: 'success',
      ssoID: DEMO_ACCOUNTS[0]?.ssoId,
      email: 'free@club.test',
      access_token: signedIn.body.access_token,
      access_token_expires_utc: signedIn.body.access_token_expires_utc,
      refresh_token_expires_utc: signedIn.body.refresh_token_expires_utc,
    });
    clock = new Date(START.getTime() + ACCESS_TOKEN_TTL_MS);
    const expired = await fetchJson<ErrorBody>(`${server.url}/identity/session`, {
      headers: bearer(signedIn.body.access_token),
    });
    expectError(expired, 401, 'NotAuthorizedException');
    expect(expired.body.errors[0]?.title).toBe('No user logged in: code2');
    clock = START;
  });

  it("answers get-session with spec 001 §8's texts: 'No user signed in: code1' without a token, 'No user logged in: code2' with a dead one", async () => {
    const none = await fetchJson<ErrorBody>(`${server.url}/identity/session`);
    expectError(none, 401, 'NotAuthorizedException');
    expect(none.body.errors[0]?.title).toBe('No user signed in: code1');
    const forged = await fetchJson<ErrorBody>(`${server.url}/identity/session`, {
      headers: bearer('forged.token.value'),
    });
    expectError(forged, 401, 'NotAuthorizedException');
    expect(forged.body.errors[0]?.title).toBe('No user logged in: code2');
  });

  it.each([
    ['GET', '/attributes', undefined],
    ['POST', '/attributes', { attributes: [{ name: 'name', value: 'X' }] }],
    ['POST', '/change-password', { oldPassword: DEMO_PASSWORD, newPassword: 'Changed1!' }],
    ['POST', '/sign-out', undefined],
    ['POST', '/global-sign-out', undefined],
  ])("%s %s without a valid bearer answers 401 'No active user'", async (method, path, body) => {
    for (const headers of [{}, bearer('forged.token.value')]) {
      const response = await fetchJson<ErrorBody>(`${server.url}/identity${path}`, {
        method,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expectError(response, 401, 'NotAuthorizedException');
      expect(response.body.errors[0]?.title).toBe('No active user');
    }
  });

  it('updates attributes: the name becomes the display name, others are kept, sub and email are not settable', async () => {
    clock = START;
    const token = await accessTokenFor('audio@club.test');
    const update = (attributes: unknown) => call('/attributes', { attributes }, bearer(token));
    expect(
      (
        await update([
          { name: 'name', value: 'Alex A.' },
          { name: 'locale', value: 'en-GB' },
        ])
      ).status,
    ).toBe(200);
    expectError(await update([{ name: 'sub', value: 'someone' }]), 400, 'InvalidParameterException');
    expectError(
      await update([{ name: 'email', value: 'other@club.test' }]),
      400,
      'InvalidParameterException',
    );
    expectError(await update([]), 400, 'invalid_request');
    expectError(await update([{ name: 'name' }]), 400, 'invalid_request');

    const me = await fetchJson(`${server.url}/account/api/authenticated`, { headers: bearer(token) });
    expect(me.body).toMatchObject({ userDisplayName: 'Alex A.' });
    const attributes = await fetchJson<UserAttributesResponse>(`${server.url}/identity/attributes`, {
      headers: bearer(token),
    });
    expect(attributes.body.attributes).toContainEqual({ name: 'locale', value: 'en-GB' });
    expect(attributes.body.attributes).toContainEqual({ name: 'email', value: 'audio@club.test' });
  });

  it('changes the password with the old one; other sessions end, this one stays', async () => {
    clock = START;
    const email = freshEmail();
    await signUpAndConfirm(email, 'Original1!');
    const here = await accessTokenFor(email, 'Original1!');
    const elsewhere = await accessTokenFor(email, 'Original1!');

    const wrongOld = await call(
      '/change-password',
      { oldPassword: 'Nope1234!', newPassword: 'Changed1!' },
      bearer(here),
    );
    expectError(wrongOld, 401, 'NotAuthorizedException');
    expect(wrongOld.body.errors[0]?.title).toBe('Incorrect username or password.');
    expectError(
      await call('/change-password', { oldPassword: 'Original1!', newPassword: 'short' }, bearer(here)),
      400,
      'InvalidPasswordException',
    );
    expectError(
      await call('/change-password', { oldPassword: 'Original1!' }, bearer(here)),
      400,
      'invalid_request',
    );

    const changed = await call(
      '/change-password',
      { oldPassword: 'Original1!', newPassword: 'Changed1!' },
      bearer(here),
    );
    expect(changed.status).toBe(200);
    expect(validate(identityOk, changed.body).ok).toBe(true);

    const check = (token: string) =>
      fetchJson(`${server.url}/account/api/authenticated`, { headers: bearer(token) });
    expect((await check(here)).status).toBe(200);
    expect((await check(elsewhere)).status).toBe(401);
    expectError(await signIn(email, 'Original1!'), 401, 'NotAuthorizedException');
    expect((await signIn(email, 'Changed1!')).status).toBe(200);
  });

  it('signs out this session only, or every session with global sign-out', async () => {
    clock = START;
    const check = (token: string) =>
      fetchJson(`${server.url}/account/api/authenticated`, { headers: bearer(token) });
    const [a, b, c] = [
      await accessTokenFor('traveller@club.test'),
      await accessTokenFor('traveller@club.test'),
      await accessTokenFor('traveller@club.test'),
    ];
    expect((await call('/sign-out', {}, bearer(a))).status).toBe(200);
    expect([(await check(a)).status, (await check(b)).status, (await check(c)).status]).toEqual([
      401, 200, 200,
    ]);

    expect((await call('/global-sign-out', {}, bearer(b))).status).toBe(200);
    expect([(await check(b)).status, (await check(c)).status]).toEqual([401, 401]);
  });
});

describe('GET /__test/outbox', () => {
  it('lists the messages to one address newest first, every message without one; rejects a bad address', async () => {
    await call('/sign-up', { email: freshEmail(), password: 'Welcome1!' });
    const email = freshEmail();
    await call('/sign-up', { email, password: 'Welcome1!' });
    await call('/resend-code', { email });
    const mine = await fetchJson<TestOutboxResponse>(`${server.url}/__test/outbox?email=${email}`);
    expect(mine.body.messages).toHaveLength(2);
    expect(mine.body.messages.every((m) => m.to === email)).toBe(true);
    // The resent code is the one that works, and it comes first.
    expect((await call('/confirm-sign-up', { email, code: mine.body.messages[0]?.code })).status).toBe(200);

    const all = await fetchJson<TestOutboxResponse>(`${server.url}/__test/outbox`);
    expect(all.body.messages.length).toBeGreaterThan(2);
    expect(all.body.messages[0]).toEqual(mine.body.messages[0]);
    expectError(await fetchJson(`${server.url}/__test/outbox?email=not-an-email`), 400, 'invalid_request');
  });

  it('does not exist outside test mode, where the code goes to the server log instead', async () => {
    const plain = await startTestServer({ testMode: false });
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect((await fetchJson(`${plain.url}/__test/outbox`)).status).toBe(404);
      const email = freshEmail();
      expect((await postJson(`${plain.url}/identity/sign-up`, { email, password: 'Welcome1!' })).status).toBe(
        200,
      );
      const line = log.mock.calls.map((args) => String(args[0])).find((text) => text.includes(email)) ?? '';
      const code = /(\d{6})$/.exec(line)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect((await postJson(`${plain.url}/identity/confirm-sign-up`, { email, code })).status).toBe(200);
    } finally {
      log.mockRestore();
      await plain.close();
    }
  });
});
