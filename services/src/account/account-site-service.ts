// The account site's token exchanges (spec 001 §4 "Session on load and sign-in sequence", §7): the
// session endpoint, cookie auth, the authorisation-code exchange and the refresh-token endpoint.
// Each finds a live session by one credential and answers it with fresh tokens; only hashes of the
// refresh token are stored, so handing one out means rotating it, and the one before stops working.
import {
  ACCOUNT_ERRORS,
  ACCOUNT_MESSAGES,
  type AuthExchangeResponse,
  type RefreshTokenExchangeResponse,
  type ServerSessionTokens,
} from '@club/shared/contracts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { type Account, findAccountBySsoId } from './accounts.ts';
import { createAuthCode, redeemAuthCode } from './auth-codes.ts';
import type { AuthService } from './auth-service.ts';
import { verifyAuthString } from './auth-string.ts';
import { AUTH_CODE_TTL_MS } from './constants.ts';
import {
  findActiveSessionByCookie,
  findActiveSessionById,
  findActiveSessionByRefreshToken,
  revokeSession,
  type Session,
  userAgentKey,
} from './sessions.ts';

export interface SessionCookies {
  cookieValue: string;
  authString: string;
  expiresAt: Date;
}

/** Spec 001 §7 user_agent_pass: 'true' vouches for the caller; otherwise it must be the browser that signed in. */
export interface UserAgentCheck {
  userAgent: string | undefined;
  userAgentPass: boolean;
}

const sameBrowser = (session: Session, check: UserAgentCheck) =>
  check.userAgentPass || session.userAgent === null || session.userAgent === userAgentKey(check.userAgent);

/** FirstName of the exchange answers: the given_name attribute, else the display name's first word. */
export function firstName(account: Account): string | null {
  const given = account.attributes.given_name?.trim();
  if (given) return given;
  return account.displayName?.trim().split(/\s+/)[0] || null;
}

export const noSessionData = () =>
  new HttpError(401, ACCOUNT_ERRORS.noSession, ACCOUNT_MESSAGES.noSessionData);

export interface AccountSiteService {
  /**
   * The session endpoint: tokens for the session a `_sa_sso_upid` value names, with the cookies to
   * send again (their expiry moved with the refresh); undefined if there is no such live session.
   */
  sessionTokens(
    cookieValue: string,
    check: UserAgentCheck,
  ): Promise<{ tokens: ServerSessionTokens; cookies: SessionCookies } | undefined>;
  /** Cookie auth: 401 'Cookie auth_string tampered with' for a bad signature, 'No Session Data' for a dead session. */
  cookieAuth(cookieData: string): Promise<AuthExchangeResponse>;
  /** A one-time code for the session, bound to redirectUri (the hosted sign-in's code flow). */
  createCode(sessionId: string, redirectUri: string): Promise<string>;
  /** The authorisation-code exchange (a page reads it: no refresh token); undefined when the code is refused. */
  exchangeCode(code: string, redirectUri: string): Promise<AuthExchangeResponse | undefined>;
  /** The refresh-token endpoint, with the rotated refresh token; undefined when the token is refused. */
  exchangeRefreshToken(
    refreshToken: string,
    check: UserAgentCheck,
  ): Promise<RefreshTokenExchangeResponse | undefined>;
}

export function createAccountSiteService(deps: {
  db: Database;
  clock: Clock;
  auth: AuthService;
  signingSecret: () => Promise<Buffer>;
}): AccountSiteService {
  const { db, clock, auth, signingSecret } = deps;

  async function exchangeAnswer(
    session: Session,
    now: Date,
    expectedToken?: string,
  ): Promise<RefreshTokenExchangeResponse | undefined> {
    const account = await findAccountBySsoId(db, session.ssoId);
    const tokens = account && (await auth.tokens.rotate(session, now, expectedToken));
    if (!account || !tokens) return undefined;
    const { message, ...response } = tokens;
    return { success: true, message, response: { FirstName: firstName(account), ...response } };
  }

  /** The answer a page reads: the same without the refresh token. */
  async function pageExchangeAnswer(session: Session, now: Date): Promise<AuthExchangeResponse | undefined> {
    const answer = await exchangeAnswer(session, now);
    if (!answer) return undefined;
    const { refresh_token: _kept, ...response } = answer.response;
    return { ...answer, response };
  }

  return {
    async sessionTokens(cookieValue, check) {
      const now = clock.now();
      const session = await findActiveSessionByCookie(db, cookieValue, now);
      if (!session || !sameBrowser(session, check)) return undefined;
      const tokens = await auth.tokens.rotate(session, now);
      if (!tokens) return undefined;
      const refreshExpiresAt = new Date(tokens.refresh_token_expires_utc);
      const authString = await auth.tokens.authString({ ...session, refreshExpiresAt }, now);
      return { tokens, cookies: { cookieValue, authString, expiresAt: refreshExpiresAt } };
    },

    async cookieAuth(cookieData) {
      const now = clock.now();
      const verified = await verifyAuthString(cookieData, await signingSecret(), now);
      if (!verified.ok && verified.reason === 'invalid') {
        throw new HttpError(401, ACCOUNT_ERRORS.cookieTampered, ACCOUNT_MESSAGES.cookieTampered);
      }
      if (!verified.ok) throw noSessionData();
      const session = await findActiveSessionById(db, verified.claims.sid, now);
      const answer =
        session && session.ssoId === verified.claims.sub && (await pageExchangeAnswer(session, now));
      if (!answer) throw noSessionData();
      return answer;
    },

    createCode(sessionId, redirectUri) {
      return createAuthCode(db, { sessionId, redirectUri, now: clock.now(), ttlMs: AUTH_CODE_TTL_MS });
    },

    async exchangeCode(code, redirectUri) {
      const now = clock.now();
      const redemption = await redeemAuthCode(db, { code, redirectUri, now });
      if (redemption.kind === 'replayed') {
        // A code used twice may have been stolen: end the session it opened (RFC 6749 §4.1.2).
        await revokeSession(db, redemption.sessionId, now);
        return undefined;
      }
      if (redemption.kind === 'refused') return undefined;
      const session = await findActiveSessionById(db, redemption.sessionId, now);
      return session && pageExchangeAnswer(session, now);
    },

    async exchangeRefreshToken(refreshToken, check) {
      const now = clock.now();
      const session = await findActiveSessionByRefreshToken(db, refreshToken, now);
      if (!session || !sameBrowser(session, check)) return undefined;
      return exchangeAnswer(session, now, refreshToken);
    },
  };
}
