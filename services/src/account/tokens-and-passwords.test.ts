import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const secret = Buffer.from('test-secret');
const now = new Date('2026-11-01T12:00:00Z');
const claims = { sub: 'user', sid: 'session', iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 900 };

describe('access tokens', async () => {
  it('verify with the secret they were signed with, and keep their claims', async () => {
    expect(await verifyAccessToken(await signAccessToken(claims, secret), secret, now)).toEqual({
      ok: true,
      claims,
    });
  });

  it('are invalid under another secret', async () => {
    const token = await signAccessToken(claims, secret);
    expect(await verifyAccessToken(token, Buffer.from('other'), now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('expire at exp, still naming their session', async () => {
    const token = await signAccessToken(claims, secret);
    const later = new Date(claims.exp * 1000);
    expect(await verifyAccessToken(token, secret, later)).toEqual({ ok: false, reason: 'expired', claims });
  });

  it.each(['', 'a.b', 'a.b.c.d', 'x.y.z'])('reject the malformed token %j', async (token) => {
    expect((await verifyAccessToken(token, secret, now)).ok).toBe(false);
  });
});

describe('passwords', () => {
  it('verify the right password only, with a fresh salt each time', async () => {
    const one = await hashPassword('Password1!');
    const two = await hashPassword('Password1!');
    expect(one).not.toBe(two);
    expect(await verifyPassword('Password1!', one)).toBe(true);
    expect(await verifyPassword('Password1!', two)).toBe(true);
    expect(await verifyPassword('password1!', one)).toBe(false);
    expect(await verifyPassword('Password1!', 'garbage')).toBe(false);
  });
});
