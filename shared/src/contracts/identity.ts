import * as v from '@club/shared/schema';
import { loginEmail, PASSWORD_MAX_LENGTH, passwordField } from './account.ts';

/**
 * The identity layer's error codes (spec 001 §7 "Identity service calls": "Errors are passed to the
 * caller"; §8: "An identity-layer error code list: not shown"). The hosted user pool the spec names
 * is Cognito-like, so these are Cognito's names; each arrives as `errors[0].code` of the one error body.
 */
export const IDENTITY_ERRORS = {
  notAuthorized: 'NotAuthorizedException',
  userNotConfirmed: 'UserNotConfirmedException',
  usernameExists: 'UsernameExistsException',
  codeMismatch: 'CodeMismatchException',
  expiredCode: 'ExpiredCodeException',
  invalidPassword: 'InvalidPasswordException',
  invalidParameter: 'InvalidParameterException',
  limitExceeded: 'LimitExceededException',
  /** Spec 001 §8: the server's passwordChangeRequired switches the login form to new-password entry. */
  passwordChangeRequired: 'passwordChangeRequired',
} as const;
export type IdentityErrorCode = (typeof IDENTITY_ERRORS)[keyof typeof IDENTITY_ERRORS];

/** Spec 001 §5: changing password or attributes without a signed-in user. */
export const NO_ACTIVE_USER = 'No active user';
/**
 * Spec 001 §8 "Login errors, other text": the identity layer's get-session (§7, whose errors are
 * passed to the caller) with no user signed in at all, and with a token whose user is no longer
 * logged in (expired, forged, or its session ended).
 */
export const NO_USER_SIGNED_IN = 'No user signed in: code1';
export const NO_USER_LOGGED_IN = 'No user logged in: code2';

/**
 * The password policy (spec 001 §5: "Password rules ... not shown"). Ours is the hosted user pool's
 * default: 8 to 256 characters with a lowercase letter, an uppercase letter, a digit and a symbol.
 * `Password1!` passes. Each rule carries the user pool's own words for breaking it.
 */
export const PASSWORD_POLICY = {
  name: 'user-pool default',
  minLength: 8,
  maxLength: PASSWORD_MAX_LENGTH,
  rules: [
    { test: /[a-z]/, message: 'Password must have lowercase characters' },
    { test: /[A-Z]/, message: 'Password must have uppercase characters' },
    { test: /[0-9]/, message: 'Password must have numeric characters' },
    { test: /[^A-Za-z0-9\s]/, message: 'Password must have symbol characters' },
  ],
} as const;

/** What is wrong with a proposed password under PASSWORD_POLICY; empty when it passes. */
export function passwordPolicyProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_POLICY.minLength) problems.push('Password not long enough');
  if (password.length > PASSWORD_POLICY.maxLength) problems.push('Password too long');
  for (const rule of PASSWORD_POLICY.rules) if (!rule.test.test(password)) problems.push(rule.message);
  return problems;
}

/** A confirmation or reset code as the user pool emails it: six digits. */
export const VERIFICATION_CODE_LENGTH = 6;
export const verificationCode = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{6}$/, `must be ${VERIFICATION_CODE_LENGTH} digits`),
);

/** One user attribute (spec 001 §3 "User account attributes": email plus name/value pairs). */
export const userAttribute = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][\w:.-]{0,63}$/, 'must be an attribute name')),
  value: v.pipe(v.string(), v.maxLength(2048, 'must be at most 2048 characters')),
});
export type UserAttribute = v.InferOutput<typeof userAttribute>;
const attributeList = v.pipe(v.array(userAttribute), v.maxLength(25, 'must hold at most 25 attributes'));

/** The attribute that holds the display name (`userDisplayName` of `/api/authenticated`). */
export const DISPLAY_NAME_ATTRIBUTE = 'name';

/** POST {identity}/sign-up (spec 001 §4, §5: sign-up always adds the email as an attribute). */
export const signUpRequest = v.object({
  email: loginEmail,
  password: passwordField,
  attributes: v.optional(attributeList, []),
});
export type SignUpRequest = v.InferOutput<typeof signUpRequest>;

