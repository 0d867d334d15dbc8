/**
 * The voucher form's own words, once, for both places it shows (the packages widget's voucher
 * overlay and the streamer site's 'Redeem a voucher code' section). What the services answer a
 * code with is VOUCHER_MESSAGES in @club/shared/contracts, the same words the services use; the
 * headings and intros around the form come from each page's own data.
 */

/** Ours: the field and the default button (a page's data may name the button: streamer config). */
export const VOUCHER_FIELD_LABEL = 'Voucher code';
export const VOUCHER_SUBMIT_LABEL = 'Redeem';
export const VOUCHER_REDEEMING_LABEL = 'Redeeming your voucher code';
/** Ours: a voucher is redeemed to an account, so signed out the form asks to log in first. */
export const VOUCHER_LOG_IN_TEXT = 'Log in to redeem your voucher code.';
/** Ours: the services could not be reached, or answered something unexpected. */
export const VOUCHER_FAILED_TEXT = 'Your voucher code could not be redeemed just now. Please try again.';
