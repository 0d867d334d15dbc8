// Sign-in, token checks, refresh with rotation and sign-out, shared by the /identity and /account
// plugins and by any service that needs to know who is calling (ctx.auth). Routes translate HTTP
// to these calls and back; the rules live here.
import {
  type AuthenticatedUser,
  IDENTITY_ERRORS,
  NO_ACTIVE_USER,
  passwordPolicyProblems,
  type ServerSessionTokens,
  type SignInRequest,
} from '@club/shared/contracts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError, notAuthenticated } from '../lib/http-error.ts';
import { clearFailures, recordFailure } from '../lib/throttle.ts';
import { type AccessClaims, verifyAccessToken } from './access-tokens.ts';
import { type Account, findAccountByEmail, replacePassword } from './accounts.ts';
import { REFRESH_TOKEN_TTL_MS, SIGN_IN_FAILED_CODE, SIGN_IN_FAILED_TITLE } from './constants.ts';
import { hashPassword, timingDummyHash, verifyPassword } from './passwords.ts';
import {
  createSession,
  findActiveSessionByCookie,
  findActiveSessionByRefreshToken,
  findActiveSessionWithAccount,
  revokeSession,
  type Session,
} from './sessions.ts';
import {
  assertNotThrottled,
  readDevice,
  type SignInOrigin,
  signDevice,
  signInKeys,
} from './sign-in-throttle.ts';
import { createTokenIssuer, type TokenIssuer } from './token-issuer.ts';

export interface IssuedTokens {
  /** With the refresh token: the routes send it only to a caller that presented a secret (forBrowser). */
  tokens: ServerSessionTokens;
  /** The session the tokens belong to. */
  session: Session;
  /** Set when the session cookies must be sent (sign-in) or sent again (refresh by cookie). */
  cookieValue?: string;
  /** The signed auth_string for the (HttpOnly) login cookie; sent with cookieValue. */
  authString?: string;
  /** A password sign-in: the device cookie that lets this browser past others' failures next time. */
  device?: { token: string; expiresAt: Date };
}

/** Who an access token belongs to, once its signature, expiry and session all hold. */
export interface ActiveUser {
  account: Account;
  session: Session;
  claims: AccessClaims;
}

export interface AuthService {
  /** A password sign-in from `origin` (its address and device cookie: sign-in-throttle.ts). */
  signIn(input: SignInRequest, origin: SignInOrigin): Promise<IssuedTokens>;
  authenticate(accessToken: string | undefined): Promise<AuthenticatedUser>;
  /**
   * The account and session behind an access token, or 401 NotAuthorizedException 'No active user'
   * (spec 001 §5) when it is missing, expired, forged or its session has ended.
   */
  requireActiveUser(accessToken: string | undefined): Promise<ActiveUser>;
  /** Undefined when the credential is unknown, used, expired or revoked. */
  refresh(credential: { refreshToken?: string; cookieValue?: string }): Promise<IssuedTokens | undefined>;
  /** True when a live session was found and revoked. */
  signOut(credential: { bearer?: string; cookieValue?: string }): Promise<boolean>;
  /** The shared token issuer (the account site's exchanges use it too). */
  readonly tokens: TokenIssuer;
}

const signInFailed = () => new HttpError(401, SIGN_IN_FAILED_CODE, SIGN_IN_FAILED_TITLE);
const noActiveUser = (detail: string) =>
  new HttpError(401, IDENTITY_ERRORS.notAuthorized, NO_ACTIVE_USER, detail);

/** 400 InvalidPasswordException when the password breaks the policy (PASSWORD_POLICY). */
export function assertPasswordPolicy(password: string): void {
  const problems = passwordPolicyProblems(password);
  if (problems.length > 0) {
    throw new HttpError(
      400,
      IDENTITY_ERRORS.invalidPassword,
      'Password did not conform with policy',
      problems.join('; '),
    );
  }
}

