// The payment provider's customer id of an account (accounts.stripe_customer_id). It is made on the
// first purchase and names the account in the billing portal.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export const CUSTOMER_ID_PREFIX = 'cus_';

export async function findCustomerId(db: Queryable, ssoId: string): Promise<string | null> {
  const { rows } = await db.query<{ stripe_customer_id: string | null }>(
    'SELECT stripe_customer_id FROM accounts WHERE sso_id = $1',
    [ssoId],
  );
  return rows[0]?.stripe_customer_id ?? null;
}

/** The account's customer id, made now if it has none; run inside the purchase's transaction. */
export async function ensureCustomerId(db: Queryable, ssoId: string): Promise<string> {
  const fresh = `${CUSTOMER_ID_PREFIX}${randomBytes(10).toString('hex')}`;
  await db.query(
    'UPDATE accounts SET stripe_customer_id = $2 WHERE sso_id = $1 AND stripe_customer_id IS NULL',
    [ssoId, fresh],
  );
  const id = await findCustomerId(db, ssoId);
  if (!id) throw new Error(`No account ${ssoId} to make a customer for`);
  return id;
}
