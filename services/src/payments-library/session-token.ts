// The payment provider's session token (izSession, spec 001 §4 and §7 "Session-state lookup"):
// the player is given it once ready. It names the account and expires; it opens no media (only
// playback tokens do), and its own key means it is never accepted as any other kind of token.
import { deriveKey, signToken, type TokenCheck, verifyToken } from '../lib/signed-token.ts';

/** How long an izSession lasts; the player looks it up again on each load. */
export const PAYMENTS_SESSION_TTL_MS = 60 * 60 * 1000;

export interface PaymentsSessionClaims {
  sub: string;
  iat: number;
  exp: number;
}

const sessionKey = (secret: Buffer) => deriveKey(secret, 'payments-session');

export function signPaymentsSession(grant: { ssoId: string; now: Date }, secret: Buffer): Promise<string> {
  const iat = Math.floor(grant.now.getTime() / 1000);
  const exp = Math.floor((grant.now.getTime() + PAYMENTS_SESSION_TTL_MS) / 1000);
  const claims: PaymentsSessionClaims = { sub: grant.ssoId, iat, exp };
  return signToken(claims, sessionKey(secret));
}

export const verifyPaymentsSession = (
  token: string,
  secret: Buffer,
  now: Date,
): Promise<TokenCheck<PaymentsSessionClaims>> =>
  verifyToken<PaymentsSessionClaims>(token, sessionKey(secret), now, (c) => typeof c.sub === 'string');
