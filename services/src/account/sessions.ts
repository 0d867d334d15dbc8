// Data access for sessions. The browser holds two secrets per session: the _sa_sso_upid cookie
// value and the current refresh token. Only their SHA-256 hashes are stored, so lookups compare
// hashes and a leaked database holds nothing a browser could present.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { type Account, type AccountRow, QUALIFIED_ACCOUNT_COLUMNS, toAccount } from './accounts.ts';

export interface Session {
  id: string;
  ssoId: string;
  refreshExpiresAt: Date;
  /** The browser that signed in (first 300 characters), for the user_agent_pass check. */
  userAgent: string | null;
}

interface SessionRow {
  id: string;
  sso_id: string;
  refresh_expires_at: Date;
  user_agent: string | null;
}

const toSession = (row: SessionRow): Session => ({
  id: row.id,
  ssoId: row.sso_id,
  refreshExpiresAt: new Date(row.refresh_expires_at),
  userAgent: row.user_agent,
});

/** How much of a User-Agent header a session keeps. */
export const userAgentKey = (userAgent: string | undefined): string | null =>
  userAgent?.slice(0, 300) ?? null;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const newSecret = () => randomBytes(32).toString('base64url');

export interface NewSession {
  session: Session;
  cookieValue: string;
  refreshToken: string;
}

export async function createSession(
  db: Queryable,
  input: { ssoId: string; now: Date; refreshTtlMs: number; userAgent?: string | undefined },
): Promise<NewSession> {
  const cookieValue = newSecret();
  const refreshToken = newSecret();
  const session: Session = {
    id: randomUUID(),
    ssoId: input.ssoId,
    refreshExpiresAt: new Date(input.now.getTime() + input.refreshTtlMs),
    userAgent: userAgentKey(input.userAgent),
  };
  await db.query(
    `INSERT INTO sessions (id, sso_id, cookie_hash, refresh_token_hash, refresh_expires_at, created_at, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      session.id,
      session.ssoId,
      hashSecret(cookieValue),
      hashSecret(refreshToken),
      session.refreshExpiresAt,
      input.now,
      session.userAgent,
    ],
  );
  return { session, cookieValue, refreshToken };
}

/** A session counts until it is revoked or its refresh token expires (at the query's $2). */
const activeIn = (table: string) => `${table}.revoked_at IS NULL AND ${table}.refresh_expires_at > $2`;
const ACTIVE = activeIn('sessions');

/**
 * The active session `id` with its account, in one read: every call with an access token asks this
 * (auth-service.ts), so it is one round trip to the database, not two.
 */
export async function findActiveSessionWithAccount(
  db: Queryable,
  id: string,
  now: Date,
): Promise<{ session: Session; account: Account } | undefined> {
  const { rows } = await db.query<
    AccountRow & { session_id: string; refresh_expires_at: Date; user_agent: string | null }
  >(
    `SELECT sessions.id AS session_id, sessions.refresh_expires_at, sessions.user_agent, ${QUALIFIED_ACCOUNT_COLUMNS}
     FROM sessions JOIN accounts ON accounts.sso_id = sessions.sso_id
     WHERE sessions.id = $1 AND ${ACTIVE}`,
    [id, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    session: toSession({
      id: row.session_id,
      sso_id: row.sso_id,
      refresh_expires_at: row.refresh_expires_at,
      user_agent: row.user_agent,
    }),
    account: toAccount(row),
  };
}

export async function findActiveSessionById(
  db: Queryable,
  id: string,
  now: Date,
): Promise<Session | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, sso_id, refresh_expires_at, user_agent FROM sessions WHERE id = $1 AND ${ACTIVE}`,
    [id, now],
  );
  return rows[0] && toSession(rows[0]);
}

export async function findActiveSessionByRefreshToken(
  db: Queryable,
  refreshToken: string,
  now: Date,
): Promise<Session | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, sso_id, refresh_expires_at, user_agent FROM sessions WHERE refresh_token_hash = $1 AND ${ACTIVE}`,
    [hashSecret(refreshToken), now],
  );
  return rows[0] && toSession(rows[0]);
}

export async function findActiveSessionByCookie(
  db: Queryable,
  cookieValue: string,
  now: Date,
): Promise<Session | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, sso_id, refresh_expires_at, user_agent FROM sessions WHERE cookie_hash = $1 AND ${ACTIVE}`,
    [hashSecret(cookieValue), now],
  );
  return rows[0] && toSession(rows[0]);
}

/**
 * Replaces the session's refresh token. When `expectedToken` is given the swap only happens if it
 * is still the current one, so two refreshes racing with the same token cannot both win.
 */
export async function rotateRefreshToken(
  db: Queryable,
  input: { sessionId: string; now: Date; refreshTtlMs: number; expectedToken?: string },
): Promise<{ refreshToken: string; refreshExpiresAt: Date } | undefined> {
  const refreshToken = newSecret();
  const refreshExpiresAt = new Date(input.now.getTime() + input.refreshTtlMs);
  const params: unknown[] = [input.sessionId, input.now, hashSecret(refreshToken), refreshExpiresAt];
  let guard = '';
  if (input.expectedToken !== undefined) {
    params.push(hashSecret(input.expectedToken));
    guard = 'AND refresh_token_hash = $5';
  }
  const result = await db.query(
    `UPDATE sessions SET refresh_token_hash = $3, refresh_expires_at = $4, refreshed_at = $2
     WHERE id = $1 AND ${ACTIVE} ${guard}`,
    params,
  );
  return result.rowCount === 1 ? { refreshToken, refreshExpiresAt } : undefined;
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const result = await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
  return result.rowCount === 1;
}

/** Ends every live session of the account but `exceptId`; answers how many ended. */
export async function revokeAccountSessions(
  db: Queryable,
  input: { ssoId: string; now: Date; exceptId?: string },
): Promise<number> {
  const result = await db.query(
    `UPDATE sessions SET revoked_at = $2
     WHERE sso_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR id <> $3)`,
    [input.ssoId, input.now, input.exceptId ?? null],
  );
  return result.rowCount;
}
