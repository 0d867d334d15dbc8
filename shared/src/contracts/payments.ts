import * as v from '@club/shared/schema';

/** Spec 001 §1: the payment methods the hosted checkout accepts, in the spec's order. */
export const ACCEPTED_PAYMENT_METHODS = [
  'Google Pay',
  'Apple Pay',
  'Visa',
  'Mastercard',
  'American Express',
] as const;

/** Spec 001 §7: checkout mode follows the price type. */
export const CHECKOUT_MODE_FOR_PRICE = { recurring: 'subscription', 'one-off': 'payment' } as const;

/** Spec 001 §8: the alert when the redirect to the hosted checkout fails. */
export const CHECKOUT_UNAVAILABLE_TEXT = 'Sorry, checkout is not currently available, please try again';
/** Spec 001 §8: the payments-provider list when it is empty or failed. */
export const NO_PACKAGES_TEXT = 'No packages available.';
/** Spec 001 §4: shown on the cards when a signed-out user tries to buy. */
export const MUST_LOG_IN_TO_PURCHASE_TEXT = 'You must be logged in to purchase';
/** Spec 001 §4, §6: the card button when the user already holds the package's entitlement. */
export const MANAGE_SUBSCRIPTIONS_TEXT = 'Manage Subscriptions';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`));
const required = (max: number) => v.pipe(text(max), v.minLength(1, 'is required'));
const absoluteUrl = v.pipe(v.string(), v.maxLength(2000), v.url('must be an absolute URL'));

/**
 * POST {payments}/create-checkout body (spec 001 §7 "Checkout body"). Exactly one line item of
 * quantity 1, and either customerID (a returning customer) or customerEmail. The server also checks
 * what the schema cannot: the bearer is metadata.userID, the price exists and matches mode and
 * packageID, the URLs are on the site's origins, the customer is the user's, the coupon came with
 * its campaign link and this user may use it now.
 */
export const createCheckoutRequest = v.pipe(
  v.strictObject({
    mode: v.picklist(['subscription', 'payment'], "must be 'subscription' or 'payment'"),
    success_url: absoluteUrl,
    cancel_url: absoluteUrl,
    metadata: v.strictObject({
      userID: required(200),
      userEmail: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('must be an email address')),
      packageDescription: text(2000),
      packageTitle: required(200),
      packageID: required(200),
    }),
    line_items: v.pipe(
      v.array(v.strictObject({ price: required(200), quantity: v.literal(1, 'must be 1') })),
      v.length(1, 'must hold exactly one item'),
    ),
    allowPromotionCodes: v.optional(v.boolean(), true),
    customerID: v.optional(required(200)),
    customerEmail: v.optional(
      v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('must be an email address')),
    ),
    /**
     * Spec 001 §7 "optional discounts with a coupon". Ours (issue 19): the coupon comes with the
     * signed token of the campaign link that named it (`?campaign=` on the site), without which
     * the services refuse it.
     */
    discounts: v.optional(
      v.pipe(
        v.array(v.strictObject({ coupon: required(100), campaign: v.optional(required(4096)) })),
        v.maxLength(1, 'takes at most one coupon'),
      ),
    ),
  }),
  v.forward(
    v.check(
      (body) => (body.customerID === undefined) !== (body.customerEmail === undefined),
      'give either customerID or customerEmail, not both',
    ),
    ['customerID'],
  ),
);
export type CreateCheckoutRequest = v.InferInput<typeof createCheckoutRequest>;
export type CreateCheckoutBody = v.InferOutput<typeof createCheckoutRequest>;

/**
 * The answer to create-checkout (spec 001 §7: "id, used to redirect to the hosted checkout"). The
 * hosted page is `{payments}/checkout/{id}`; `url` spells it out, as the real provider's does.
 */
export const createCheckoutResponse = v.looseObject({
  id: v.string(),
  url: v.optional(v.string()),
});
export type CreateCheckoutResponse = v.InferOutput<typeof createCheckoutResponse>;

/**
 * Ours (issue 19): the query parameter a campaign link lands on the site with, holding the token the
 * services signed for the campaign's coupon (`cpn` in its payload). The site forwards a coupon only
 * from such a link, never from any other address.
 */
export const CAMPAIGN_PARAM = 'campaign';

/** True for an IANA time zone this runtime knows ('Europe/Paris'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * POST {payments}/create-portal-redirect body (spec 001 §7). Ours: `timeZone`, the supporter's own
 * (the browser's), so the portal shows when access ends in their time; the club's (TIMEZONE) without it.
 */
export const createPortalRedirectRequest = v.strictObject({
  customerID: required(200),
  returnURL: absoluteUrl,
  timeZone: v.optional(v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, 'must be an IANA time zone'))),
});
export type CreatePortalRedirectRequest = v.InferInput<typeof createPortalRedirectRequest>;

/** The billing portal address to send the user to (spec 001 §7: "url"). */
export const createPortalRedirectResponse = v.looseObject({ url: v.string() });
export type CreatePortalRedirectResponse = v.InferOutput<typeof createPortalRedirectResponse>;

/**
 * One plan of the payments library's package list (spec 001 §3 "Subscription plan option").
 * Duration null means monthly (shown with 'p/m'); 'Yearly' marks a season plan. The site derives
 * PackageType (Listen or Watch) and Class (audio or video) from whether Title contains 'audio'.
 */
export const subscriptionPlanOption = v.looseObject({
  Id: v.string(),
  Title: v.string(),
  Body: v.string(),
  Duration: v.nullable(v.string()),
  AmountFormatted: v.string(),
  PurchaseUrl: v.string(),
});
export type SubscriptionPlanOption = v.InferOutput<typeof subscriptionPlanOption>;

/** GET {payments}/library/packages: "get subscription package list" (spec 001 §7). */
export const subscriptionPlanOptionsResponse = v.object({
  SubscriptionPlanOptions: v.array(subscriptionPlanOption),
});
export type SubscriptionPlanOptionsResponse = v.InferOutput<typeof subscriptionPlanOptionsResponse>;
