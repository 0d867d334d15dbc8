import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import {
  hashPassword,
  LIGHT_PASSWORD_COST,
  LIGHT_PASSWORD_HASHES_ENV,
  PASSWORD_COST,
  PasswordCostError,
  requireFullPasswordCost,
  verifyPassword,
} from './passwords.ts';

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

describe('the cost of a new hash', () => {
  afterEach(() => vi.unstubAllEnvs());
  const costOf = (hash: string) => hash.split('$').slice(1, 4).map(Number);

  it('is the full cost unless the services tests ask for light hashes, and verifying reads it from the hash', async () => {
    vi.stubEnv(LIGHT_PASSWORD_HASHES_ENV, '');
    const full = await hashPassword('Password1!');
    expect(costOf(full)).toEqual([PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p]);
    vi.stubEnv(LIGHT_PASSWORD_HASHES_ENV, '1');
    const light = await hashPassword('Password1!');
    expect(costOf(light)).toEqual([LIGHT_PASSWORD_COST.N, LIGHT_PASSWORD_COST.r, LIGHT_PASSWORD_COST.p]);
    // A full-cost hash made before still verifies, whichever cost new hashes get.
    expect(await verifyPassword('Password1!', full)).toBe(true);
    expect(await verifyPassword('Password1!', light)).toBe(true);
  });

  it('light hashes are refused outside development and test, with what to do', () => {
    const env = { [LIGHT_PASSWORD_HASHES_ENV]: '1' };
    expect(() => requireFullPasswordCost({ ...env, NODE_ENV: 'test' })).not.toThrow();
    expect(() => requireFullPasswordCost(env)).not.toThrow();
    expect(() => requireFullPasswordCost({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => requireFullPasswordCost({ ...env, NODE_ENV: 'production' })).toThrow(PasswordCostError);
    expect(() => requireFullPasswordCost({ ...env, NODE_ENV: 'production' })).toThrow(
      /SERVICES_LIGHT_PASSWORD_HASHES=1 is for the services' own tests, and NODE_ENV is 'production'/,
    );
  });
});
