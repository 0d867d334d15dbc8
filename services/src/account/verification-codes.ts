// The six-digit codes the identity layer emails for confirming a sign-up and resetting a password.
// Only a keyed hash is stored (six digits hash-reversed in a blink otherwise). A code is single
// use: using it, asking for a newer one, or guessing wrong MAX_CODE_ATTEMPTS times spends it.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { deriveKey } from '../lib/signed-token.ts';
import { MAX_CODE_ATTEMPTS } from './constants.ts';

export type CodePurpose = 'confirm_sign_up' | 'reset_password';

const hashCode = (secret: Buffer, code: string) =>
  createHmac('sha256', deriveKey(secret, 'verification-code')).update(code).digest('base64url');

/** Makes a new code for the account and purpose, spending any earlier one; returns the code. */
export async function issueCode(
  db: Queryable,
  secret: Buffer,
  input: { ssoId: string; purpose: CodePurpose; now: Date; ttlMs: number },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    'UPDATE verification_codes SET spent_at = $3 WHERE sso_id = $1 AND purpose = $2 AND spent_at IS NULL',
    [input.ssoId, input.purpose, input.now],
  );
  await db.query(
    `INSERT INTO verification_codes (sso_id, purpose, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      input.ssoId,
      input.purpose,
      hashCode(secret, code),
      input.now,
      new Date(input.now.getTime() + input.ttlMs),
    ],
  );
  return code;
}

/** `expired` covers a code past its time, already used, replaced, or worn out by wrong guesses. */
export type CodeCheck = 'ok' | 'mismatch' | 'expired';

/** Checks the code against the account's live code of that purpose, spending it when it matches. */
export async function consumeCode(
  db: Queryable,
  secret: Buffer,
  input: { ssoId: string; purpose: CodePurpose; code: string; now: Date },
): Promise<CodeCheck> {
  const { rows } = await db.query<{ id: string; code_hash: string; expires_at: Date }>(
    `SELECT id, code_hash, expires_at FROM verification_codes
     WHERE sso_id = $1 AND purpose = $2 AND spent_at IS NULL ORDER BY id DESC LIMIT 1`,
    [input.ssoId, input.purpose],
  );
  const live = rows[0];
  if (!live || new Date(live.expires_at).getTime() <= input.now.getTime()) return 'expired';

  const expected = Buffer.from(live.code_hash);
  const given = Buffer.from(hashCode(secret, input.code));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await db.query(
      `UPDATE verification_codes SET failed_attempts = failed_attempts + 1,
         spent_at = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE spent_at END
       WHERE id = $1`,
      [live.id, MAX_CODE_ATTEMPTS, input.now],
    );
    return 'mismatch';
  }
  // Spent only if still live, so two requests racing with the same code cannot both succeed.
  const spent = await db.query(
    'UPDATE verification_codes SET spent_at = $2 WHERE id = $1 AND spent_at IS NULL',
    [live.id, input.now],
  );
  return spent.rowCount === 1 ? 'ok' : 'expired';
}
