// The packages widget's CMS data (spec 001 §2 "Packages widget: Widget data") and the video
// memberships (spec 001 §3 "Membership (video)"), read from the general web API. Shapes "not
// shown" beyond their field names; services/README.md describes them.
import * as v from '@club/shared/schema';
import { packageStyleData } from './streamline.ts';

/** The widget's and its footer's colour schemes (spec 001 §2 style, footerStyle; the values are ours). */
export const PACKAGES_WIDGET_STYLES = ['light', 'dark'] as const;
export type PackagesWidgetStyle = (typeof PACKAGES_WIDGET_STYLES)[number];

/**
 * Spec 001 §3 "Package kinds implied by images: yearly audio, monthly audio, video": the payment
 * provider's plans by kind, each drawn with its own StyleData.
 */
export const PLAN_PICTURE_KINDS = ['yearly-audio', 'monthly-audio', 'video'] as const;
export type PlanPictureKind = (typeof PLAN_PICTURE_KINDS)[number];

/** Spec 001 §2 "Widget data": the packages widget's texts, links and styles, as the CMS holds them. */
export const packagesWidgetData = v.looseObject({
  title: v.string(),
  style: v.picklist(PACKAGES_WIDGET_STYLES),
  footerStyle: v.picklist(PACKAGES_WIDGET_STYLES),
  noSubscriptionsText: v.string(),
  noMatchPassesText: v.string(),
  /** The first call to action: its text and its button, which opens the voucher entry. */
  cta1Text: v.string(),
  cta1ButtonCta: v.string(),
  /** The second call to action: its text, its button and where the button goes. */
  cta2Text: v.string(),
  cta2ButtonCta: v.string(),
  cta2ButtonLink: v.string(),
  voucherTitle: v.string(),
  voucherText: v.string(),
  voucherButton: v.string(),
  /** The payment provider's plan pictures by kind (StyleData of spec 001 §3). */
  planStyles: v.object({
    'yearly-audio': packageStyleData,
    'monthly-audio': packageStyleData,
    video: packageStyleData,
  }),
});
export type PackagesWidgetData = v.InferOutput<typeof packagesWidgetData>;

/** GET {webApi}/v1/packages-widget. */
export const packagesWidgetResponse = v.object({ data: packagesWidgetData });
export type PackagesWidgetResponse = v.InferOutput<typeof packagesWidgetResponse>;

const hexColour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as #0b1f3a'));

/**
 * Spec 001 §3 "Membership (video)": two memberships, subscriber and free (Watch Free), each with
 * every field the spec lists. Image fields are image-library keys; `mappedEntitlements` the
 * package codes that make a viewer a member; `benefitIcons` one of the named icons per benefit.
 */
export const membership = v.looseObject({
  membershipID: v.string(),
  title: v.string(),
  description: v.string(),
  buttonText: v.string(),
  buttonLink: v.string(),
  loginButtonText: v.string(),
  lockedVideoTitle: v.string(),
  lockedVideoMessage: v.string(),
  renderLabel: v.nullable(v.string()),
  orderPosition: v.number(),
  displayImage: v.nullable(v.string()),
  logo: v.nullable(v.string()),
  backgroundColour: hexColour,
  textColour: hexColour,
  mappedEntitlements: v.array(v.string()),
  benefits: v.array(v.string()),
  benefitIcons: v.array(v.string()),
});
export type Membership = v.InferOutput<typeof membership>;

/** GET {webApi}/v1/memberships: the memberships, in the CMS's order (the site sorts by orderPosition). */
export const membershipsResponse = v.object({ data: v.array(membership) });
export type MembershipsResponse = v.InferOutput<typeof membershipsResponse>;
