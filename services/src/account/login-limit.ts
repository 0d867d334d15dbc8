// The failed-login limit, kept in the database so a restart does not reset it and measured on the
// service clock so tests can walk through the window. Keyed by email whether or not an account has
// it, so the limit cannot tell anyone which emails are registered.
import type { Queryable } from '../db/database.ts';
import { FAILED_LOGIN_WINDOW_MS, LOGIN_LOCKOUT_MS, MAX_FAILED_LOGINS } from './constants.ts';

/** When the email may try again, if it is locked out at `now`. */
export async function lockedUntil(db: Queryable, email: string, now: Date): Promise<Date | undefined> {
  const { rows } = await db.query<{ locked_until: Date }>(
    'SELECT locked_until FROM login_failures WHERE email = $1 AND locked_until > $2',
    [email, now],
  );
  return rows[0] ? new Date(rows[0].locked_until) : undefined;
}

/**
 * Counts one failure in one statement, so two failures racing cannot both read the old count. A
 * failure after the window has passed starts a new window; the failure that reaches the limit
 * locks the email for LOGIN_LOCKOUT_MS.
 */
export async function recordLoginFailure(db: Queryable, email: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO login_failures AS f (email, window_started_at, failures, locked_until)
     VALUES ($1, $2, 1, CASE WHEN 1 >= $3 THEN $2::timestamptz + $5 * interval '1 millisecond' END)
     ON CONFLICT (email) DO UPDATE SET
       window_started_at = CASE WHEN f.window_started_at + $4 * interval '1 millisecond' <= $2
                           THEN $2 ELSE f.window_started_at END,
       failures = CASE WHEN f.window_started_at + $4 * interval '1 millisecond' <= $2
                  THEN 1 ELSE f.failures + 1 END,
       locked_until = CASE
         WHEN (CASE WHEN f.window_started_at + $4 * interval '1 millisecond' <= $2
               THEN 1 ELSE f.failures + 1 END) >= $3
         THEN $2::timestamptz + $5 * interval '1 millisecond'
         ELSE f.locked_until END`,
    [email, now, MAX_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS, LOGIN_LOCKOUT_MS],
  );
}

/** A successful sign-in (or a password reset) starts the count afresh. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE email = $1', [email]);
}
