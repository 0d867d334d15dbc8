// Access tokens are compact JWTs signed with HMAC-SHA256. Only HS256 is accepted, whatever the
// header claims, so a token cannot pick its own (or no) algorithm.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** The account's ssoID. */
  sub: string;
  /** The session the token belongs to; revoking the session kills the token too. */
  sid: string;
  /** Issued at and expiry, in seconds since the epoch as JWT has it. */
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (secret: Buffer, data: string) => createHmac('sha256', secret).update(data).digest();

export function signAccessToken(claims: AccessClaims, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(secret, `${HEADER}.${payload}`).toString('base64url')}`;
}

export type AccessCheck =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired'; claims: AccessClaims }
  | { ok: false; reason: 'invalid' };

/** Checks signature and shape, then expiry against `now`; an expired but genuine token keeps its claims. */
export function verifyAccessToken(token: string, secret: Buffer, now: Date): AccessCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'invalid' };
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };

  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    typeof c.sid === 'string' &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number'
  );
}
