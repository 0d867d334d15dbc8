// Playback tokens: what POST /session/check and the payments library hand out, and what every
// playlist, segment, key and licence request of the media service must carry. A token opens one
// asset for a short while; nothing the browser sets can make one.
import { deriveKey, signToken, type TokenCheck, verifyToken } from '../lib/signed-token.ts';

/** How long a playback token opens its asset. The player asks again (session check) after this. */
export const PLAYBACK_TOKEN_TTL_MS = 10 * 60 * 1000;

export interface PlaybackClaims {
  /**
   * What the token opens, as the media service's paths name it: a stream asset's playbackId, or an
   * on-demand entry id.
   */
  aid: string;
  /** The account it was issued to; null for an anonymous viewer of an open ('?') item. */
  sub: string | null;
  /**
   * The concurrency lease the playback holds (streams/leases.ts), for a live stream's token: the
   * media service refuses the token once that lease no longer counts. Absent on other tokens.
   */
  lid?: string;
  iat: number;
  exp: number;
}

const playbackKey = (secret: Buffer) => deriveKey(secret, 'playback');

export function signPlaybackToken(
  grant: { assetId: string; ssoId: string | null; now: Date; ttlMs?: number; leaseId?: string },
  secret: Buffer,
): Promise<string> {
  const iat = Math.floor(grant.now.getTime() / 1000);
  const exp = Math.floor((grant.now.getTime() + (grant.ttlMs ?? PLAYBACK_TOKEN_TTL_MS)) / 1000);
  const claims: PlaybackClaims = {
    aid: grant.assetId,
    sub: grant.ssoId,
    ...(grant.leaseId ? { lid: grant.leaseId } : {}),
    iat,
    exp,
  };
  return signToken(claims, playbackKey(secret));
}

export type PlaybackCheck = TokenCheck<PlaybackClaims> | { ok: false; reason: 'wrong-asset' };

const isPlaybackClaims = (c: Record<string, unknown>) =>
  typeof c.aid === 'string' &&
  (c.sub === null || typeof c.sub === 'string') &&
  (c.lid === undefined || typeof c.lid === 'string');

/**
 * The claims of a genuine playback token, expired or not (a renewal names the lease of the token
 * it held, which has usually just expired); undefined when it is not a genuine one.
 */
export async function readPlaybackClaims(
  token: string,
  secret: Buffer,
  now: Date,
): Promise<PlaybackClaims | undefined> {
  const check = await verifyToken<PlaybackClaims>(token, playbackKey(secret), now, isPlaybackClaims);
  return check.ok || check.reason === 'expired' ? check.claims : undefined;
}

/** Valid only if genuine, unexpired and issued for `assetId`. */
export async function verifyPlaybackToken(
  token: string,
  assetId: string,
  secret: Buffer,
  now: Date,
): Promise<PlaybackCheck> {
  const check = await verifyToken<PlaybackClaims>(token, playbackKey(secret), now, isPlaybackClaims);
  if (check.ok && check.claims.aid !== assetId) return { ok: false, reason: 'wrong-asset' };
  return check;
}
