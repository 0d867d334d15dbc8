// Coupons the create-checkout body may name in `discounts` (spec 001 §7 "optional discounts with
// a coupon"). A small seeded list in the document store; an unknown coupon is a 400.
import * as v from 'valibot';
import { readDocument } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';

export const COUPONS_COLLECTION = 'coupons';

const coupon = v.object({
  id: v.string(),
  name: v.string(),
  percentOff: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
});
export type Coupon = v.InferOutput<typeof coupon>;

export const SEED_COUPONS: Coupon[] = [
  { id: 'WELCOME10', name: 'Welcome offer', percentOff: 10 },
  { id: 'SEASONTICKET25', name: 'Season ticket holders', percentOff: 25 },
  { id: 'STAFF100', name: 'Club staff', percentOff: 100 },
];

export const buildCouponDocuments = () => SEED_COUPONS.map((body) => ({ id: body.id, body }));

export async function findCoupon(db: Queryable, id: string): Promise<Coupon | undefined> {
  return readDocument(db, COUPONS_COLLECTION, id, coupon);
}

/** The amount after the coupon, in minor units, rounded to the nearest. */
export const applyCoupon = (amount: number, found: Coupon | undefined) =>
  found ? Math.round((amount * (100 - found.percentOff)) / 100) : amount;
