// Data access for checkouts: made by create-checkout, then paid (complete) on the hosted page or
// left to expire. What a checkout sells is copied into it when it is made.
import { randomBytes } from 'node:crypto';
import type { PriceType } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { CHECKOUT_ID_PREFIX } from './constants.ts';

/** The package and price a checkout sells, as they were when it was made. */
export interface CheckoutItem {
  packageId: string;
  packageTitle: string;
  packageDescription: string;
  imageKey: string;
  priceId: string;
  priceType: PriceType;
  priceDisplay: string;
  offer: string | null;
  /** Minor units before any coupon. */
  amount: number;
  /** Minor units to pay, after the coupon. */
  amountDue: number;
  /** The coupon's name when one applies. */
  couponName: string | null;
  currency: string;
  interval: 'month' | 'year' | null;
  entitlements: string[];
  /** When a one-off price's access ends (ISO), or null. */
  validUntil: string | null;
}

export interface CheckoutMetadata {
  userID: string;
  userEmail: string;
  packageDescription: string;
  packageTitle: string;
  packageID: string;
}

export type CheckoutMode = 'subscription' | 'payment';

export interface Checkout {
  id: string;
  ssoId: string;
  mode: CheckoutMode;
  successUrl: string;
  cancelUrl: string;
  customerId: string | null;
  customerEmail: string | null;
  couponId: string | null;
  allowPromotionCodes: boolean;
  metadata: CheckoutMetadata;
  item: CheckoutItem;
  status: 'open' | 'complete';
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
}

interface CheckoutRow {
  id: string;
  sso_id: string;
  mode: CheckoutMode;
  success_url: string;
  cancel_url: string;
  customer_id: string | null;
  customer_email: string | null;
  coupon_id: string | null;
  allow_promotion_codes: boolean;
  metadata: CheckoutMetadata;
  item: CheckoutItem;
  status: 'open' | 'complete';
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
}

const toCheckout = (row: CheckoutRow): Checkout => ({
  id: row.id,
  ssoId: row.sso_id,
  mode: row.mode,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
  customerId: row.customer_id,
  customerEmail: row.customer_email,
  couponId: row.coupon_id,
  allowPromotionCodes: row.allow_promotion_codes,
  metadata: row.metadata,
  item: row.item,
  status: row.status,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  completedAt: row.completed_at ? new Date(row.completed_at) : null,
});

export const newCheckoutId = () => `${CHECKOUT_ID_PREFIX}${randomBytes(16).toString('hex')}`;

export type NewCheckout = Omit<Checkout, 'status' | 'completedAt'>;

export async function insertCheckout(db: Queryable, checkout: NewCheckout): Promise<void> {
  await db.query(
    `INSERT INTO checkouts (id, sso_id, package_id, price_id, mode, success_url, cancel_url, customer_id,
       customer_email, coupon_id, allow_promotion_codes, metadata, item, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      checkout.id,
      checkout.ssoId,
      checkout.item.packageId,
      checkout.item.priceId,
      checkout.mode,
      checkout.successUrl,
      checkout.cancelUrl,
      checkout.customerId,
      checkout.customerEmail,
      checkout.couponId,
      checkout.allowPromotionCodes,
      JSON.stringify(checkout.metadata),
      JSON.stringify(checkout.item),
      checkout.createdAt,
      checkout.expiresAt,
    ],
  );
}

export async function findCheckout(db: Queryable, id: string): Promise<Checkout | undefined> {
  const { rows } = await db.query<CheckoutRow>(
    `SELECT id, sso_id, mode, success_url, cancel_url, customer_id, customer_email, coupon_id,
       allow_promotion_codes, metadata, item, status, created_at, expires_at, completed_at
     FROM checkouts WHERE id = $1`,
    [id],
  );
  return rows[0] && toCheckout(rows[0]);
}

/**
 * Marks an open, unexpired checkout complete; false when another request got there first or it
 * expired. Paying twice is safe because only the request that flips the status grants anything.
 */
export async function completeCheckout(db: Queryable, id: string, now: Date): Promise<boolean> {
  const result = await db.query(
    `UPDATE checkouts SET status = 'complete', completed_at = $2
     WHERE id = $1 AND status = 'open' AND expires_at > $2`,
    [id, now],
  );
  return result.rowCount === 1;
}

/**
 * Applies a promotion code's coupon to an open, unexpired checkout that allows codes and has no
 * coupon yet; false otherwise (paid, expired, or a coupon already there).
 */
export async function applyCheckoutCoupon(
  db: Queryable,
  input: { id: string; couponId: string; item: CheckoutItem; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE checkouts SET coupon_id = $2, item = $3
     WHERE id = $1 AND status = 'open' AND expires_at > $4 AND allow_promotion_codes AND coupon_id IS NULL`,
    [input.id, input.couponId, JSON.stringify(input.item), input.now],
  );
  return result.rowCount === 1;
}

export type CheckoutState = 'open' | 'complete' | 'expired';

/** A paid checkout stays complete; an unpaid one expires with the clock. */
export function checkoutState(checkout: Checkout, now: Date): CheckoutState {
  if (checkout.status === 'complete') return 'complete';
  return checkout.expiresAt.getTime() > now.getTime() ? 'open' : 'expired';
}

/** Takes the coupon off an open checkout (it may no longer be used): the full price is due again. */
export async function removeCheckoutCoupon(db: Queryable, checkout: Checkout): Promise<void> {
  const item: CheckoutItem = { ...checkout.item, amountDue: checkout.item.amount, couponName: null };
  await db.query(`UPDATE checkouts SET coupon_id = NULL, item = $2 WHERE id = $1 AND status = 'open'`, [
    checkout.id,
    JSON.stringify(item),
  ]);
}
