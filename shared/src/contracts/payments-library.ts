import * as v from '@club/shared/schema';

/** Spec 001 §4 "Access result for video": the payments library's session statuses. */
export const ACCESS_STATUS = {
  success: -1,
  notLoggedIn: 0,
  noSubscription: 1,
  insufficientEntitlements: 2,
  blocked: 3,
} as const;
export type AccessStatus = (typeof ACCESS_STATUS)[keyof typeof ACCESS_STATUS];

const UPGRADE_AND_CONTACT =
  'Please upgrade or read our faqs. If you think this is a mistake please contact support.';

/** Spec 001 §8 "Player access messages", by status; -1 (success) has no message in the spec. */
export const ACCESS_MESSAGES = {
  [ACCESS_STATUS.success]: 'success',
  [ACCESS_STATUS.notLoggedIn]: 'Please Log In to access this',
  [ACCESS_STATUS.noSubscription]: `Sorry but you do not have any subscriptions. ${UPGRADE_AND_CONTACT}`,
  [ACCESS_STATUS.insufficientEntitlements]: `Sorry but you are not subscribed to this stream. ${UPGRADE_AND_CONTACT}`,
  [ACCESS_STATUS.blocked]:
    'Your account has been blocked by an administrator. If you think this is a mistake please contact support.',
} as const satisfies Record<AccessStatus, string>;

/** Spec 001 §8: the message for any other status. */
export const accessProblemMessage = (status: number | string) =>
  `Sorry, there has been a problem accessing this stream. Please contact support with the following info: ${status}`;

/**
 * GET {payments}/library/session/{entryId} (spec 001 §7 "Payments library: get session for an
 * entry id"): Status, and KSession (a playback token for the entry) when Status is -1. Message is ours.
 */
export const paymentsSessionResponse = v.looseObject({
  Status: v.number(),
  KSession: v.optional(v.string()),
  Message: v.string(),
});
export type PaymentsSessionResponse = v.InferOutput<typeof paymentsSessionResponse>;

/**
 * GET {payments}/library/session-state (spec 001 §7 "Session-state lookup", path not shown; spec
 * 001 §3 "Payment-provider session state"): the customer with a comma-separated entitlement
 * string, and the session token (izSession) the player is given once ready.
 */
export const paymentsSessionState = v.looseObject({
  Customer: v.looseObject({
    Id: v.string(),
    FirstName: v.string(),
    LastName: v.string(),
    /** Comma-separated package codes, '' when none. */
    Entitlements: v.string(),
  }),
  izSession: v.string(),
});
export type PaymentsSessionState = v.InferOutput<typeof paymentsSessionState>;

/**
 * The request header that carries an izSession (ours: spec 001 shows no path or header). The player
 * renews its playback through the payments library with the izSession it was handed once ready:
 * `GET {payments}/library/session/{entryId}` with this header answers for the account the izSession
 * names, as the bearer would.
 */
export const PAYMENTS_SESSION_HEADER = 'x-iz-session';
