/**
 * The packages widget's texts and numbers, each named once. The spec's texts that other remotes or
 * the services share live in @club/shared/contracts (NO_SUBSCRIPTIONS_TEXT, MANAGE_SUBSCRIPTIONS_TEXT
 * ...); these are the widget's own. Quoted ones say where; the rest are ours.
 */

/** Spec 001 §2 "Packages widget": the two tabs. */
export const SUBSCRIPTIONS_TAB = 'Subscriptions';
export const MATCH_PASSES_TAB = 'Match passes';

/** Spec 001 §2 "Subscribe packages overlay". */
export const PACKAGES_MODAL_TITLE = 'Choose a subscription packages';

/** Spec 001 §2 "Package card": 480 px high, plus 80 px per price beyond two; the image and background sizes. */
export const CARD_MIN_HEIGHT_PX = 480;
export const CARD_HEIGHT_PER_EXTRA_PRICE_PX = 80;
export const CARD_PRICES_INCLUDED = 2;
export const CARD_IMAGE_BOX = { width: 800, height: 450 } as const;
export const CARD_BACKGROUND_BOX = { width: 600, height: 900 } as const;

/** Ours: the widget's heading, buttons and notes. */
export const PACKAGES_HEADING = 'Available Packages';
export const PACKAGE_TABS_LABEL = 'Package types';
export const PACKAGE_GROUPS_LABEL = 'Package group';
export const LOADING_PACKAGES_LABEL = 'Loading packages';
export const BUY_LABEL = 'Buy';
/** A price that grants more than the supporter holds, some of it held already (issue 19). */
export const UPGRADE_LABEL = 'Upgrade';
export const MORE_INFORMATION_LABEL = 'More information';
export const BACK_TO_PACKAGE_LABEL = 'Back to the package';
export const PRICE_LIST_LABEL = 'Prices';
export const CLOSE_LABEL = 'Close';
export const REDIRECTING_LABEL = 'Taking you to the secure checkout';
export const PAYMENT_SUCCESS_HEADING = 'Thank you for your purchase';
export const paymentSuccessText = (title: string) => `You now have ${title}. Enjoy watching.`;
export const PAYMENT_CANCELLED_HEADING = 'Payment cancelled';
export const PAYMENT_CANCELLED_TEXT = 'Your payment was cancelled. Nothing has been charged.';
/** Back to the page a purchase started from (spec 001 §4 "Redirect with return address"). */
export const RETURN_TO_PAGE_LABEL = 'Continue where you left off';

/** The query the package's success and cancel pages carry (services' packages seed). */
export const PAYMENT_PARAM = 'payment';
export const PACKAGE_PARAM = 'package';

/**
 * Spec 001 §2 "Packages widget": the voucher entry overlay (full screen) and its opener. The form
 * inside is the site's one voucher form (voucher-form.tsx, also the voucherForm piece).
 */
export const VOUCHER_OPEN_LABEL = 'Redeem a voucher code';
export const VOUCHER_TITLE = 'Redeem a voucher code';
export const VOUCHER_TEXT = 'Been given a voucher code? Enter it here to redeem your pass.';
/** The background lock's reason while the voucher overlay is open (spec 001 §4 "Voucher overlay"). */
export const VOUCHER_LOCK_REASON = 'voucher';

// The voucher form's own words, once, for both places it shows (the voucher overlay and the
// streamer site's 'Redeem a voucher code' section). What the services answer a code with is
// VOUCHER_MESSAGES in @club/shared/contracts, the same words the services use; the headings and
// intros around the form come from each page's own data.
/** Ours: the field and the default button (a page's data may name the button: streamer config). */
export const VOUCHER_FIELD_LABEL = 'Voucher code';
export const VOUCHER_SUBMIT_LABEL = 'Redeem';
export const VOUCHER_REDEEMING_LABEL = 'Redeeming your voucher code';
/** Ours: a voucher is redeemed to an account, so signed out the form asks to log in first. */
export const VOUCHER_LOG_IN_TEXT = 'Log in to redeem your voucher code.';
/** Ours: the services could not be reached, or answered something unexpected. */
export const VOUCHER_FAILED_TEXT = 'Your voucher code could not be redeemed just now. Please try again.';

/** Spec 001 §3 "Membership (video)": ours, the section's heading and the words for a membership held. */
export const MEMBERSHIPS_HEADING = 'Memberships';
export const MEMBERSHIP_BENEFITS_LABEL = 'Benefits';
export const CURRENT_MEMBERSHIP_TEXT = 'Your membership';
/** Ours: a membership's picture (as a package card's, 800x450) and its logo. */
export const MEMBERSHIP_IMAGE_BOX = CARD_IMAGE_BOX;
export const MEMBERSHIP_LOGO_BOX = { width: 64, height: 64 } as const;

/** Spec 001 §3 "Subscription plan option": what a plan is, from whether its title says 'audio'. */
export const PLAN_KINDS = {
  audio: { packageType: 'Listen', className: 'audio' },
  video: { packageType: 'Watch', className: 'video' },
} as const;
/** Spec 001 §3: a monthly price (Duration null) shows with 'p/m'. */
export const PER_MONTH_SUFFIX = 'p/m';
/** Ours: the plan list's heading and purchase link. */
export const PLANS_HEADING = 'Choose your plan';
export const PLAN_PURCHASE_LABEL = 'Buy now';
