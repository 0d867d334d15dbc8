// The rules of create-checkout (spec 001 §7 "Checkout body") beyond what the contract's schema can
// check: who is buying, what, and where the hosted page may send them back to. Every problem is
// reported at once, and nothing is stored unless there is none.
import {
  type AuthenticatedUser,
  CHECKOUT_MODE_FOR_PRICE,
  type CreateCheckoutBody,
} from '@club/shared/contracts';
import { badRequest } from '../lib/http-error.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import type { PackagePrice } from '../streamline/package-documents.ts';
import { findPrice, isPriceOnSale } from '../streamline/packages.ts';
import { forbidden } from '../streamline/signed-in-user.ts';
import { campaignCoupon } from './campaigns.ts';
import { type Checkout, type CheckoutItem, insertCheckout, newCheckoutId } from './checkouts.ts';
import { CHECKOUT_TTL_MS } from './constants.ts';
import {
  applyCoupon,
  COUPON_REFUSALS,
  type Coupon,
  couponAccount,
  couponRefusal,
  findCoupon,
} from './coupons.ts';
import { findCustomerId } from './customers.ts';
import { isSiteUrl, SITE_URL_PROBLEM } from './site-origins.ts';

export function checkoutItem({ pkg, price }: PackagePrice, coupon: Coupon | undefined): CheckoutItem {
  if (price.amount === undefined) throw new Error(`Price '${price.id}' has no amount to charge`);
  return {
    packageId: pkg.id,
    packageTitle: pkg.attributes.title,
    packageDescription: pkg.attributes.description,
    imageKey: pkg.attributes.imageData.imageKey,
    priceId: price.id,
    priceType: price.type,
    priceDisplay: price.priceDisplay,
    offer: price.offer,
    amount: price.amount,
    amountDue: applyCoupon(price.amount, coupon),
    couponName: coupon ? `${coupon.name}, ${coupon.percentOff}% off` : null,
    currency: price.currency ?? 'gbp',
    interval: price.interval ?? null,
    entitlements: price.accessData.entitlements,
    validUntil: price.accessData.validUntil ?? null,
  };
}

/** A checkout lasts its TTL, but never past the end of the access its price sells. */
function checkoutExpiry(now: Date, validUntil: string | null | undefined): Date {
  const ttlEnd = now.getTime() + CHECKOUT_TTL_MS;
  return new Date(validUntil ? Math.min(ttlEnd, new Date(validUntil).getTime()) : ttlEnd);
}

export async function createCheckout(
  ctx: ServiceContext,
  user: AuthenticatedUser,
  body: CreateCheckoutBody,
): Promise<Checkout> {
  // Spec 001 §5: purchase requires a logged-in user, and it is this user who buys.
  if (body.metadata.userID !== user.ssoID) {
    throw forbidden('metadata.userID must be the signed-in user');
  }
  const now = ctx.clock.now();
  const problems: string[] = [];
  const email = user.email.toLowerCase();
  if (body.metadata.userEmail !== email)
    problems.push("metadata.userEmail: is not the signed-in user's email");
  if (body.customerEmail !== undefined && body.customerEmail !== email) {
    problems.push("customerEmail: is not the signed-in user's email");
  }
  if (body.customerID !== undefined && body.customerID !== (await findCustomerId(ctx.db, user.ssoID))) {
    problems.push("customerID: is not the signed-in user's customer");
  }
  if (!isSiteUrl(body.success_url, ctx.siteOrigins)) problems.push(`success_url: ${SITE_URL_PROBLEM}`);
  if (!isSiteUrl(body.cancel_url, ctx.siteOrigins)) problems.push(`cancel_url: ${SITE_URL_PROBLEM}`);

  const priceId = body.line_items[0]?.price ?? '';
  const found = await findPrice(ctx.db, priceId);
  if (!found) {
    problems.push(`line_items.0.price: no price '${priceId}'`);
  } else {
    if (!isPriceOnSale(found.price, now)) problems.push('line_items.0.price: is no longer on sale');
    if (found.pkg.id !== body.metadata.packageID) {
      problems.push(`metadata.packageID: price '${priceId}' belongs to package '${found.pkg.id}'`);
    }
    const mode = CHECKOUT_MODE_FOR_PRICE[found.price.type];
    if (body.mode !== mode) problems.push(`mode: must be '${mode}' for a ${found.price.type} price`);
  }

  // A coupon only with the signed token of the campaign link that named it (campaigns.ts), and
  // only one this supporter may use now.
  const discount = body.discounts?.[0];
  let coupon: Coupon | undefined;
  if (discount) {
    const named = discount.campaign
      ? await campaignCoupon(discount.campaign, await ctx.secret(), now)
      : undefined;
    if (!named || named !== discount.coupon.trim().toUpperCase()) {
      problems.push(
        'discounts.0.campaign: a coupon applies only from a campaign link the club sent, and this one is missing, altered or expired',
      );
    } else {
      coupon = await findCoupon(ctx.db, discount.coupon);
      const refusal = await couponRefusal(ctx.db, coupon, await couponAccount(ctx.db, user.ssoID), now);
      if (refusal) problems.push(`discounts.0.coupon: ${COUPON_REFUSALS[refusal]}`);
    }
  }

  if (problems.length > 0 || !found) throw badRequest(problems.join('; '));

  const checkout: Checkout = {
    id: newCheckoutId(),
    ssoId: user.ssoID,
    mode: body.mode,
    successUrl: body.success_url,
    cancelUrl: body.cancel_url,
    customerId: body.customerID ?? null,
    customerEmail: body.customerEmail ?? null,
    couponId: coupon?.id ?? null,
    allowPromotionCodes: body.allowPromotionCodes,
    metadata: body.metadata,
    item: checkoutItem(found, coupon),
    status: 'open',
    createdAt: now,
    expiresAt: checkoutExpiry(now, found.price.accessData.validUntil),
    completedAt: null,
  };
  await insertCheckout(ctx.db, checkout);
  return checkout;
}
