// Compact JWTs signed with HMAC-SHA256, signed and checked by jose (a kept library, not by hand):
// access tokens, cookie-auth strings, playback tokens and payments sessions all use them. Only
// HS256 is accepted, whatever the header claims, so a token cannot pick its own (or no)
// algorithm. Each kind signs with its own key derived from the service secret, so a token of one
// kind is never accepted as another.
import { createHmac, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** The one algorithm signed and accepted. */
export const TOKEN_ALGORITHM = 'HS256';

/** A key for one purpose ('access', 'playback'), derived from the service secret. */
export const deriveKey = (secret: Buffer, purpose: string): Buffer =>
  createHmac('sha256', secret).update(`club-services:${purpose}`).digest();

export interface TimedClaims {
  /** Issued at and expiry, in seconds since the epoch as JWT has it. */
  iat: number;
  exp: number;
}

/** At most this many imported keys are kept (a process has a few: one per purpose and secret). */
const IMPORTED_KEYS_MAX = 64;
const importedKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * `key` as WebCrypto's HMAC-SHA256 key, imported once: handed the raw bytes, jose imports them
 * again for every token, which was about a tenth of a session check's CPU under the kick-off
 * surge (docs/benchmarks.md).
 */
function hmacKey(key: Buffer): Promise<webcrypto.CryptoKey> {
  const id = key.toString('base64');
  let imported = importedKeys.get(id);
  if (!imported) {
    if (importedKeys.size >= IMPORTED_KEYS_MAX) importedKeys.clear();
    imported = webcrypto.subtle.importKey(
      'raw',
      new Uint8Array(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    importedKeys.set(id, imported);
  }
  return imported;
}

export async function signToken(claims: TimedClaims, key: Buffer): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .sign(await hmacKey(key));
}

export type TokenCheck<C> =
  | { ok: true; claims: C }
  | { ok: false; reason: 'expired'; claims: C }
  | { ok: false; reason: 'invalid' };

const hasTimes = (fields: Record<string, unknown>) =>
  typeof fields.iat === 'number' && typeof fields.exp === 'number';

/**
 * Checks algorithm, signature and shape, then expiry against `now` (expired from `exp` on); an
 * expired but genuine token keeps its claims.
 */
export async function verifyToken<C extends TimedClaims>(
  token: string,
  key: Buffer,
  now: Date,
  isClaims: (value: Record<string, unknown>) => boolean,
): Promise<TokenCheck<C>> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: [TOKEN_ALGORITHM],
      typ: 'JWT',
      currentDate: now,
      requiredClaims: ['iat', 'exp'],
    });
    const fields = payload as Record<string, unknown>;
    if (!hasTimes(fields) || !isClaims(fields)) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: fields as unknown as C };
  } catch (error) {
    // jose reports an expired token only once its signature has been checked.
    if (error instanceof errors.JWTExpired) {
      const fields = error.payload as Record<string, unknown>;
      if (hasTimes(fields) && isClaims(fields)) {
        return { ok: false, reason: 'expired', claims: fields as unknown as C };
      }
    }
    return { ok: false, reason: 'invalid' };
  }
}
