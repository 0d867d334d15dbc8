// Sign-in, token checks, refresh with rotation and sign-out, shared by the /identity and /account
// plugins. Routes translate HTTP to these calls and back; the rules live here.
import type { AuthenticatedUser, SessionTokens, SignInRequest } from '@club/shared/contracts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { findAccountByEmail, findAccountBySsoId, replacePassword } from './accounts.ts';
import {
  ACCESS_TOKEN_TTL_MS,
  REFRESH_TOKEN_TTL_MS,
  SIGN_IN_FAILED_CODE,
  SIGN_IN_FAILED_TITLE,
} from './constants.ts';
import { hashPassword, timingDummyHash, verifyPassword } from './passwords.ts';
import {
  createSession,
  findActiveSessionByCookie,
  findActiveSessionById,
  findActiveSessionByRefreshToken,
  revokeSession,
  rotateRefreshToken,
  type Session,
} from './sessions.ts';

export interface IssuedTokens {
  tokens: SessionTokens;
  /** Set when a new session cookie must be sent (sign-in) or refreshed (refresh by cookie). */
  cookieValue?: string;
}

export interface AuthService {
  signIn(input: SignInRequest, userAgent?: string): Promise<IssuedTokens>;
  authenticate(accessToken: string | undefined): Promise<AuthenticatedUser>;
  /** Undefined when the credential is unknown, used, expired or revoked. */
  refresh(credential: { refreshToken?: string; cookieValue?: string }): Promise<IssuedTokens | undefined>;
  /** True when a live session was found and revoked. */
  signOut(credential: { bearer?: string; cookieValue?: string }): Promise<boolean>;
}

const signInFailed = () => new HttpError(401, SIGN_IN_FAILED_CODE, SIGN_IN_FAILED_TITLE);
const notAuthenticated = (detail: string) => new HttpError(401, 'unauthorized', 'No user logged in', detail);

export function createAuthService(deps: {
  db: Database;
  clock: Clock;
  signingSecret: () => Promise<Buffer>;
}): AuthService {
  const { db, clock, signingSecret } = deps;

  async function issue(session: Session, refreshToken: string, now: Date): Promise<SessionTokens> {
    const accessExpires = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
    const accessToken = signAccessToken(
      {
        sub: session.ssoId,
        sid: session.id,
        iat: Math.floor(now.getTime() / 1000),
        exp: Math.floor(accessExpires.getTime() / 1000),
      },
      await signingSecret(),
    );
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      access_token_expires_utc: accessExpires.toISOString(),
      refresh_token_expires_utc: session.refreshExpiresAt.toISOString(),
      message: 'success',
    };
  }

  return {
    async signIn(input, userAgent) {
      const account = await findAccountByEmail(db, input.email);
      const matches = await verifyPassword(
        input.password,
        account?.passwordHash ?? (await timingDummyHash()),
      );
      if (!account || !matches) throw signInFailed();

      if (account.state === 'password_change_required') {
        // Spec 001 §8: the server's passwordChangeRequired switches the form to new-password entry.
        if (!input.newPassword) {
          throw new HttpError(403, 'passwordChangeRequired', 'A new password is required.');
        }
        await replacePassword(db, account.ssoId, await hashPassword(input.newPassword));
      }

      const now = clock.now();
      const created = await createSession(db, {
        ssoId: account.ssoId,
        now,
        refreshTtlMs: REFRESH_TOKEN_TTL_MS,
        userAgent,
      });
      return {
        tokens: await issue(created.session, created.refreshToken, now),
        cookieValue: created.cookieValue,
      };
    },

    async authenticate(accessToken) {
      if (!accessToken) throw notAuthenticated('Missing bearer token');
      const now = clock.now();
      const check = verifyAccessToken(accessToken, await signingSecret(), now);
      if (!check.ok)
        throw notAuthenticated(check.reason === 'expired' ? 'Access token expired' : 'Invalid token');
      // Signature and expiry are not enough: a signed-out session must stop its tokens at once.
      const session = await findActiveSessionById(db, check.claims.sid, now);
      const account = session && (await findAccountBySsoId(db, session.ssoId));
      if (!account || account.ssoId !== check.claims.sub) throw notAuthenticated('Session ended');
      return { userDisplayName: account.displayName, ssoID: account.ssoId, email: account.email };
    },

    async refresh({ refreshToken, cookieValue }) {
      const now = clock.now();
      const session = refreshToken
        ? await findActiveSessionByRefreshToken(db, refreshToken, now)
        : cookieValue
          ? await findActiveSessionByCookie(db, cookieValue, now)
          : undefined;
      if (!session) return undefined;
      const rotated = await rotateRefreshToken(db, {
        sessionId: session.id,
        now,
        refreshTtlMs: REFRESH_TOKEN_TTL_MS,
        ...(refreshToken ? { expectedToken: refreshToken } : {}),
      });
      if (!rotated) return undefined;
      const tokens = await issue(
        { ...session, refreshExpiresAt: rotated.refreshExpiresAt },
        rotated.refreshToken,
        now,
      );
      return refreshToken ? { tokens } : { tokens, ...(cookieValue ? { cookieValue } : {}) };
    },

    async signOut({ bearer, cookieValue }) {
      const now = clock.now();
      let sessionId: string | undefined;
      if (bearer) {
        // An access token may have expired by the time the user signs out; its signature still
        // proves which session it came from. Anything else is tried as a refresh token.
        const check = verifyAccessToken(bearer, await signingSecret(), now);
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
