// Data access for purchases: one per paid checkout. A subscription runs until it is cancelled in
// the billing portal; a one-off payment's access ends by itself (its grants carry the expiry).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { revokePurchaseEntitlements } from '../entitlements/entitlements.ts';
import type { CheckoutMode } from './checkouts.ts';
import { PAYMENT_ID_PREFIX, SUBSCRIPTION_ID_PREFIX } from './constants.ts';

export interface Purchase {
  id: string;
  checkoutId: string;
  ssoId: string;
  customerId: string;
  packageId: string;
  packageTitle: string;
  priceId: string;
  priceDisplay: string;
  kind: CheckoutMode;
  amount: number;
  currency: string;
  couponId: string | null;
  paymentMethod: string;
  status: 'active' | 'cancelled';
  createdAt: Date;
  accessEndsAt: Date | null;
  cancelledAt: Date | null;
}

interface PurchaseRow {
  id: string;
  checkout_id: string;
  sso_id: string;
  customer_id: string;
  package_id: string;
  package_title: string;
  price_id: string;
  price_display: string;
  kind: CheckoutMode;
  amount: number;
  currency: string;
  coupon_id: string | null;
  payment_method: string;
  status: 'active' | 'cancelled';
  created_at: Date;
  access_ends_at: Date | null;
  cancelled_at: Date | null;
}

const date = (value: Date | null) => (value ? new Date(value) : null);

const toPurchase = (row: PurchaseRow): Purchase => ({
  id: row.id,
  checkoutId: row.checkout_id,
  ssoId: row.sso_id,
  customerId: row.customer_id,
  packageId: row.package_id,
  packageTitle: row.package_title,
  priceId: row.price_id,
  priceDisplay: row.price_display,
  kind: row.kind,
  amount: row.amount,
  currency: row.currency,
  couponId: row.coupon_id,
  paymentMethod: row.payment_method,
  status: row.status,
  createdAt: new Date(row.created_at),
  accessEndsAt: date(row.access_ends_at),
  cancelledAt: date(row.cancelled_at),
});

const COLUMNS = `id, checkout_id, sso_id, customer_id, package_id, package_title, price_id, price_display, kind,
  amount, currency, coupon_id, payment_method, status, created_at, access_ends_at, cancelled_at`;

export const newPurchaseId = (kind: CheckoutMode) =>
  `${kind === 'subscription' ? SUBSCRIPTION_ID_PREFIX : PAYMENT_ID_PREFIX}${randomBytes(12).toString('hex')}`;

export type NewPurchase = Omit<Purchase, 'status' | 'cancelledAt'>;

export async function insertPurchase(db: Queryable, purchase: NewPurchase): Promise<void> {
  await db.query(
    `INSERT INTO purchases (id, checkout_id, sso_id, customer_id, package_id, package_title, price_id,
       price_display, kind, amount, currency, coupon_id, payment_method, created_at, access_ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      purchase.id,
      purchase.checkoutId,
      purchase.ssoId,
      purchase.customerId,
      purchase.packageId,
      purchase.packageTitle,
      purchase.priceId,
      purchase.priceDisplay,
      purchase.kind,
      purchase.amount,
      purchase.currency,
      purchase.couponId,
      purchase.paymentMethod,
      purchase.createdAt,
      purchase.accessEndsAt,
    ],
  );
}

export async function findPurchaseByCheckout(
  db: Queryable,
  checkoutId: string,
): Promise<Purchase | undefined> {
  const { rows } = await db.query<PurchaseRow>(`SELECT ${COLUMNS} FROM purchases WHERE checkout_id = $1`, [
    checkoutId,
  ]);
  return rows[0] && toPurchase(rows[0]);
}

/** A customer's purchases, newest first. */
export async function listCustomerPurchases(db: Queryable, customerId: string): Promise<Purchase[]> {
  const { rows } = await db.query<PurchaseRow>(
    `SELECT ${COLUMNS} FROM purchases WHERE customer_id = $1 ORDER BY created_at DESC, id`,
    [customerId],
  );
  return rows.map(toPurchase);
}

export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'not-found' | 'not-a-subscription';

/**
 * Cancels one of the customer's subscriptions and revokes what it granted, together: run it in a
 * transaction. A one-off payment has nothing to cancel; cancelling twice changes nothing.
 */
export async function cancelSubscription(
  db: Queryable,
  input: { customerId: string; purchaseId: string; now: Date },
): Promise<CancelOutcome> {
  const { rows } = await db.query<PurchaseRow>(
    `SELECT ${COLUMNS} FROM purchases WHERE id = $1 AND customer_id = $2`,
    [input.purchaseId, input.customerId],
  );
  const row = rows[0];
  if (!row) return 'not-found';
  const purchase = toPurchase(row);
  if (purchase.kind !== 'subscription') return 'not-a-subscription';
  if (purchase.status === 'cancelled') return 'already-cancelled';
  await db.query(`UPDATE purchases SET status = 'cancelled', cancelled_at = $2 WHERE id = $1`, [
    purchase.id,
    input.now,
  ]);
  await revokePurchaseEntitlements(db, { ssoId: purchase.ssoId, purchaseId: purchase.id, now: input.now });
  return 'cancelled';
}
