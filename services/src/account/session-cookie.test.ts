// The cookie flags that depend on how the request arrived: Secure over https only (spec 001 §9 has
// the login cookie non-secure on the club's domain; the local site is plain http).
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_STRING_COOKIE, SESSION_COOKIE, SESSION_PRESENT_COOKIE } from './constants.ts';
import { setSessionCookies } from './session-cookie.ts';

const app = Fastify({ trustProxy: true });
const expiresAt = new Date('2026-12-01T12:00:00Z');

beforeAll(async () => {
  await app.register(cookie);
  app.get('/', async (request, reply) => {
    setSessionCookies(request, reply, { cookieValue: 'session', authString: 'auth', expiresAt });
    return 'ok';
  });
  await app.ready();
});
afterAll(() => app.close());

const cookiesFor = async (proto: 'http' | 'https') =>
  (await app.inject({ url: '/', headers: { 'x-forwarded-proto': proto } })).cookies;

it('marks every cookie Secure when the request came over https', async () => {
  const cookies = await cookiesFor('https');
  expect(cookies.map((c) => [c.name, c.secure])).toEqual([
    [SESSION_COOKIE, true],
    [AUTH_STRING_COOKIE, true],
    [SESSION_PRESENT_COOKIE, true],
  ]);
});

it('leaves them non-secure over plain http, expiring when the server said', async () => {
  const cookies = await cookiesFor('http');
  for (const c of cookies) {
    expect(c.secure).toBeFalsy();
    expect(c.expires?.toISOString()).toBe(expiresAt.toISOString());
    expect(c.path).toBe('/');
    expect(c.sameSite).toBe('Lax');
  }
  // Page scripts read neither secret, only that a session is there.
  expect(cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
  expect(cookies.find((c) => c.name === AUTH_STRING_COOKIE)?.httpOnly).toBe(true);
  expect(cookies.find((c) => c.name === SESSION_PRESENT_COOKIE)).toMatchObject({ value: '1' });
  expect(cookies.find((c) => c.name === SESSION_PRESENT_COOKIE)?.httpOnly).toBeFalsy();
});