/** Where a code went, masked as the user pool shows it (`f***@club.test`). */
export const codeDeliveryDetails = v.object({
  destination: v.string(),
  deliveryMedium: v.literal('EMAIL'),
  attributeName: v.literal('email'),
});
export type CodeDeliveryDetails = v.InferOutput<typeof codeDeliveryDetails>;

/** POST {identity}/sign-up answer: the new account, not yet confirmed, and where its code went. */
export const signUpResponse = v.object({
  userConfirmed: v.boolean(),
  userSub: v.string(),
  codeDeliveryDetails,
});
export type SignUpResponse = v.InferOutput<typeof signUpResponse>;

/** POST {identity}/confirm-sign-up (spec 001 §4 "confirm registration with a code"). */
export const confirmSignUpRequest = v.object({ email: loginEmail, code: verificationCode });
export type ConfirmSignUpRequest = v.InferOutput<typeof confirmSignUpRequest>;

/** POST {identity}/resend-code and POST {identity}/forgot-password: the account's email alone. */
export const emailOnlyRequest = v.object({ email: loginEmail });
export type EmailOnlyRequest = v.InferOutput<typeof emailOnlyRequest>;

/** POST {identity}/resend-code and POST {identity}/forgot-password answer. */
export const codeDeliveryResponse = v.object({ codeDeliveryDetails });
export type CodeDeliveryResponse = v.InferOutput<typeof codeDeliveryResponse>;

/** POST {identity}/confirm-forgot-password (spec 001 §4 "confirm with code and new password"). */
export const confirmForgotPasswordRequest = v.object({
  email: loginEmail,
  code: verificationCode,
  newPassword: passwordField,
});
export type ConfirmForgotPasswordRequest = v.InferOutput<typeof confirmForgotPasswordRequest>;

/** POST {identity}/change-password with a bearer access token (spec 001 §4 "Change password"). */
export const changePasswordRequest = v.object({ oldPassword: passwordField, newPassword: passwordField });
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequest>;

/** POST {identity}/attributes with a bearer access token (spec 001 §4 "Update attributes"). */
export const updateAttributesRequest = v.object({
  attributes: v.pipe(attributeList, v.minLength(1, 'must hold at least one attribute')),
});
export type UpdateAttributesRequest = v.InferOutput<typeof updateAttributesRequest>;

/** GET {identity}/attributes: `sub`, `email`, `email_verified`, then the account's own attributes. */
export const userAttributesResponse = v.object({ attributes: v.array(userAttribute) });
export type UserAttributesResponse = v.InferOutput<typeof userAttributesResponse>;

/**
 * GET {identity}/session (spec 001 §7 "get session"): the bearer's session. It hands back the
 * access token it was given with the expiry times; it never mints a refresh token, so a leaked
 * 15-minute access token cannot be turned into a 30-day one.
 */
export const identitySession = v.object({
  message: v.literal('success'),
  ssoID: v.string(),
  email: v.string(),
  access_token: v.string(),
  access_token_expires_utc: v.string(),
  refresh_token_expires_utc: v.string(),
});
export type IdentitySession = v.InferOutput<typeof identitySession>;

/** The answer of identity calls that have nothing else to say (confirm, change, update, sign-out). */
export const identityOk = v.object({ message: v.literal('success') });
export type IdentityOk = v.InferOutput<typeof identityOk>;

/** GET /__test/outbox?email= (test mode only): the emails the identity layer "sent", newest first. */
export const testOutboxQuery = v.object({ email: v.optional(loginEmail) });
export const outboxMessage = v.object({
  to: v.string(),
  purpose: v.picklist(['confirm_sign_up', 'reset_password']),
  subject: v.string(),
  body: v.string(),
  code: v.string(),
  sentAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof outboxMessage>;
export const testOutboxResponse = v.object({ messages: v.array(outboxMessage) });
export type TestOutboxResponse = v.InferOutput<typeof testOutboxResponse>;
