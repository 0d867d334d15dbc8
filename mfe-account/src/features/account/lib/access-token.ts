// Keeps the account site's access token for this page load, in memory only. Nothing about the
// session goes to localStorage or sessionStorage, where any script on the page could read it: the
// long-lived credential is the account service's HttpOnly `_sa_sso_upid` cookie, which restores
// the session after a reload (GET /api/session) and renews the access token (GET /api/refresh).
// The refresh token the services also put in their answers is dropped on arrival.
import type { SessionTokens } from '@club/shared/contracts';
import { MIN_RENEW_DELAY_MS, RENEW_BEFORE_EXPIRY_MS } from '../constants.ts';

interface HeldToken {
  accessToken: string;
  /** When (this browser's clock) the token should be renewed: a minute before it expires. */
  renewAt: number;
}

let held: HeldToken | null = null;

/** The `exp - iat` of a JWT, in ms; null when the token is not a JWT carrying both. */
function jwtLifetimeMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
      iat?: unknown;
    };
    if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
    return (claims.exp - claims.iat) * 1000;
  } catch {
    return null;
  }
}

/**
 * How long the token lives, measured so that the services' clock never matters: the token's own
 * issue and expiry times when it has them, else its expiry against this browser's clock.
 */
export function accessTokenLifetimeMs(tokens: SessionTokens, now: number): number {
  return jwtLifetimeMs(tokens.access_token) ?? Date.parse(tokens.access_token_expires_utc) - now;
}

/** How long after `now` the token of these tokens should be renewed (never sooner than the minimum). */
export function renewDelayMs(tokens: SessionTokens, now: number): number {
  const lifetime = accessTokenLifetimeMs(tokens, now);
  if (!Number.isFinite(lifetime)) return MIN_RENEW_DELAY_MS;
  return Math.max(lifetime - RENEW_BEFORE_EXPIRY_MS, MIN_RENEW_DELAY_MS);
}

/** Keeps the access token of a new sign-in, session or refresh; answers the renewal delay in ms. */
export function keepAccessToken(tokens: SessionTokens, now = Date.now()): number {
  const delay = renewDelayMs(tokens, now);
  held = { accessToken: tokens.access_token, renewAt: now + delay };
  return delay;
}

/** The access token held, or null. */
export function heldAccessToken(): string | null {
  return held?.accessToken ?? null;
}

/** True when a token is held and its renewal time has come. */
export function accessTokenDue(now = Date.now()): boolean {
  return held !== null && now >= held.renewAt;
}

/** Forgets the access token (log out, a session that ended). */
export function forgetAccessToken(): void {
  held = null;
}
