// The cookie-auth auth_string (spec 001 §5 "Cookie authentication"): a signed token naming the
// account and session, left in the HttpOnly _sa_sso_auth cookie, which the browser sends along with
// the site's cookie-auth call (or a server forwards). It has its own key, so neither an access token nor a playback token passes as one. A bad signature is
// "tampered with"; a genuine one still needs its session alive.
import { deriveKey, signToken, type TokenCheck, verifyToken } from '../lib/signed-token.ts';

export interface AuthStringClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const key = (secret: Buffer) => deriveKey(secret, 'cookie-auth');

export function signAuthString(
  session: { id: string; ssoId: string; refreshExpiresAt: Date },
  now: Date,
  secret: Buffer,
): Promise<string> {
  const claims: AuthStringClaims = {
    sub: session.ssoId,
    sid: session.id,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(session.refreshExpiresAt.getTime() / 1000),
  };
  return signToken(claims, key(secret));
}

export const verifyAuthString = (
  value: string,
  secret: Buffer,
  now: Date,
): Promise<TokenCheck<AuthStringClaims>> =>
  verifyToken<AuthStringClaims>(
    value,
    key(secret),
    now,
    (c) => typeof c.sub === 'string' && typeof c.sid === 'string',
  );
