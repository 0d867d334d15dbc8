// Data access for purchases: one per paid checkout. A subscription renews period after period (a
// month or a year from its purchase) until it is cancelled in the billing portal, and then runs to
// the end of the period paid for; a one-off payment's access ends by itself. Either way the grants
// carry the expiry.
import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Queryable } from '../db/database.ts';
import { endPurchaseEntitlements } from '../entitlements/entitlements.ts';
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
  /** A subscription's billing interval; null for a one-off payment. */
  interval: 'month' | 'year' | null;
  createdAt: Date;
  /** When access ends: a one-off payment's end, or the end of a cancelled subscription's last period. */
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
  billing_interval: 'month' | 'year' | null;
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
  interval: row.billing_interval,
  createdAt: new Date(row.created_at),
  accessEndsAt: date(row.access_ends_at),
  cancelledAt: date(row.cancelled_at),
});

const COLUMNS = `id, checkout_id, sso_id, customer_id, package_id, package_title, price_id, price_display, kind,
  amount, currency, coupon_id, payment_method, status, billing_interval, created_at, access_ends_at, cancelled_at`;

export const newPurchaseId = (kind: CheckoutMode) =>
  `${kind === 'subscription' ? SUBSCRIPTION_ID_PREFIX : PAYMENT_ID_PREFIX}${randomBytes(12).toString('hex')}`;

export type NewPurchase = Omit<Purchase, 'status' | 'cancelledAt'>;

export async function insertPurchase(db: Queryable, purchase: NewPurchase): Promise<void> {
  await db.query(
    `INSERT INTO purchases (id, checkout_id, sso_id, customer_id, package_id, package_title, price_id,
       price_display, kind, amount, currency, coupon_id, payment_method, created_at, access_ends_at,
       billing_interval)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
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
      purchase.interval,
    ],
  );
}

/**
 * The end of the subscription period under way at `now`: the first whole number of intervals
 * after the purchase that is later than `now` (month ends follow the calendar: a purchase on the
 * 31st renews on the last day of shorter months).
 */
export function currentPeriodEnd(purchase: Pick<Purchase, 'createdAt' | 'interval'>, now: Date): Date {
  const start = DateTime.fromJSDate(purchase.createdAt, { zone: 'utc' });
  const unit = purchase.interval === 'year' ? 'years' : 'months';
  const endOf = (periods: number) => start.plus({ [unit]: periods }).toMillis();
  // A first guess from the whole periods elapsed, then the first end after now.
  let periods = Math.max(
    1,
    Math.floor(DateTime.fromJSDate(now, { zone: 'utc' }).diff(start, unit).get(unit)),
  );
  while (periods > 1 && endOf(periods - 1) > now.getTime()) periods -= 1;
  while (endOf(periods) <= now.getTime()) periods += 1;
  return new Date(endOf(periods));
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
 * Ends an active subscription at the end of the period under way: marked cancelled, its access
 * (and its grants) ending with that period. Run it in a transaction.
 */
async function endAtPeriodEnd(db: Queryable, purchase: Purchase, now: Date): Promise<Date> {
  const endsAt = currentPeriodEnd(purchase, now);
  await db.query(
    `UPDATE purchases SET status = 'cancelled', cancelled_at = $2, access_ends_at = $3 WHERE id = $1`,
    [purchase.id, now, endsAt],
  );
  await endPurchaseEntitlements(db, { ssoId: purchase.ssoId, purchaseId: purchase.id, endsAt });
  return endsAt;
}

/**
 * Cancels one of the customer's subscriptions: it stops renewing, and the supporter keeps access
 * until the end of the period paid for (the streaming FAQ's promise). Run it in a transaction. A
 * one-off payment has nothing to cancel; cancelling twice changes nothing.
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
  await endAtPeriodEnd(db, purchase, input.now);
  return 'cancelled';
}

/**
 * An upgrade (issue 19: the season pass over the monthly one, video with commentary over video
 * alone): the account's other active subscriptions whose every code the new one grants too stop
 * renewing, and end with their period, so the supporter is not charged twice. Run it in the
 * transaction that records the new purchase; answers the ids of the subscriptions it ended.
 */
export async function endReplacedSubscriptions(
  db: Queryable,
  input: { ssoId: string; newPurchaseId: string; codes: readonly string[]; now: Date },
): Promise<string[]> {
  const { rows } = await db.query<PurchaseRow>(
    `SELECT ${COLUMNS} FROM purchases p
     WHERE p.sso_id = $1 AND p.kind = 'subscription' AND p.status = 'active' AND p.id <> $2
       AND NOT EXISTS (SELECT 1 FROM entitlements e WHERE e.purchase_id = p.id AND e.code <> ALL($3::text[]))`,
    [input.ssoId, input.newPurchaseId, [...input.codes]],
  );
  for (const row of rows) await endAtPeriodEnd(db, toPurchase(row), input.now);
  return rows.map((row) => row.id);
}
