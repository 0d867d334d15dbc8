// The key that signs access tokens: SERVICES_SECRET when set, otherwise one generated on first use
// and kept in the settings table, so tokens stay valid across restarts of the same data directory.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

const SETTING = 'token_signing_secret';

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

/** Loads the secret on first use (the settings table exists only after migrations ran), then keeps it. */
export function lazySigningSecret(db: Database, fromEnv?: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () => {
    secret ??= loadSigningSecret(db, fromEnv ?? process.env.SERVICES_SECRET);
    return secret;
  };
}
