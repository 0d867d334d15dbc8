import { isApiError, serviceUrl } from '@club/shared/api';
import {
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
import { COUPON_PARAM } from '../constants.ts';

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

/** Spec 001 §6: the user holds one of the entitlements the price gives. */
export function holdsPrice(price: PriceEntry, entitlements: readonly string[] | null): boolean {
  return price.accessData.entitlements.some((code) => entitlements?.includes(code));
}

/** The package's success or cancel page made absolute on this site (spec 001 §2, §7). */
const onThisSite = (path: string) => new URL(path, window.location.origin).href;

/** The coupon a campaign link put in the address (`?coupon=`), in capitals; null when none. */
function couponFrom(search: string): string | null {
  const coupon = new URLSearchParams(search).get(COUPON_PARAM)?.trim().toUpperCase();
  return coupon || null;
}

/**
 * The create-checkout body of spec 001 §7 "Checkout body" for one price of a package, with the
 * optional discount of a coupon.
 */
export function checkoutBody(
  pkg: PackageDocument,
  price: PriceEntry,
  coupon: string | null,
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
    ...(coupon ? { discounts: [{ coupon }] } : {}),
  };
}

/**
 * Creates the checkout; when the payments service refuses the body of a checkout with a coupon (a
 * campaign's coupon that has ended), the supporter still gets to the checkout, without the coupon,
 * where a promotion code can be typed.
 */
async function createCheckoutFor(pkg: PackageDocument, price: PriceEntry) {
  const coupon = couponFrom(window.location.search);
  const body = checkoutBody(pkg, price, coupon);
  try {
    return await createCheckout(body);
  } catch (error) {
    if (!(coupon && isApiError(error) && error.kind === 'http' && error.status === 400)) throw error;
    console.warn(`[mfe-account] the coupon ${coupon} was refused; checking out without it`);
    return createCheckout(checkoutBody(pkg, price, null));
  }
}

/**
 * Spec 001 §4 "Checkout": a held package opens the account panel ('Manage Subscriptions'); signed
 * out, the login prompt opens and the cards say 'You must be logged in to purchase'; otherwise the
 * checkout is created and the browser goes to the hosted checkout. When that fails the card says
 * 'Sorry, checkout is not currently available, please try again' and the failure is logged.
 */
export async function buy(pkg: PackageDocument, price: PriceEntry): Promise<void> {
  const user = $user.get();
  if (user.loggedIn && holdsPrice(price, user.entitlements)) {
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
