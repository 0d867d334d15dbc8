/** The session identifier cookie the account site reads (spec 001 §8: "No _sa_sso_upid"). */
export const SESSION_COOKIE = '_sa_sso_upid';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Cognito's words for a bad email or password; the same text for both, so emails cannot be probed. */
export const SIGN_IN_FAILED_CODE = 'NotAuthorizedException';
export const SIGN_IN_FAILED_TITLE = 'Incorrect username or password.';

/** Spec 001 §8: the account site's refresh answers this message when it refuses. */
export const REFRESH_REFUSED_MESSAGE = 'invalid_request';
