// Paying a checkout on the hosted page: records the purchase, makes the customer if the account has
// none, grants the price's package codes, records the coupon's use and marks the checkout complete,
// all in one transaction, so an acknowledged payment is never half stored. Paying again finds it
// complete and grants nothing. A coupon the supporter may no longer use (it expired, or its last
// use went to someone else meanwhile) is taken off the checkout instead, and nothing is charged.
import { grantEntitlement } from '../entitlements/entitlements.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import {
  type Checkout,
  checkoutState,
  completeCheckout,
  findCheckout,
  removeCheckoutCoupon,
} from './checkouts.ts';
import {
  type CouponRefusal,
  couponAccount,
  couponRefusal,
  findCoupon,
  lockCoupon,
  recordRedemption,
} from './coupons.ts';
import { ensureCustomerId } from './customers.ts';
import {
  endReplacedSubscriptions,
  findPurchaseByCheckout,
  insertPurchase,
  newPurchaseId,
  type Purchase,
} from './purchases.ts';

export type PayOutcome =
  | { kind: 'paid' | 'already-paid'; checkout: Checkout; purchase: Purchase }
  | { kind: 'expired'; checkout: Checkout }
  | { kind: 'coupon-refused'; checkout: Checkout; refusal: CouponRefusal }
  | { kind: 'not-found' };

export function payCheckout(
  ctx: ServiceContext,
  input: { checkoutId: string; paymentMethod: string },
): Promise<PayOutcome> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx): Promise<PayOutcome> => {
    const checkout = await findCheckout(tx, input.checkoutId);
    if (!checkout) return { kind: 'not-found' };

    // The coupon's rules again, its row locked so its uses are counted one payment at a time.
    if (checkout.couponId && checkoutState(checkout, now) === 'open') {
      await lockCoupon(tx, checkout.couponId);
      const coupon = await findCoupon(tx, checkout.couponId);
      const refusal = await couponRefusal(tx, coupon, await couponAccount(tx, checkout.ssoId), now);
      if (refusal) {
        await removeCheckoutCoupon(tx, checkout);
        return { kind: 'coupon-refused', checkout, refusal };
      }
    }

    if (!(await completeCheckout(tx, checkout.id, now))) {
      // Read again: a payment racing this one (another process, on a server) may have completed it
      // while this one waited for the row, after the read above.
      const current = (await findCheckout(tx, checkout.id)) ?? checkout;
      if (checkoutState(current, now) !== 'complete') return { kind: 'expired', checkout: current };
      const purchase = await findPurchaseByCheckout(tx, checkout.id);
      if (!purchase) throw new Error(`Checkout ${checkout.id} is complete without a purchase`);
      return { kind: 'already-paid', checkout: current, purchase };
    }

    const { item } = checkout;
    const customerId = await ensureCustomerId(tx, checkout.ssoId);
    // Subscriptions last until cancelled; one-off access ends when the price says.
    const accessEndsAt = item.priceType === 'one-off' && item.validUntil ? new Date(item.validUntil) : null;
    const purchase: Purchase = {
      id: newPurchaseId(checkout.mode),
      checkoutId: checkout.id,
      ssoId: checkout.ssoId,
      customerId,
      packageId: item.packageId,
      packageTitle: item.packageTitle,
      priceId: item.priceId,
      priceDisplay: item.priceDisplay,
      kind: checkout.mode,
      amount: item.amountDue,
      currency: item.currency,
      couponId: checkout.couponId,
      paymentMethod: input.paymentMethod,
      status: 'active',
      interval: checkout.mode === 'subscription' ? (item.interval ?? 'month') : null,
      createdAt: now,
      accessEndsAt,
      cancelledAt: null,
    };
    await insertPurchase(tx, purchase);
    if (checkout.couponId) {
      await recordRedemption(tx, {
        couponId: checkout.couponId,
        ssoId: checkout.ssoId,
        checkoutId: checkout.id,
        now,
      });
    }
    for (const code of item.entitlements) {
      await grantEntitlement(tx, {
        ssoId: checkout.ssoId,
        code,
        source: 'purchase',
        purchaseId: purchase.id,
        now,
        ...(accessEndsAt ? { expiresAt: accessEndsAt } : {}),
      });
    }
    // An upgrade: the subscription it replaces stops renewing and ends with its period.
    if (purchase.kind === 'subscription') {
      await endReplacedSubscriptions(tx, {
        ssoId: checkout.ssoId,
        newPurchaseId: purchase.id,
        codes: item.entitlements,
        now,
      });
    }
    return { kind: 'paid', checkout: { ...checkout, status: 'complete', completedAt: now }, purchase };
  });
}
