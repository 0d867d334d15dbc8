// Passwords are kept only as salted scrypt hashes, with the cost parameters in the stored string
// so they can be raised later without breaking existing accounts.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { runMode } from './signing-secret.ts';

const KEY_LENGTH = 32;

/** scrypt's cost for every new hash: N = 2^14, r = 8, p = 1, about 50 ms of one core here. */
export const PASSWORD_COST = { N: 16_384, r: 8, p: 1 } as const;

/**
 * SERVICES_LIGHT_PASSWORD_HASHES=1: new hashes at LIGHT_PASSWORD_COST, for the services' own test
 * runs only (vitest.config.ts), as Django's test settings swap in a fast hasher. Those tests check
 * what a password does (accepted, refused, changed, throttled), not how long scrypt takes; at the
 * full cost their 560 or so hashes were about 30 core-seconds of each of `npm test`'s two services
 * runs. The site, `npm start`, the e2e suites and the benchmarks never set it, and outside
 * development and test (NODE_ENV) the services refuse to start with it (requireFullPasswordCost).
 */
export const LIGHT_PASSWORD_HASHES_ENV = 'SERVICES_LIGHT_PASSWORD_HASHES';
/** A sixteenth of PASSWORD_COST's work: N = 2^10, with the same r and p. */
export const LIGHT_PASSWORD_COST = { N: 1024, r: 8, p: 1 } as const;

const lightHashes = (env: Record<string, string | undefined>) => env[LIGHT_PASSWORD_HASHES_ENV] === '1';

/** The services cannot start: light password hashes were asked for outside development and test. */
export class PasswordCostError extends Error {
  override name = 'PasswordCostError';
}

/** Throws a PasswordCostError when SERVICES_LIGHT_PASSWORD_HASHES=1 outside development and test. */
export function requireFullPasswordCost(env: Record<string, string | undefined> = process.env): void {
  const { mode, local } = runMode(env);
  if (!lightHashes(env) || local) return;
  throw new PasswordCostError(
    `${LIGHT_PASSWORD_HASHES_ENV}=1 is for the services' own tests, and NODE_ENV is '${mode}': unset it.`,
  );
}

/** The cost of a hash made now (the variable is read each time, so a test may set it). */
export const newHashCost = (env: Record<string, string | undefined> = process.env) =>
  lightHashes(env) ? LIGHT_PASSWORD_COST : PASSWORD_COST;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = newHashCost();
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Hashed once so a sign-in for an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
