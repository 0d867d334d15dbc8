// Turns a session into the tokens the site holds: a fresh access token, and a refresh token that is
// either the one just made with the session or a rotated one. Every endpoint that hands out tokens
// (sign-in, refresh, the session endpoint, cookie auth, the code exchange) goes through here.
import type { ServerSessionTokens, SessionTokens } from '@club/shared/contracts';
import type { Database } from '../db/database.ts';
import { signAccessToken } from './access-tokens.ts';
import { signAuthString } from './auth-string.ts';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './constants.ts';
import { rotateRefreshToken, type Session } from './sessions.ts';

export interface TokenIssuer {
  issue(session: Session, refreshToken: string, now: Date): Promise<ServerSessionTokens>;
  /**
   * Rotates the session's refresh token and issues tokens with it. With `expectedToken` the swap
   * only happens while that token is current. Undefined when the session is no longer live.
   */
  rotate(session: Session, now: Date, expectedToken?: string): Promise<ServerSessionTokens | undefined>;
  /** The signed auth_string for the _sa_sso_auth cookie, valid as long as the session's refresh. */
  authString(session: Session, now: Date): Promise<string>;
}

export function createTokenIssuer(deps: { db: Database; signingSecret: () => Promise<Buffer> }): TokenIssuer {
  const { db, signingSecret } = deps;

  async function issue(session: Session, refreshToken: string, now: Date): Promise<ServerSessionTokens> {
    const accessExpires = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
    const accessToken = await signAccessToken(
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
    issue,
    async rotate(session, now, expectedToken) {
      const rotated = await rotateRefreshToken(db, {
        sessionId: session.id,
        now,
        refreshTtlMs: REFRESH_TOKEN_TTL_MS,
        ...(expectedToken !== undefined ? { expectedToken } : {}),
      });
      if (!rotated) return undefined;
      return issue({ ...session, refreshExpiresAt: rotated.refreshExpiresAt }, rotated.refreshToken, now);
    },
    async authString(session, now) {
      return await signAuthString(session, now, await signingSecret());
    },
  };
}

/**
 * The tokens as a browser gets them: without the refresh token, which no page may read (its
 * refresh credential is the HttpOnly session cookie; see `sessionTokens` in the contracts).
 */
export function forBrowser({ refresh_token: _kept, ...tokens }: ServerSessionTokens): SessionTokens {
  return tokens;
}