export function createAuthService(deps: {
  db: Database;
  clock: Clock;
  signingSecret: () => Promise<Buffer>;
}): AuthService {
  const { db, clock, signingSecret } = deps;
  const tokens = createTokenIssuer({ db, signingSecret });

  type AccessCheck = { ok: true; user: ActiveUser } | { ok: false; detail: string };

  async function checkAccess(accessToken: string | undefined): Promise<AccessCheck> {
    if (!accessToken) return { ok: false, detail: 'Missing bearer token' };
    const now = clock.now();
    const check = await verifyAccessToken(accessToken, await signingSecret(), now);
    if (!check.ok)
      return { ok: false, detail: check.reason === 'expired' ? 'Access token expired' : 'Invalid token' };
    // Signature and expiry are not enough: a signed-out session must stop its tokens at once.
    const found = await findActiveSessionWithAccount(db, check.claims.sid, now);
    if (!found || found.account.ssoId !== check.claims.sub) return { ok: false, detail: 'Session ended' };
    return { ok: true, user: { ...found, claims: check.claims } };
  }

  return {
    tokens,

    async signIn(input, origin) {
      const now = clock.now();
      const secret = await signingSecret();
      const account = await findAccountByEmail(db, input.email);
      // A browser that signed in to this very account before is held back only by its own failures.
      const device = await readDevice(origin.deviceToken, secret, now);
      const trusted = account && device?.ssoId === account.ssoId ? device : undefined;
      const keys = signInKeys(input.email, origin, trusted);
      // Checked before the password, so a waiting key answers the same whether it is right or not.
      await assertNotThrottled(db, keys, now);
      const matches = await verifyPassword(
        input.password,
        account?.passwordHash ?? (await timingDummyHash()),
      );
      if (!account || !matches) {
        await recordFailure(db, keys, now);
        throw signInFailed();
      }
      // The user pool checks the password first, so this says nothing to someone who lacks it.
      if (!account.confirmedAt) {
        throw new HttpError(403, IDENTITY_ERRORS.userNotConfirmed, 'User is not confirmed.');
      }

      if (account.state === 'password_change_required') {
        // Spec 001 §4: the new-password step completes only if a new password was supplied.
        if (!input.newPassword) {
          throw new HttpError(403, IDENTITY_ERRORS.passwordChangeRequired, 'A new password is required.');
        }
        assertPasswordPolicy(input.newPassword);
        await replacePassword(db, account.ssoId, await hashPassword(input.newPassword));
      }

      // The right password forgets this email's failures here; the address's count stays, so
      // one good account does not clear a guesser's record.
      await clearFailures(
        db,
        keys.filter((key) => key.scope !== 'sign-in:address'),
      );
      const created = await createSession(db, {
        ssoId: account.ssoId,
        now,
        refreshTtlMs: REFRESH_TOKEN_TTL_MS,
        userAgent: origin.userAgent,
      });
      return {
        tokens: await tokens.issue(created.session, created.refreshToken, now),
        session: created.session,
        cookieValue: created.cookieValue,
        authString: await tokens.authString(created.session, now),
        device: await signDevice({ ssoId: account.ssoId, deviceId: trusted?.deviceId }, secret, now),
      };
    },

    async authenticate(accessToken) {
      const check = await checkAccess(accessToken);
      if (!check.ok) throw notAuthenticated(check.detail);
      const { account } = check.user;
      return {
        userDisplayName: account.displayName,
        ssoID: account.ssoId,
        email: account.email,
        bypassed: account.bypassed,
      };
    },

    async requireActiveUser(accessToken) {
      const check = await checkAccess(accessToken);
      if (!check.ok) throw noActiveUser(check.detail);
      return check.user;
    },

    async refresh({ refreshToken, cookieValue }) {
      const now = clock.now();
      const session = refreshToken
        ? await findActiveSessionByRefreshToken(db, refreshToken, now)
        : cookieValue
          ? await findActiveSessionByCookie(db, cookieValue, now)
          : undefined;
      if (!session) return undefined;
      const issued = await tokens.rotate(session, now, refreshToken);
      if (!issued) return undefined;
      const rotated = { ...session, refreshExpiresAt: new Date(issued.refresh_token_expires_utc) };
      if (refreshToken || !cookieValue) return { tokens: issued, session: rotated };
      // By cookie: the cookies go out again with the new refresh expiry (spec 001 §9).
      return {
        tokens: issued,
        session: rotated,
        cookieValue,
        authString: await tokens.authString(rotated, now),
      };
    },

    async signOut({ bearer, cookieValue }) {
      const now = clock.now();
      let sessionId: string | undefined;
      if (bearer) {
        // An access token may have expired by the time the user signs out; its signature still
        // proves which session it came from. Anything else is tried as a refresh token.
        const check = await verifyAccessToken(bearer, await signingSecret(), now);
        if ('claims' in check) {
          sessionId = check.claims.sid;
        } else {
          sessionId = (await findActiveSessionByRefreshToken(db, bearer, now))?.id;
        }
      }
      if (!sessionId && cookieValue) sessionId = (await findActiveSessionByCookie(db, cookieValue, now))?.id;
      return sessionId ? revokeSession(db, sessionId, now) : false;
    },
  };
}
