// Throttling of failed attempts (sign-in, change-password, voucher codes): each failure is counted
// against every key of the attempt (an email with an address, an address alone, a device, an
// account); past a policy's free failures the key waits before its next attempt is heard, the
// wait doubling with each further failure up to a ceiling, and the count is forgotten a while
// after the last failure. Kept in the throttles table (migration 0008), so several service
// processes share the counts, and measured on the service clock. Keys are stored as SHA-256
// hashes: the table holds no email or address.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export interface ThrottlePolicy {
  /** Failures heard without any wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** The count starts again this long after the last failure. */
  forgetAfterMs: number;
}

/** One thing an attempt is counted against: a scope ('sign-in:address') and its key. */
export interface ThrottleKey {
  scope: string;
  key: string;
  policy: ThrottlePolicy;
}

/** How long a key waits after its `failures`-th failure (0 while they are free). */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  const beyond = failures - policy.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (beyond - 1), policy.maxDelayMs);
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** When the first of `keys` may be heard again, if any of them is waiting at `now`. */
export async function blockedUntil(db: Queryable, keys: ThrottleKey[], now: Date): Promise<Date | undefined> {
  if (keys.length === 0) return undefined;
  const { rows } = await db.query<{ until: Date | null }>(
    `SELECT max(blocked_until) AS until FROM throttles
     WHERE (scope, key_hash) IN (SELECT * FROM unnest($1::text[], $2::text[])) AND blocked_until > $3`,
    [keys.map((k) => k.scope), keys.map((k) => hashOf(k.key)), now],
  );
  const until = rows[0]?.until;
  return until ? new Date(until) : undefined;
}

/**
 * Counts one failure against each key, each in one statement, so two failures racing cannot both
 * read the old count. A failure after the count was forgotten starts it again at one.
 */
export async function recordFailure(db: Queryable, keys: ThrottleKey[], now: Date): Promise<void> {
  for (const { scope, key, policy } of keys) {
    const failures = `CASE WHEN t.last_failure_at + $5 * interval '1 millisecond' <= $3 THEN 1 ELSE t.failures + 1 END`;
    const waitUntil = (count: string) =>
      `CASE WHEN ${count} > $4 THEN $3::timestamptz + LEAST($6 * power(2, ${count} - $4 - 1), $7) * interval '1 millisecond' END`;
    await db.query(
      `INSERT INTO throttles AS t (scope, key_hash, failures, last_failure_at, blocked_until)
       VALUES ($1, $2, 1, $3, ${waitUntil('1')})
       ON CONFLICT (scope, key_hash) DO UPDATE SET
         failures = ${failures},
         last_failure_at = $3,
         blocked_until = ${waitUntil(`(${failures})`)}`,
      [
        scope,
        hashOf(key),
        now,
        policy.freeFailures,
        policy.forgetAfterMs,
        policy.firstDelayMs,
        policy.maxDelayMs,
      ],
    );
  }
}

/** A success forgets the failures counted against these keys. */
export async function clearFailures(db: Queryable, keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    `DELETE FROM throttles WHERE (scope, key_hash) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [keys.map((k) => k.scope), keys.map((k) => hashOf(k.key))],
  );
}
