// The user-pool flows of spec 001 §4 "Authentication (identity layer)" beyond sign-in: sign up and
// confirm with a code, resend the code, forgot and confirm password, change password, read and
// update attributes, the bearer's session, sign out here or everywhere. Errors carry the hosted
// user pool's codes and words, so the site can pass them on as the spec says ("Errors are passed
// to the caller"). Like the user pool with user-existence errors turned off, calls about an email
// that has no account answer as if it had one (or with CodeMismatchException), so they cannot be
// used to find out who is registered; only sign-up must say UsernameExistsException.
import { randomUUID } from 'node:crypto';
import {
  type ChangePasswordRequest,
  type CodeDeliveryDetails,
  type ConfirmForgotPasswordRequest,
  type ConfirmSignUpRequest,
  DISPLAY_NAME_ATTRIBUTE,
  type EmailOnlyRequest,
  IDENTITY_ERRORS,
  type IdentityOk,
  type IdentitySession,
  NO_USER_LOGGED_IN,
  NO_USER_SIGNED_IN,
  type SignUpRequest,
  type SignUpResponse,
  type UpdateAttributesRequest,
  type UserAttribute,
  type UserAttributesResponse,
} from '@club/shared/contracts';
import type { Database, Queryable } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { clearFailures, recordFailure } from '../lib/throttle.ts';
import {
  type Account,
  confirmAccount,
  findAccountByEmail,
  insertAccount,
  replacePassword,
  updateProfile,
} from './accounts.ts';
import { type ActiveUser, type AuthService, assertPasswordPolicy } from './auth-service.ts';
import { RESET_CODE_TTL_MS, SIGN_IN_FAILED_TITLE, SIGN_UP_CODE_TTL_MS } from './constants.ts';
import { sendCodeEmail } from './outbox.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeAccountSessions, revokeSession } from './sessions.ts';
import { assertNotThrottled, passwordChangeKeys } from './sign-in-throttle.ts';
import { type CodePurpose, consumeCode, issueCode } from './verification-codes.ts';

/** Attributes the user pool keeps for itself: shown, never set by a caller. */
const READ_ONLY_ATTRIBUTES = new Set(['sub', 'email_verified']);
const OK: IdentityOk = { message: 'success' };

const identityError = (status: number, code: string, title: string, detail?: string) =>
  new HttpError(status, code, title, detail);
const codeMismatch = () =>
  identityError(400, IDENTITY_ERRORS.codeMismatch, 'Invalid verification code provided, please try again.');
const expiredCode = () =>
  identityError(400, IDENTITY_ERRORS.expiredCode, 'Invalid code provided, please request a code again.');
const invalidParameter = (title: string) => identityError(400, IDENTITY_ERRORS.invalidParameter, title);

/** `f***@club.test`, as the user pool shows where a code went. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const delivery = (email: string): CodeDeliveryDetails => ({
  destination: maskEmail(email),
  deliveryMedium: 'EMAIL',
  attributeName: 'email',
});

/** An account with the session it acts from. */
export type SessionUser = Pick<ActiveUser, 'account' | 'session'>;

export interface IdentityService {
  signUp(input: SignUpRequest): Promise<SignUpResponse>;
  confirmSignUp(input: ConfirmSignUpRequest): Promise<IdentityOk>;
  resendCode(input: EmailOnlyRequest): Promise<{ codeDeliveryDetails: CodeDeliveryDetails }>;
  forgotPassword(input: EmailOnlyRequest): Promise<{ codeDeliveryDetails: CodeDeliveryDetails }>;
  confirmForgotPassword(input: ConfirmForgotPasswordRequest): Promise<IdentityOk>;
  changePassword(accessToken: string | undefined, input: ChangePasswordRequest): Promise<IdentityOk>;
  /** The same for a user the caller has already found (the hosted profile page, by its cookie). */
  changePasswordFor(user: SessionUser, input: ChangePasswordRequest): Promise<IdentityOk>;
  getAttributes(accessToken: string | undefined): Promise<UserAttributesResponse>;
  updateAttributes(accessToken: string | undefined, input: UpdateAttributesRequest): Promise<IdentityOk>;
  updateAttributesFor(user: SessionUser, input: UpdateAttributesRequest): Promise<IdentityOk>;
  getSession(accessToken: string | undefined): Promise<IdentitySession>;
  signOut(accessToken: string | undefined): Promise<IdentityOk>;
  globalSignOut(accessToken: string | undefined): Promise<IdentityOk>;
}

