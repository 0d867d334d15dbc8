// Which package codes an account holds. Grants come from the seed (demo accounts) and from
// purchases (payments); the streams, streamline and payments-library calls all read them here.
import type { Queryable } from '../db/database.ts';

export type EntitlementSource = 'seed' | 'purchase' | 'voucher';

const ACTIVE = 'revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)';

/**
 * The distinct codes the account `ssoIdColumn` holds at the query's $2, sorted, as an array: for a
 * query that reads them beside the account (playback/viewer.ts), in the same round trip.
 */
export const activeCodesOf = (ssoIdColumn: string) =>
  `ARRAY(SELECT DISTINCT code FROM entitlements WHERE entitlements.sso_id = ${ssoIdColumn} AND ${ACTIVE} ORDER BY code)`;

/** The distinct codes the account holds at `now`, sorted. */
export async function listActiveEntitlements(db: Queryable, ssoId: string, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `SELECT DISTINCT code FROM entitlements WHERE sso_id = $1 AND ${ACTIVE} ORDER BY code`,
    [ssoId, now],
  );
  return rows.map((row) => row.code);
}

export async function grantEntitlement(
  db: Queryable,
  grant: {
    ssoId: string;
    code: string;
    source: EntitlementSource;
    now: Date;
    purchaseId?: string;
    expiresAt?: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO entitlements (sso_id, code, source, purchase_id, granted_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [grant.ssoId, grant.code, grant.source, grant.purchaseId ?? null, grant.now, grant.expiresAt ?? null],
  );
}

/**
 * The grants of one purchase end at `endsAt` (a cancelled subscription, at the end of the period
 * paid for; one already ending sooner keeps its own end); returns how many.
 */
export async function endPurchaseEntitlements(
  db: Queryable,
  input: { ssoId: string; purchaseId: string; endsAt: Date },
): Promise<number> {
  const result = await db.query(
    `UPDATE entitlements SET expires_at = LEAST(COALESCE(expires_at, $3), $3)
     WHERE sso_id = $1 AND purchase_id = $2 AND revoked_at IS NULL`,
    [input.ssoId, input.purchaseId, input.endsAt],
  );
  return result.rowCount;
}
