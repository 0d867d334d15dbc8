import * as v from '@club/shared/schema';

/** Spec 001 §7: the two package lists the site asks the streamline service for. */
export const PACKAGE_TYPES = ['membership', 'match-pass'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Spec 001 §3 "Price entry": a recurring price is bought as a subscription, a one-off as a payment. */
export const PRICE_TYPES = ['recurring', 'one-off'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Spec 001 §3 "StyleData". */
export const PACKAGE_DISPLAY_TYPES = ['icon-only', 'background-image'] as const;

/** Spec 001 §8: what the two package lists show when they are empty or their fetch failed. */
export const NO_SUBSCRIPTIONS_TEXT = 'There are currently no Subscriptions available.';
export const NO_MATCH_PASSES_TEXT = 'There are currently no Match Passes available.';

/** GET {streamline}/packages query (spec 001 §7): `filter.packageType` is required. */
export const packagesQuery = v.object({
  'filter.packageType': v.picklist(PACKAGE_TYPES, `must be one of ${PACKAGE_TYPES.join(', ')}`),
});
export type PackagesQuery = v.InferOutput<typeof packagesQuery>;

/**
 * One price of a package (spec 001 §3 "Price entry"). `offer` and `furtherInformation` (HTML, the
 * back of the card) may be empty. Designed beyond the spec: `amount` in minor units, `currency`,
 * `interval` for recurring prices, and `accessData.validUntil` when a one-off price's access ends.
 */
export const priceEntry = v.looseObject({
  id: v.string(),
  type: v.picklist(PRICE_TYPES),
  priceDisplay: v.string(),
  offer: v.nullable(v.string()),
  furtherInformation: v.nullable(v.string()),
  accessData: v.looseObject({
    entitlements: v.array(v.string()),
    validUntil: v.optional(v.nullable(v.string())),
  }),
  amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  currency: v.optional(v.string()),
  interval: v.optional(v.nullable(v.picklist(['month', 'year']))),
});
export type PriceEntry = v.InferOutput<typeof priceEntry>;

/** Spec 001 §3 "StyleData": an icon card or a card over a background image (600x900). */
export const packageStyleData = v.looseObject({
  displayType: v.picklist(PACKAGE_DISPLAY_TYPES),
  icon: v.nullable(v.string()),
  customLabel: v.nullable(v.string()),
  styleMode: v.string(),
  backgroundImageKey: v.nullable(v.string()),
});
export type PackageStyleData = v.InferOutput<typeof packageStyleData>;

/**
 * A package (spec 001 §3 "Package"). `imageData.imageKey` is the 800x450 card image. The payment
 * pages are paths on the site ("each package carries its own success and cancel page"); the site
 * makes them absolute with its own origin before sending them as success_url and cancel_url.
 */
export const packageDocument = v.looseObject({
  id: v.string(),
  type: v.optional(v.string()),
  attributes: v.looseObject({
    title: v.string(),
    description: v.string(),
    packageType: v.optional(v.picklist(PACKAGE_TYPES)),
    priceData: v.array(priceEntry),
    styleData: packageStyleData,
    /** The package group the packages page's switcher files it under (PackageGroup.id); none: every group. */
    groupId: v.optional(v.nullable(v.string())),
    imageData: v.looseObject({ imageKey: v.string() }),
    successfulPaymentPage: v.string(),
    cancelledPaymentPage: v.string(),
  }),
});
export type PackageDocument = v.InferOutput<typeof packageDocument>;

/** GET {streamline}/packages?filter.packageType=... (spec 001 §7: "data array"). */
export const packagesResponse = v.object({ data: v.array(packageDocument) });
export type PackagesResponse = v.InferOutput<typeof packagesResponse>;

/** Spec 001 §2: "On the packages page a switcher offers up to three package groups". */
export const MAX_PACKAGE_GROUPS = 3;

/**
 * A package group (spec 001 §2; its shape is ours, like the streamline documents): a title for the
 * switcher and its place in it, ascending.
 */
export const packageGroup = v.looseObject({
  id: v.string(),
  type: v.optional(v.string()),
  attributes: v.looseObject({
    title: v.string(),
    orderPosition: v.number(),
  }),
});
export type PackageGroup = v.InferOutput<typeof packageGroup>;

/** GET {streamline}/package-groups: every group, by orderPosition. */
export const packageGroupsResponse = v.object({ data: v.array(packageGroup) });
export type PackageGroupsResponse = v.InferOutput<typeof packageGroupsResponse>;

/**
 * GET {streamline}/users/entitlements/{ssoID} (spec 001 §3 "Entitlements response", §7). A 404
 * means no subscriptions. `stripeCustomerID` is null until the user's first purchase.
 */
export const entitlementsResponse = v.object({
  data: v.looseObject({
    attributes: v.looseObject({
      userID: v.string(),
      entitlements: v.array(v.string()),
      stripeCustomerID: v.nullable(v.string()),
    }),
  }),
});
export type EntitlementsResponse = v.InferOutput<typeof entitlementsResponse>;
