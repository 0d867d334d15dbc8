// Voucher redemption (issue 19, beyond spec 001 §7 "Voucher redemption makes no call", as StreamAMG
// and club services do): a supporter signed in posts a one-time code to the streamline service,
// which grants the pass or period the code names at once. The services' refusals carry these codes
// and words; the site shows the same words, so both say the same thing.
import * as v from '@club/shared/schema';

/** POST {streamline}/vouchers/redeem body, with the supporter's bearer. Not checked in the browser. */
export const redeemVoucherRequest = v.object({
  data: v.object({
    attributes: v.object({
      code: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(64, 'is too long')),
    }),
  }),
});
export type RedeemVoucherRequest = v.InferInput<typeof redeemVoucherRequest>;

/** 200: what the code granted, in words, its package codes and when that access ends. */
export const redeemVoucherResponse = v.object({
  data: v.looseObject({
    attributes: v.looseObject({
      label: v.string(),
      entitlements: v.array(v.string()),
      accessEndsAt: v.string(),
    }),
  }),
});
export type RedeemVoucherResponse = v.InferOutput<typeof redeemVoucherResponse>;

/** The refusals' error codes: no such code, used already, past its date, too many tries. */
export const VOUCHER_ERRORS = {
  unknown: 'voucher_unknown',
  used: 'voucher_used',
  expired: 'voucher_expired',
  attempts: 'voucher_attempts',
} as const;
export type VoucherErrorCode = (typeof VOUCHER_ERRORS)[keyof typeof VOUCHER_ERRORS];

/** The words of each answer, once, for the services' refusals and the site's voucher form. */
export const VOUCHER_MESSAGES = {
  unknown: 'This voucher code is not valid. Check it and try again.',
  used: 'This voucher code has already been used.',
  expired: 'This voucher code has expired.',
  attempts: (seconds: number) =>
    `Too many voucher codes have been tried. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`,
  invalid: 'Enter the voucher code as it is printed.',
  redeemed: (label: string) => `Voucher redeemed: ${label}. It is in your account now.`,
} as const;
