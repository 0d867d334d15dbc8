// The key that signs every token: SERVICES_SECRET when set. In development and tests, when it is not
// set, one is generated on first use and kept in the settings table, so tokens stay valid across
// restarts of the same data directory and `npm start` works on a fresh machine. Anywhere else the
// services refuse to start without it (requireSigningSecret): a secret that sits in the database
// beside the data it protects is no secret.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

const SETTING = 'token_signing_secret';

/**
 * The modes (NODE_ENV) of a local run, where a generated, stored secret is allowed (and the services
 * tests' light password hashes, passwords.ts); unset means development.
 */
export const LOCAL_MODES = ['development', 'test'] as const;

/** The run's mode (NODE_ENV, development when unset) and whether it is a local one. */
export function runMode(env: Record<string, string | undefined>): { mode: string; local: boolean } {
  const mode = env.NODE_ENV || 'development';
  return { mode, local: (LOCAL_MODES as readonly string[]).includes(mode) };
}
/** HS256 wants a key at least as long as its hash. */
export const SIGNING_SECRET_MIN_BYTES = 32;

/** The services cannot start: the signing secret is missing or too short. */
export class SigningSecretError extends Error {
  override name = 'SigningSecretError';
}

/**
 * Throws a SigningSecretError, with what to do, when the services run outside development and
 * test (NODE_ENV=production, staging ...) without a SERVICES_SECRET of at least 32 bytes.
 */
export function requireSigningSecret(
  env: Record<string, string | undefined> = process.env,
  given?: string,
): void {
  const { mode, local } = runMode(env);
  if (local) return;
  const secret = given ?? env.SERVICES_SECRET;
  const howTo =
    'Set SERVICES_SECRET to at least 32 random bytes (for example `openssl rand -base64 48`), ' +
    "or run with NODE_ENV unset or 'development' for a local secret kept in the database.";
  if (!secret) {
    throw new SigningSecretError(`SERVICES_SECRET is not set, and NODE_ENV is '${mode}'. ${howTo}`);
  }
  if (Buffer.byteLength(secret, 'utf8') < SIGNING_SECRET_MIN_BYTES) {
    throw new SigningSecretError(
      `SERVICES_SECRET is shorter than ${SIGNING_SECRET_MIN_BYTES} bytes. ${howTo}`,
    );
  }
}

export async function loadSigningSecret(
  db: Database,
  fromEnv = process.env.SERVICES_SECRET,
): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const fresh = randomBytes(32).toString('base64');
  // Insert-or-keep in one statement, so two starts racing on one directory agree on the secret.
  await db.query('INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SETTING,
    fresh,
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE name = $1', [SETTING]);
  const stored = rows[0]?.value;
  if (!stored) throw new Error('token signing secret missing after insert');
  return Buffer.from(stored, 'base64');
}

/**
 * Loads the secret on first use (the settings table exists only after migrations ran), then keeps
 * it. A load that failed (the database was unreachable) is tried again on the next use.
 */
export function lazySigningSecret(db: Database, fromEnv?: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () => {
    secret ??= loadSigningSecret(db, fromEnv ?? process.env.SERVICES_SECRET).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
