// The signing every token kind shares (jose underneath): the algorithm is pinned to HS256, the
// signature and the purpose's key are checked before anything is trusted, and expiry is exact.
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKey, signToken, verifyToken } from './signed-token.ts';

const secret = Buffer.from('signed-token-test-secret');
const key = deriveKey(secret, 'access');
const now = new Date('2026-11-01T12:00:00Z');
const seconds = now.getTime() / 1000;
const claims = { sub: 'user-1', iat: seconds, exp: seconds + 600 };
const isUserClaims = (fields: Record<string, unknown>) => typeof fields.sub === 'string';
const verify = (token: string, at = now, withKey = key) => verifyToken(token, withKey, at, isUserClaims);

describe('signed tokens', () => {
  it('verify with the key they were signed with, keeping their claims', async () => {
    expect(await verify(await signToken(claims, key))).toEqual({ ok: true, claims });
  });

  it('are HS256 JWTs', async () => {
    const [header] = (await signToken(claims, key)).split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it("are refused under another purpose's key or another secret", async () => {
    const token = await signToken(claims, key);
    expect(await verify(token, now, deriveKey(secret, 'playback'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify(token, now, deriveKey(Buffer.from('other'), 'access'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('accept no algorithm but HS256: not none, not HS512 with the same key', async () => {
    const unsigned = new UnsecuredJWT({ ...claims }).encode();
    expect(await verify(unsigned)).toEqual({ ok: false, reason: 'invalid' });
    const hs512 = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512', typ: 'JWT' }).sign(key);
    expect(await verify(hs512)).toEqual({ ok: false, reason: 'invalid' });
    // The same payload with a header claiming none but keeping the signature.
    const [, payload, signature] = (await signToken(claims, key)).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verify(`${none}.${payload}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are refused once the payload is changed', async () => {
    const [header, , signature] = (await signToken(claims, key)).split('.');
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    expect(await verify(`${header}.${altered}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('expire exactly at exp, still naming their claims; a forged expired token is only invalid', async () => {
    const token = await signToken(claims, key);
    expect((await verify(token, new Date((claims.exp - 1) * 1000))).ok).toBe(true);
    expect(await verify(token, new Date(claims.exp * 1000))).toEqual({
      ok: false,
      reason: 'expired',
      claims,
    });
    const [header, , signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    expect(await verify(`${header}.${altered}.${signature}`, new Date(claims.exp * 1000 + 1))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('are refused without iat and exp, or with claims of another shape', async () => {
    const noExpiry = await new SignJWT({ sub: 'user-1', iat: seconds })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
    expect(await verify(noExpiry)).toEqual({ ok: false, reason: 'invalid' });
    const otherShape = await signToken({ iat: seconds, exp: seconds + 60 }, key);
    expect(await verify(otherShape)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['', 'a.b', 'a.b.c.d', 'x.y.z'])('refuse the malformed token %j', async (token) => {
    expect(await verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
