// Compact JWTs signed with HMAC-SHA256: access tokens and playback tokens both use them. Only
// HS256 is accepted, whatever the header claims, so a token cannot pick its own (or no)
// algorithm. Each kind signs with its own key derived from the service secret, so a token of one
// kind is never accepted as another.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const hmac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** A key for one purpose ('access', 'playback'), derived from the service secret. */
export const deriveKey = (secret: Buffer, purpose: string): Buffer =>
  hmac(secret, `club-services:${purpose}`);

export interface TimedClaims {
  /** Issued at and expiry, in seconds since the epoch as JWT has it. */
  iat: number;
  exp: number;
}

export function signToken(claims: TimedClaims, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${hmac(key, `${HEADER}.${payload}`).toString('base64url')}`;
}

export type TokenCheck<C> =
  | { ok: true; claims: C }
  | { ok: false; reason: 'expired'; claims: C }
  | { ok: false; reason: 'invalid' };

/** Checks signature and shape, then expiry against `now`; an expired but genuine token keeps its claims. */
export function verifyToken<C extends TimedClaims>(
  token: string,
  key: Buffer,
  now: Date,
  isClaims: (value: Record<string, unknown>) => boolean,
): TokenCheck<C> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'invalid' };
  const expected = hmac(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };

  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, reason: 'invalid' };
  const fields = parsed as Record<string, unknown>;
  if (typeof fields.iat !== 'number' || typeof fields.exp !== 'number' || !isClaims(fields))
    return { ok: false, reason: 'invalid' };
  const claims = parsed as C;
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}
