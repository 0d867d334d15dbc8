// Paying a checkout on the hosted page: records the purchase, makes the customer if the account has
// none, grants the price's package codes and marks the checkout complete, all in one transaction,
// so an acknowledged payment is never half stored. Paying again finds it complete and grants nothing.
import { grantEntitlement } from '../entitlements/entitlements.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { type Checkout, checkoutState, completeCheckout, findCheckout } from './checkouts.ts';
import { ensureCustomerId } from './customers.ts';
import { findPurchaseByCheckout, insertPurchase, newPurchaseId, type Purchase } from './purchases.ts';

export type PayOutcome =
  | { kind: 'paid' | 'already-paid'; checkout: Checkout; purchase: Purchase }
  | { kind: 'expired'; checkout: Checkout }
  | { kind: 'not-found' };

export function payCheckout(
  ctx: ServiceContext,
  input: { checkoutId: string; paymentMethod: string },
): Promise<PayOutcome> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx): Promise<PayOutcome> => {
    const checkout = await findCheckout(tx, input.checkoutId);
    if (!checkout) return { kind: 'not-found' };

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
      createdAt: now,
      accessEndsAt,
      cancelledAt: null,
    };
    await insertPurchase(tx, purchase);
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
    return { kind: 'paid', checkout: { ...checkout, status: 'complete', completedAt: now }, purchase };
  });
}
