import * as v from '@club/shared/schema';

/** Spec 001 §5: the login email is trimmed and lowercased before sending. */
export const loginEmail = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('must be an email address'));

/** The longest password any call accepts (the policy itself is `PASSWORD_POLICY` in identity.ts). */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A password as it travels: present and of sane size. The password policy is the identity
 * layer's answer (InvalidPasswordException), not a malformed body.
 */
export const passwordField = v.pipe(
  v.string(),
  v.minLength(1, 'is required'),
  v.maxLength(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
);

/** POST {identity}/sign-in body: the identity layer's authenticate call (paths "not shown" in the spec). */
export const signInRequest = v.object({
  email: loginEmail,
  password: passwordField,
  /** Spec 001 §4: completes the new-password challenge when the account must change its password. */
  newPassword: v.optional(passwordField),
});
export type SignInRequest = v.InferOutput<typeof signInRequest>;

/**
 * Tokens as the account site answers a browser (spec 001 §3 "Session response"): sign-in, the
 * session endpoint and refresh by cookie. Spec 001 §3 lists a `refresh_token` too; this account
 * site never puts one where a page's script could read it. A browser's refresh credential is the
 * HttpOnly `_sa_sso_upid` cookie, which the answer sets again; `refresh_token_expires_utc` says
 * when that cookie (and the session) expires.
 */
export const sessionTokens = v.object({
  access_token: v.string(),
  access_token_expires_utc: v.string(),
  refresh_token_expires_utc: v.string(),
  message: v.string(),
});
export type SessionTokens = v.InferOutput<typeof sessionTokens>;

/**
 * The spec's full session response, with the rotated `refresh_token`: only for a caller that
 * presented a secret no page can read, the session identifier itself (`/api/session?session=`, a
 * server forwarding the browser's cookie) or the refresh token before (`/api/refresh` with a bearer
 * refresh token, `/api/refresh-token`). Such a caller is a server; the site itself never is one.
 */
export const serverSessionTokens = v.object({ ...sessionTokens.entries, refresh_token: v.string() });
export type ServerSessionTokens = v.InferOutput<typeof serverSessionTokens>;

/**
 * GET {account}/api/authenticated (spec 001 §7). `bypassed` is ours: spec 001 §6 has the flag
 * "come back from the server"; the account site says it here, so the summary can show it at once.
 */
export const authenticatedUser = v.object({
  userDisplayName: v.nullable(v.string()),
  ssoID: v.string(),
  email: v.string(),
  bypassed: v.optional(v.boolean()),
});
export type AuthenticatedUser = v.InferOutput<typeof authenticatedUser>;

/** Spec 001 §7 `user_agent_pass`: 'true' skips the check that the caller is the browser that signed in. */
const userAgentPass = v.optional(v.picklist(['true', 'false'], "must be 'true' or 'false'"), 'false');

/** GET {account}/api/session?session&user_agent_pass=true (spec 001 §7 "GET session endpoint"). */
export const sessionQuery = v.object({
  /** The `_sa_sso_upid` value; without it the cookie of that name is used. */
  session: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(512))),
  user_agent_pass: userAgentPass,
});
export type SessionQuery = v.InferOutput<typeof sessionQuery>;

/**
 * The `cookieData` a browser posts to cookie auth: the name of the HttpOnly `_sa_sso_auth` cookie,
 * which the browser sends along with the request and page scripts cannot read; the account
 * service checks the value of that cookie.
 */
export const COOKIE_DATA_FROM_BROWSER = '_sa_sso_auth';

/** POST {account}/api/cookie-auth body (spec 001 §7 "POST cookie-auth endpoint", §5 "Cookie authentication"). */
export const cookieAuthRequest = v.object({
  data: v.object({
    attributes: v.object({
      /**
       * The signed `auth_string` of the `_sa_sso_auth` cookie, as a server forwarding the cookie
       * posts it; or COOKIE_DATA_FROM_BROWSER, as the site posts it with credentials.
       */
      cookieData: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(4096)),
    }),
  }),
});
export type CookieAuthRequest = v.InferOutput<typeof cookieAuthRequest>;

/** GET {account}/api/auth?code&redirect_uri (spec 001 §7 "GET auth endpoint"): the authorisation-code exchange. */
export const authCodeQuery = v.object({
  code: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(512)),
  redirect_uri: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(2048)),
});
export type AuthCodeQuery = v.InferOutput<typeof authCodeQuery>;

/** GET {account}/api/refresh-token?refresh_token&user_agent_pass (spec 001 §7 "GET refresh-token endpoint"). */
export const refreshTokenQuery = v.object({
  refresh_token: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(512)),
  user_agent_pass: userAgentPass,
});
export type RefreshTokenQuery = v.InferOutput<typeof refreshTokenQuery>;

