// Concurrency leases (spec 001 §7 "Websocket to the streaming service", issue 19): the session check
// opens one for every live playback it grants and binds the playback token it issues to it (the
// token's `lid` claim), so every playback counts, whether or not its player opens the websocket.
// The websocket's ping, or the player renewing its token, keeps the lease alive; one that nobody
// keeps alive for LEASE_TIMEOUT_MS stops counting, and the media service then refuses its token,
// so the player must ask the session check again (and be counted again). Closing the player
// releases its lease at once; 'Stop watching on the other devices' revokes an account's leases,
// and a revoked lease's token is refused from then on.
//
// Kept in the stream_leases table (migration 0007), not in memory, so several service processes
// count the same leases; expiry is measured on the service clock, so tests move the clock. Plain
// PostgreSQL throughout: the account's row is locked while its leases are counted, so two checks
// racing for the last slot are served one after the other and only one of them gets it.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { LEASE_TIMEOUT_MS } from './streams-constants.ts';

export type LeaseId = string;

/** Where a lease stands at a moment: counting, or why it no longer does. */
export type LeaseState = 'live' | 'expired' | 'released' | 'revoked' | 'unknown';

/** A lease counts while it is neither released nor revoked and was kept alive within the timeout. */
const liveAt = (now: string) => `released_at IS NULL AND revoked_at IS NULL
  AND last_seen_at > ${now}::timestamptz - ${LEASE_TIMEOUT_MS} * interval '1 millisecond'`;
/** Live at the query's second parameter. */
const LIVE = liveAt('$2');

const newLeaseId = (): LeaseId => `lease_${randomBytes(16).toString('hex')}`;

interface LeaseRow {
  sso_id: string;
  last_seen_at: Date;
  released_at: Date | null;
  revoked_at: Date | null;
}

/** Where the lease `id` stands at `now`. */
export async function leaseState(db: Queryable, id: LeaseId, now: Date): Promise<LeaseState> {
  const { rows } = await db.query<LeaseRow>(
    'SELECT sso_id, last_seen_at, released_at, revoked_at FROM stream_leases WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return 'unknown';
  if (row.revoked_at) return 'revoked';
  if (row.released_at) return 'released';
  return new Date(row.last_seen_at).getTime() > now.getTime() - LEASE_TIMEOUT_MS ? 'live' : 'expired';
}

/** The account's leases that count at `now`. */
export async function countLiveLeases(db: Queryable, ssoId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ live: number }>(
    `SELECT count(*)::int AS live FROM stream_leases WHERE sso_id = $1 AND ${LIVE}`,
    [ssoId, now],
  );
  return rows[0]?.live ?? 0;
}

/** Every account's leases that count at `now`: the live playbacks, for the metrics. */
export async function countAllLiveLeases(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ live: number }>(
    `SELECT count(*)::int AS live FROM stream_leases WHERE ${liveAt('$1')}`,
    [now],
  );
  return rows[0]?.live ?? 0;
}

/**
 * Keeps a live lease of the account alive (a ping, a renewal); false when it is not live any more
 * (expired, released, revoked) or not the account's.
 */
export async function touchLease(
  db: Queryable,
  input: { id: LeaseId; ssoId: string; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE stream_leases SET last_seen_at = $2 WHERE id = $1 AND sso_id = $3 AND ${LIVE}`,
    [input.id, input.now, input.ssoId],
  );
  return result.rowCount === 1;
}

/** The player closed: the lease stops counting at once. */
export async function releaseLease(db: Queryable, id: LeaseId, now: Date): Promise<void> {
  await db.query(
    'UPDATE stream_leases SET released_at = $2 WHERE id = $1 AND released_at IS NULL AND revoked_at IS NULL',
    [id, now],
  );
}

/**
 * 'Stop watching on the other devices': every open lease of the account is revoked, lapsed ones too
 * (their tokens could otherwise come back through a renewal); answers how many were still watching.
 */
export async function revokeAccountLeases(db: Queryable, ssoId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ live: boolean }>(
    `UPDATE stream_leases SET revoked_at = $2
     WHERE sso_id = $1 AND released_at IS NULL AND revoked_at IS NULL
     RETURNING last_seen_at > $2::timestamptz - ${LEASE_TIMEOUT_MS} * interval '1 millisecond' AS live`,
    [ssoId, now],
  );
  return rows.filter((row) => row.live).length;
}

export type LeaseGrant =
  | { ok: true; id: LeaseId; renewed: boolean }
  | { ok: false; reason: 'limit'; live: number }
  | { ok: false; reason: 'revoked' };

/**
 * The lease a granted playback holds: the one it renews (`renewing`, from the token it held) when
 * that one is still live, else a new one, as long as the account has fewer than `limit` live
 * leases (no limit: null). A lease that was revoked is never renewed and opens no other: its
 * player was stopped from another device. A renewal of a live lease is one statement (the count
 * does not change); anything else is one transaction with the account's row locked, so two checks
 * racing for the last slot cannot both take it.
 */
export async function grantLease(
  db: Database,
  input: { ssoId: string; assetId: string; now: Date; limit: number | null; renewing?: LeaseId | undefined },
): Promise<LeaseGrant> {
  const { ssoId, assetId, now, limit, renewing } = input;
  // Most checks of a match renew the lease their player holds: no lock, no transaction.
  if (renewing && (await touchLease(db, { id: renewing, ssoId, now })))
    return { ok: true, id: renewing, renewed: true };
  return db.transaction(async (tx): Promise<LeaseGrant> => {
    await tx.query('SELECT 1 FROM accounts WHERE sso_id = $1 FOR UPDATE', [ssoId]);
    // The lease it renews was not live: a revoked one refuses, any other makes way for a new one.
    if (renewing && (await leaseState(tx, renewing, now)) === 'revoked')
      return { ok: false, reason: 'revoked' };
    const live = await countLiveLeases(tx, ssoId, now);
    if (limit !== null && live >= limit) return { ok: false, reason: 'limit', live };
    const id = newLeaseId();
    await tx.query(
      `INSERT INTO stream_leases (id, sso_id, asset_id, opened_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)`,
      [id, ssoId, assetId, now],
    );
    return { ok: true, id, renewed: false };
  });
}
