// Access tokens: signed-token JWTs naming the account and the session they belong to.
import { deriveKey, signToken, type TokenCheck, verifyToken } from '../lib/signed-token.ts';

export interface AccessClaims {
  /** The account's ssoID. */
  sub: string;
  /** The session the token belongs to; revoking the session kills the token too. */
  sid: string;
  iat: number;
  exp: number;
}

export type AccessCheck = TokenCheck<AccessClaims>;

const accessKey = (secret: Buffer) => deriveKey(secret, 'access');

export const signAccessToken = (claims: AccessClaims, secret: Buffer): Promise<string> =>
  signToken(claims, accessKey(secret));

export const verifyAccessToken = (token: string, secret: Buffer, now: Date): Promise<AccessCheck> =>
  verifyToken<AccessClaims>(
    token,
    accessKey(secret),
    now,
    (c) => typeof c.sub === 'string' && typeof c.sid === 'string',
  );
