import { isApiError, serviceUrl } from '@club/shared/api';
import {
  CAMPAIGN_PARAM,
  CHECKOUT_MODE_FOR_PRICE,
  type CreateCheckoutRequest,
  MUST_LOG_IN_TO_PURCHASE_TEXT,
  type PackageDocument,
  type PriceEntry,
} from '@club/shared/contracts';
import { $user, closePackages, openAccountHeader, openLoginPrompt } from '@club/shared/stores';
import { atom } from 'nanostores';
import { navigateTo } from '../../../lib/navigate.ts';
import { storeReturnAddress } from '../../../lib/return-address.ts';
import { createCheckout } from '../api/create-checkout.ts';

/**
 * What the widget says about buying: nothing; the signed-out note on the cards; the checkout is
 * on its way (the button waits); or the checkout could not be created.
 */
export type CheckoutState =
  | { kind: 'idle' }
  | { kind: 'must-log-in' }
  | { kind: 'redirecting'; priceId: string }
  | { kind: 'unavailable'; priceId: string };

export const $checkout = atom<CheckoutState>({ kind: 'idle' });

/**
 * What the supporter holds of what a price grants (issue 19): everything ('held': spec 001 §6's
 * 'Manage Subscriptions'), part of it ('partial': the price is an upgrade, such as the season pass
 * over the monthly one or video with commentary over video alone), or none of it.
 */
export type PriceHolding = 'held' | 'partial' | 'none';

export function priceHolding(price: PriceEntry, entitlements: readonly string[] | null): PriceHolding {
  const codes = price.accessData.entitlements;
  const holding = codes.filter((code) => entitlements?.includes(code)).length;
  if (codes.length > 0 && holding === codes.length) return 'held';
  return holding > 0 ? 'partial' : 'none';
}

/** The package's success or cancel page made absolute on this site (spec 001 §2, §7). */
const onThisSite = (path: string) => new URL(path, window.location.origin).href;

/** A coupon, with the signed token of the campaign link that named it. */
export interface CampaignDiscount {
  coupon: string;
  campaign: string;
}

/** The coupon a campaign token names (its `cpn` claim), read without checking it: the services check it. */
function couponOfCampaign(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { cpn?: unknown };
    return typeof claims.cpn === 'string' && claims.cpn !== '' ? claims.cpn : null;
  } catch {
    return null;
  }
}

/**
 * The discount of the campaign link the supporter came by (`?campaign=`, a token the services
 * signed); null without one. Nothing else in the address is forwarded as a coupon (issue 19).
 */
function campaignFrom(search: string): CampaignDiscount | null {
  const campaign = new URLSearchParams(search).get(CAMPAIGN_PARAM)?.trim();
  if (!campaign) return null;
  const coupon = couponOfCampaign(campaign);
  if (!coupon) console.warn('[mfe-account] the campaign link is not one the club sent; no coupon applied');
  return coupon ? { coupon, campaign } : null;
}

/**
 * The create-checkout body of spec 001 §7 "Checkout body" for one price of a package, with the
 * optional discount of a campaign link's coupon.
 */
export function checkoutBody(
  pkg: PackageDocument,
  price: PriceEntry,
  discount: CampaignDiscount | null,
): CreateCheckoutRequest {
  const user = $user.get();
  const { attributes } = pkg;
  return {
    mode: CHECKOUT_MODE_FOR_PRICE[price.type],
    success_url: onThisSite(attributes.successfulPaymentPage),
    cancel_url: onThisSite(attributes.cancelledPaymentPage),
    metadata: {
      userID: user.ssoID ?? '',
      userEmail: user.email ?? '',
      packageDescription: attributes.description,
      packageTitle: attributes.title,
      packageID: pkg.id,
    },
    line_items: [{ price: price.id, quantity: 1 }],
    allowPromotionCodes: true,
    ...(user.stripeCustomerID ? { customerID: user.stripeCustomerID } : { customerEmail: user.email ?? '' }),
    ...(discount ? { discounts: [discount] } : {}),
  };
}

/**
 * Creates the checkout; when the payments service refuses the body of a checkout with a coupon (a
 * campaign that has ended, a coupon this supporter may not use), the supporter still gets to the
 * checkout, without the coupon, where a promotion code can be typed.
 */
async function createCheckoutFor(pkg: PackageDocument, price: PriceEntry) {
  const discount = campaignFrom(window.location.search);
  const body = checkoutBody(pkg, price, discount);
  try {
    return await createCheckout(body);
  } catch (error) {
    if (!(discount && isApiError(error) && error.kind === 'http' && error.status === 400)) throw error;
    console.warn(`[mfe-account] the coupon ${discount.coupon} was refused; checking out without it`);
    return createCheckout(checkoutBody(pkg, price, null));
  }
}

/**
 * Spec 001 §4 "Checkout": a price whose every grant is held opens the account panel ('Manage
 * Subscriptions'); one held in part is an upgrade and checks out at its price like any other; signed
 * out, the login prompt opens and the cards say 'You must be logged in to purchase'; otherwise the
 * checkout is created and the browser goes to the hosted checkout. When that fails the card says
 * 'Sorry, checkout is not currently available, please try again' and the failure is logged.
 */
export async function buy(pkg: PackageDocument, price: PriceEntry): Promise<void> {
  const user = $user.get();
  if (user.loggedIn && priceHolding(price, user.entitlements) === 'held') {
    // From the packages overlay, the panel takes its place rather than opening beneath it.
    closePackages();
    openAccountHeader();
    return;
  }
  if (!user.loggedIn) {
    $checkout.set({ kind: 'must-log-in' });
    openLoginPrompt(MUST_LOG_IN_TO_PURCHASE_TEXT);
    return;
  }
  if ($checkout.get().kind === 'redirecting') return;
  $checkout.set({ kind: 'redirecting', priceId: price.id });
  try {
    const checkout = await createCheckoutFor(pkg, price);
    // The payment pages can lead back here (spec 001 §4 "Redirect with return address"); on this
    // site the session cookie signs the supporter in, so no token goes with it.
    const { pathname, search, hash } = window.location;
    storeReturnAddress(`${pathname}${search}${hash}`, { suppressSessionToken: true });
    navigateTo(checkout.url ?? serviceUrl('payments', `/checkout/${encodeURIComponent(checkout.id)}`));
  } catch (error) {
    console.error('[mfe-account] the checkout could not be created', error);
    $checkout.set({ kind: 'unavailable', priceId: price.id });
  }
}

/** Clears the signed-out note once the user has signed in. */
export function clearCheckoutNote(): void {
  $checkout.set({ kind: 'idle' });
}
