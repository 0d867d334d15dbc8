import { ACCOUNT_COOKIES } from '@club/shared/contracts';

/** The session identifier cookie the account site reads (spec 001 §8: "No _sa_sso_upid"). */
export const SESSION_COOKIE = ACCOUNT_COOKIES.session;
/**
 * The login cookie (spec 001 §9: "The login cookie is non-secure, on the club's domain"): the
 * signed auth_string that cookie auth checks. HttpOnly: the browser sends it with the call.
 */
export const AUTH_STRING_COOKIE = ACCOUNT_COOKIES.authString;
/** Readable, and no secret: that a session is there (see ACCOUNT_COOKIES). */
export const SESSION_PRESENT_COOKIE = ACCOUNT_COOKIES.present;

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Cognito's words for a bad email or password; the same text for both, so emails cannot be probed. */
export const SIGN_IN_FAILED_CODE = 'NotAuthorizedException';
export const SIGN_IN_FAILED_TITLE = 'Incorrect username or password.';

/** Spec 001 §8: the account site's refresh answers this message when it refuses. */
export const REFRESH_REFUSED_MESSAGE = 'invalid_request';
/** Spec 001 §8 "Other rejections": the refresh-token endpoint called without a refresh token. */
export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token found';
/** OAuth's word for a code that is unknown, used, expired or issued for another redirect_uri. */
export const CODE_REFUSED_MESSAGE = 'invalid_grant';

/**
 * The device cookie (sign-in-throttle.ts): set by a successful sign-in, it lets that browser past
 * the failures others make with the account's email. HttpOnly, signed, naming the account and the
 * browser.
 */
export const DEVICE_COOKIE = ACCOUNT_COOKIES.device;

/** Lifetimes of emailed codes, as the user pool has them: a day to confirm, an hour to reset. */
export const SIGN_UP_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
/** Wrong guesses a code survives; then it is spent and a new one must be asked for. */
export const MAX_CODE_ATTEMPTS = 5;

/** The account site's authorisation codes: one use, one minute, one redirect_uri. */
export const AUTH_CODE_TTL_MS = 60 * 1000;