/** Splits caller attributes into the display name and the rest, refusing what may not be set. */
function splitAttributes(
  attributes: UserAttribute[],
  email: string,
): { displayName?: string | null; rest: Record<string, string> } {
  const rest: Record<string, string> = {};
  let displayName: string | null | undefined;
  for (const { name, value } of attributes) {
    if (READ_ONLY_ATTRIBUTES.has(name))
      throw invalidParameter(`Cannot modify the non-mutable attribute ${name}`);
    if (name === 'email') {
      // The email is the sign-in name; changing it would need its own verification, not offered here.
      if (value.trim().toLowerCase() !== email)
        throw invalidParameter('The email attribute cannot be changed');
      continue;
    }
    if (name === DISPLAY_NAME_ATTRIBUTE) displayName = value.trim() === '' ? null : value.trim();
    else rest[name] = value;
  }
  return { ...(displayName !== undefined ? { displayName } : {}), rest };
}

export function createIdentityService(deps: {
  db: Database;
  clock: Clock;
  auth: AuthService;
  signingSecret: () => Promise<Buffer>;
  /** Outside test mode codes are printed to the server log as well as kept in the outbox. */
  logCodes: boolean;
}): IdentityService {
  const { db, clock, auth, signingSecret, logCodes } = deps;

  // The secret is fetched before any transaction opens: its first load queries the database, which
  // would wait forever behind the open transaction.
  async function sendCode(
    tx: Queryable,
    secret: Buffer,
    account: Account,
    purpose: CodePurpose,
    now: Date,
  ): Promise<void> {
    const ttlMs = purpose === 'confirm_sign_up' ? SIGN_UP_CODE_TTL_MS : RESET_CODE_TTL_MS;
    const code = await issueCode(tx, secret, { ssoId: account.ssoId, purpose, now, ttlMs });
    await sendCodeEmail(tx, { to: account.email, purpose, code, ttlMs, now, logToConsole: logCodes });
  }

  /** Spends the code (or counts a wrong guess) and, when it matched, runs `then` in the same transaction. */
  async function useCode(
    account: Account | undefined,
    purpose: CodePurpose,
    code: string,
    then: (tx: Queryable, account: Account, now: Date) => Promise<void>,
  ): Promise<void> {
    if (!account) throw codeMismatch();
    const now = clock.now();
    const secret = await signingSecret();
    // The wrong-guess count must be kept even though the call fails, so the throw comes after commit.
    const result = await db.transaction(async (tx) => {
      const check = await consumeCode(tx, secret, { ssoId: account.ssoId, purpose, code, now });
      if (check === 'ok') await then(tx, account, now);
      return check;
    });
    if (result === 'mismatch') throw codeMismatch();
    if (result === 'expired') throw expiredCode();
  }

  const service: IdentityService = {
    async signUp(input) {
      assertPasswordPolicy(input.password);
      const { displayName, rest } = splitAttributes(input.attributes, input.email);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      const account: Account = {
        ssoId: randomUUID(),
        email: input.email,
        displayName: displayName ?? null,
        passwordHash,
        state: 'active',
        confirmedAt: null,
        attributes: rest,
        bypassed: false,
      };
      const exists = () =>
        identityError(409, IDENTITY_ERRORS.usernameExists, 'An account with the given email already exists.');
      if (await findAccountByEmail(db, input.email)) throw exists();
      const secret = await signingSecret();
      try {
        await db.transaction(async (tx) => {
          await insertAccount(tx, account, now);
          await sendCode(tx, secret, account, 'confirm_sign_up', now);
        });
      } catch (error) {
        // Two sign-ups racing for one email: the unique constraint decides, the loser hears why.
        if ((error as { code?: string }).code === '23505') throw exists();
        throw error;
      }
      return { userConfirmed: false, userSub: account.ssoId, codeDeliveryDetails: delivery(account.email) };
    },

    async confirmSignUp(input) {
      const account = await findAccountByEmail(db, input.email);
      if (account?.confirmedAt)
        throw invalidParameter('User cannot be confirmed. Current status is CONFIRMED');
      await useCode(account, 'confirm_sign_up', input.code, async (tx, found, now) => {
        await confirmAccount(tx, found.ssoId, now);
      });
      return OK;
    },

    async resendCode(input) {
      const account = await findAccountByEmail(db, input.email);
      if (account?.confirmedAt) throw invalidParameter('User is already confirmed.');
      if (account) {
        const secret = await signingSecret();
        await db.transaction((tx) => sendCode(tx, secret, account, 'confirm_sign_up', clock.now()));
      }
      return { codeDeliveryDetails: delivery(input.email) };
    },

    async forgotPassword(input) {
      const account = await findAccountByEmail(db, input.email);
      if (account && !account.confirmedAt) {
        throw invalidParameter(
          'Cannot reset password for the user as there is no registered/verified email or phone_number',
        );
      }
      if (account) {
        const secret = await signingSecret();
        await db.transaction((tx) => sendCode(tx, secret, account, 'reset_password', clock.now()));
      }
      return { codeDeliveryDetails: delivery(input.email) };
    },

    async confirmForgotPassword(input) {
      assertPasswordPolicy(input.newPassword);
      const account = await findAccountByEmail(db, input.email);
      const passwordHash = await hashPassword(input.newPassword);
      await useCode(account, 'reset_password', input.code, async (tx, found, now) => {
        await replacePassword(tx, found.ssoId, passwordHash);
        // A reset suggests the old password was lost or known to someone else: end every session.
        await revokeAccountSessions(tx, { ssoId: found.ssoId, now });
      });
      return OK;
    },

    async changePassword(accessToken, input) {
      return service.changePasswordFor(await auth.requireActiveUser(accessToken), input);
    },

    async changePasswordFor({ account, session }, input) {
      const now = clock.now();
      // A stolen access token must not become a way to guess the password quickly.
      const keys = passwordChangeKeys(account.ssoId);
      await assertNotThrottled(db, keys, now);
      if (!(await verifyPassword(input.oldPassword, account.passwordHash))) {
        await recordFailure(db, keys, now);
        throw identityError(401, IDENTITY_ERRORS.notAuthorized, SIGN_IN_FAILED_TITLE);
      }
      assertPasswordPolicy(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await replacePassword(tx, account.ssoId, passwordHash);
        // The browser that changed it stays signed in; every other one must sign in again.
        await revokeAccountSessions(tx, { ssoId: account.ssoId, now, exceptId: session.id });
        await clearFailures(tx, keys);
      });
      return OK;
    },

    async getAttributes(accessToken) {
      const { account } = await auth.requireActiveUser(accessToken);
      const attributes: UserAttribute[] = [
        { name: 'sub', value: account.ssoId },
        { name: 'email', value: account.email },
        { name: 'email_verified', value: String(account.confirmedAt !== null) },
      ];
      if (account.displayName !== null)
        attributes.push({ name: DISPLAY_NAME_ATTRIBUTE, value: account.displayName });
      for (const name of Object.keys(account.attributes).sort()) {
        attributes.push({ name, value: account.attributes[name] ?? '' });
      }
      return { attributes };
    },

    async updateAttributes(accessToken, input) {
      return service.updateAttributesFor(await auth.requireActiveUser(accessToken), input);
    },

    async updateAttributesFor({ account }, input) {
      const { displayName, rest } = splitAttributes(input.attributes, account.email);
      await updateProfile(db, account.ssoId, {
        ...(displayName !== undefined ? { displayName } : {}),
        attributes: rest,
      });
      return OK;
    },

    async getSession(accessToken) {
      // Spec 001 §8's two texts for a session that is not there: none asked for, or none alive.
      if (!accessToken) throw identityError(401, IDENTITY_ERRORS.notAuthorized, NO_USER_SIGNED_IN);
      const { account, session, claims } = await auth.requireActiveUser(accessToken).catch((error) => {
        throw error instanceof HttpError && error.status === 401
          ? identityError(401, IDENTITY_ERRORS.notAuthorized, NO_USER_LOGGED_IN, error.detail)
          : error;
      });
      return {
        message: 'success',
        ssoID: account.ssoId,
        email: account.email,
        access_token: accessToken,
        access_token_expires_utc: new Date(claims.exp * 1000).toISOString(),
        refresh_token_expires_utc: session.refreshExpiresAt.toISOString(),
      };
    },

    async signOut(accessToken) {
      const { session } = await auth.requireActiveUser(accessToken);
      await revokeSession(db, session.id, clock.now());
      return OK;
    },

    async globalSignOut(accessToken) {
      const { account } = await auth.requireActiveUser(accessToken);
      await revokeAccountSessions(db, { ssoId: account.ssoId, now: clock.now() });
      return OK;
    },
  };
  return service;
}