const exchangeTokens = {
  FirstName: v.nullable(v.string()),
  access_token: v.string(),
  access_token_expires_utc: v.string(),
  refresh_token_expires_utc: v.string(),
};

/**
 * The authorisation-code and cookie-auth answers (spec 001 §3: "success, message and a response
 * with FirstName, access_token, refresh_token and their expiry times"), which a page reads: with no
 * `refresh_token` (see sessionTokens); the browser renews with its HttpOnly session cookie.
 */
export const authExchangeResponse = v.object({
  success: v.literal(true),
  message: v.string(),
  response: v.object(exchangeTokens),
});
export type AuthExchangeResponse = v.InferOutput<typeof authExchangeResponse>;

/** The refresh-token endpoint's answer: its caller presented a refresh token, and gets the rotated one. */
export const refreshTokenExchangeResponse = v.object({
  success: v.literal(true),
  message: v.string(),
  response: v.object({ ...exchangeTokens, refresh_token: v.string() }),
});
export type RefreshTokenExchangeResponse = v.InferOutput<typeof refreshTokenExchangeResponse>;

/**
 * POST {account}/api/code body: a one-time authorisation code for the caller's session (bearer
 * access token), bound to `redirect_uri`, an address on the site. It is the "session token" spec
 * 001 §4's redirect with a return address appends: short-lived and single use, where an access
 * token in an address would be left in histories and logs.
 */
export const sessionCodeRequest = v.object({
  redirect_uri: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(2048)),
});
export type SessionCodeRequest = v.InferOutput<typeof sessionCodeRequest>;
export const sessionCodeResponse = v.object({ code: v.string() });
export type SessionCodeResponse = v.InferOutput<typeof sessionCodeResponse>;

/** A refused exchange (400): `invalid_grant` for a code, `invalid_request` for a refresh token (spec 001 §8). */
export const authExchangeRefusal = v.object({ success: v.literal(false), message: v.string() });
export type AuthExchangeRefusal = v.InferOutput<typeof authExchangeRefusal>;

/** Spec 001 §8 texts the account site's refusals carry as `errors[0].title`. */
export const ACCOUNT_MESSAGES = {
  /** Cookie auth: the auth_string's signature does not hold ('Could not log in. Cookie auth_string tampered with'). */
  cookieTampered: 'Cookie auth_string tampered with',
  /** The session endpoint knows no such session (or it ended). */
  noSessionData: 'No Session Data',
  /** The session endpoint was called with no session identifier at all. */
  noSessionCookie: 'No user session found. No _sa_sso_upid',
} as const;

/**
 * The account service's cookies (services/README.md "Cookies"), set and cleared together: the
 * session identifier and the signed auth_string, both HttpOnly, so page scripts never see either;
 * and `_sa_sso_session`, which holds no secret ('1'), so the site can tell without a call whether
 * there is a session to restore (spec 001 §4 sign-in sequence step 1).
 */
export const ACCOUNT_COOKIES = {
  session: '_sa_sso_upid',
  authString: '_sa_sso_auth',
  present: '_sa_sso_session',
  /**
   * HttpOnly too, and kept after logging out (issue 19): that this browser signed in to the account
   * before, so others' failed sign-ins with the account's email do not hold it back.
   */
  device: '_sa_sso_device',
} as const;

/** The error codes that go with ACCOUNT_MESSAGES. */
export const ACCOUNT_ERRORS = {
  cookieTampered: 'auth_string_tampered',
  noSession: 'no_session',
} as const;

/**
 * The hosted account-site pages (spec 001 §2 "External account-site pages"), relative to the
 * `account` base URL, and the query parameters the site's links carry (§2 "Account site links").
 */
export const ACCOUNT_SITE_PATHS = {
  signIn: '/sign-in',
  register: '/register',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  logout: '/logout',
} as const;

const flag = v.optional(v.picklist(['true', 'false'], "must be 'true' or 'false'"));
const linkUrl = v.optional(v.pipe(v.string(), v.maxLength(2048)));

/**
 * The query of every account-site link (spec 001 §2): tenant id, return URL, success redirect,
 * loginSuccess=true and mandatory=true on login, forcelogout=true and logoutSuccess=true on logout,
 * form=short|long on register. `redirect_uri` (with an optional `state`) asks for the code flow.
 */
export const accountLinkQuery = v.object({
  tenant: v.optional(v.pipe(v.string(), v.maxLength(128))),
  returnUrl: linkUrl,
  successRedirect: linkUrl,
  loginSuccess: flag,
  logoutSuccess: flag,
  mandatory: flag,
  forcelogout: flag,
  form: v.optional(v.picklist(['short', 'long'], "must be 'short' or 'long'")),
  redirect_uri: linkUrl,
  state: v.optional(v.pipe(v.string(), v.maxLength(512))),
  email: v.optional(v.pipe(v.string(), v.maxLength(320))),
});
export type AccountLinkQuery = v.InferOutput<typeof accountLinkQuery>;
