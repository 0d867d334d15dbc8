import * as v from 'valibot';

/** Spec 001 §5: the login email is trimmed and lowercased before sending. */
export const loginEmail = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('must be an email address'));

/** POST {identity}/sign-in body: the identity layer's authenticate call (paths "not shown" in the spec). */
export const signInRequest = v.object({
  email: loginEmail,
  password: v.pipe(v.string(), v.minLength(1, 'is required')),
  newPassword: v.optional(v.pipe(v.string(), v.minLength(8, 'must be at least 8 characters'))),
});
export type SignInRequest = v.InferOutput<typeof signInRequest>;

/** Tokens as the account site's session endpoint answers them (spec 001 §3 "Session response"). */
export const sessionTokens = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  access_token_expires_utc: v.string(),
  refresh_token_expires_utc: v.string(),
  message: v.string(),
});
export type SessionTokens = v.InferOutput<typeof sessionTokens>;

/** GET {account}/api/authenticated (spec 001 §7). */
export const authenticatedUser = v.object({
  userDisplayName: v.nullable(v.string()),
  ssoID: v.string(),
  email: v.string(),
});
export type AuthenticatedUser = v.InferOutput<typeof authenticatedUser>;
