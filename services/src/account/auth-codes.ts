// The account site's authorisation codes (spec 001 §4 "An authorisation-code exchange"): random,
// stored as hashes, single use, short-lived and bound to the redirect_uri they were issued for.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { hashSecret } from './sessions.ts';

export async function createAuthCode(
  db: Queryable,
  input: { sessionId: string; redirectUri: string; now: Date; ttlMs: number },
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO authorization_codes (code_hash, session_id, redirect_uri, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      hashSecret(code),
      input.sessionId,
      input.redirectUri,
      input.now,
      new Date(input.now.getTime() + input.ttlMs),
    ],
  );
  return code;
}

/**
 * `redeemed` gives the session to issue tokens for. `replayed` means the code was used before:
 * OAuth asks that the tokens it gave be revoked, since someone else may hold them.
 */
export type CodeRedemption =
  | { kind: 'redeemed'; sessionId: string }
  | { kind: 'replayed'; sessionId: string }
  | { kind: 'refused' };

export async function redeemAuthCode(
  db: Queryable,
  input: { code: string; redirectUri: string; now: Date },
): Promise<CodeRedemption> {
  const { rows } = await db.query<{
    session_id: string;
    redirect_uri: string;
    expires_at: Date;
    used_at: Date | null;
  }>('SELECT session_id, redirect_uri, expires_at, used_at FROM authorization_codes WHERE code_hash = $1', [
    hashSecret(input.code),
  ]);
  const row = rows[0];
  if (!row) return { kind: 'refused' };
  if (row.used_at) return { kind: 'replayed', sessionId: row.session_id };
  if (row.redirect_uri !== input.redirectUri || new Date(row.expires_at).getTime() <= input.now.getTime())
    return { kind: 'refused' };
  // Marked used only if still unused, so two exchanges racing with one code cannot both win.
  const used = await db.query(
    'UPDATE authorization_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL',
    [hashSecret(input.code), input.now],
  );
  return used.rowCount === 1 ? { kind: 'redeemed', sessionId: row.session_id } : { kind: 'refused' };
}
