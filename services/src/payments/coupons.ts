// Coupons (spec 001 §7 "optional discounts with a coupon"), with the rules a payment provider's
// have (issue 19): who may use one (anyone, an allow-list of accounts, or the accounts with a flag
// such as staff or season-ticket holder), until when, and how often (once per account, and at most
// so many times in all). The rules are checked where a coupon can be applied: at create-checkout
// (which takes one only from a signed campaign link: campaigns.ts), at the hosted page's
// promotion-code field, and again when the checkout is paid, where the use is recorded, the
// coupon's row locked so two payments cannot both take its last use. Seeded in the document store
// (coupons-seed.ts).
import * as v from 'valibot';
import { readDocument } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';

export const COUPONS_COLLECTION = 'coupons';

/** What an account can be flagged as (accounts.flags), for coupons open to such accounts. */
export const ACCOUNT_FLAGS = ['staff', 'season-ticket-holder'] as const;
export type AccountFlag = (typeof ACCOUNT_FLAGS)[number];

const eligibility = v.variant('kind', [
  v.object({ kind: v.literal('anyone') }),
  v.object({ kind: v.literal('accounts'), ssoIds: v.array(v.string()) }),
  v.object({ kind: v.literal('flag'), flag: v.picklist(ACCOUNT_FLAGS) }),
]);

const coupon = v.object({
  id: v.string(),
  name: v.string(),
  percentOff: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  eligibility,
  /** No use from this instant on (ISO); null: no end. */
  expiresAt: v.nullable(v.string()),
  /** Uses in all, by everyone; null: no limit. */
  maxRedemptions: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  oncePerAccount: v.boolean(),
});
export type Coupon = v.InferOutput<typeof coupon>;

/** A coupon by its code, in any case. */
export async function findCoupon(db: Queryable, id: string): Promise<Coupon | undefined> {
  return readDocument(db, COUPONS_COLLECTION, id.trim().toUpperCase(), coupon);
}

/** The amount after the coupon, in minor units, rounded to the nearest. */
export const applyCoupon = (amount: number, found: Coupon | undefined) =>
  found ? Math.round((amount * (100 - found.percentOff)) / 100) : amount;

/** Why a coupon cannot be used (the hosted page and create-checkout say each in its own words). */
export type CouponRefusal = 'unknown' | 'expired' | 'not-eligible' | 'already-used' | 'used-up';

export const COUPON_REFUSALS: Record<CouponRefusal, string> = {
  unknown: 'This promotion code is not valid.',
  expired: 'This promotion code has expired.',
  'not-eligible': 'This promotion code is not available for your account.',
  'already-used': 'You have already used this promotion code.',
  'used-up': 'This promotion code has been used up.',
};

/** The account a coupon is asked for: who, and its flags. */
export interface CouponAccount {
  ssoId: string;
  flags: readonly string[];
}

export async function couponAccount(db: Queryable, ssoId: string): Promise<CouponAccount> {
  const { rows } = await db.query<{ flags: string[] | null }>(
    'SELECT flags FROM accounts WHERE sso_id = $1',
    [ssoId],
  );
  return { ssoId, flags: rows[0]?.flags ?? [] };
}

function isEligible(found: Coupon, account: CouponAccount): boolean {
  const rule = found.eligibility;
  if (rule.kind === 'anyone') return true;
  if (rule.kind === 'accounts') return rule.ssoIds.includes(account.ssoId);
  return account.flags.includes(rule.flag);
}

/**
 * Why `account` may not use `found` at `now`, or undefined when it may. Counts the recorded uses:
 * inside a transaction after lockCoupon, nothing can take the last use meanwhile.
 */
export async function couponRefusal(
  db: Queryable,
  found: Coupon | undefined,
  account: CouponAccount,
  now: Date,
): Promise<CouponRefusal | undefined> {
  if (!found) return 'unknown';
  if (found.expiresAt !== null && Date.parse(found.expiresAt) <= now.getTime()) return 'expired';
  if (!isEligible(found, account)) return 'not-eligible';
  const { rows } = await db.query<{ all: number; mine: number }>(
    `SELECT count(*)::int AS all, count(*) FILTER (WHERE sso_id = $2)::int AS mine
     FROM coupon_redemptions WHERE coupon_id = $1`,
    [found.id, account.ssoId],
  );
  const used = rows[0] ?? { all: 0, mine: 0 };
  if (found.oncePerAccount && used.mine > 0) return 'already-used';
  if (found.maxRedemptions !== null && used.all >= found.maxRedemptions) return 'used-up';
  return undefined;
}

/** Holds the coupon's row until the transaction ends, so its uses are counted and recorded one at a time. */
export async function lockCoupon(tx: Queryable, couponId: string): Promise<void> {
  await tx.query('SELECT 1 FROM documents WHERE collection = $1 AND id = $2 FOR UPDATE', [
    COUPONS_COLLECTION,
    couponId,
  ]);
}

/** Records one use of the coupon by a paid checkout. */
export async function recordRedemption(
  tx: Queryable,
  input: { couponId: string; ssoId: string; checkoutId: string; now: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO coupon_redemptions (coupon_id, sso_id, checkout_id, redeemed_at) VALUES ($1, $2, $3, $4)',
    [input.couponId, input.ssoId, input.checkoutId, input.now],
  );
}
