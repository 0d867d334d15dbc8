// Every media request must carry a playback token for the exact item it asks for: missing is 401,
// anything else wrong is 403 with a code saying what (the player asks the session check again
// on token_expired). Checked before the item is looked up, so no token means no way to probe ids.
// A live stream's token is bound to a concurrency lease (streams/leases.ts): where the player
// comes back for more (the playlists, the licence) the lease must still count, else 403
// lease_ended and the player asks the session check again, which counts it again.
import { MEDIA_ERROR_CODES, MEDIA_TOKEN_PARAM } from '@club/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { verifyPlaybackToken } from '../playback/playback-token.ts';
import { leaseState } from '../streams/leases.ts';

const FORBIDDEN = 'Forbidden';

/**
 * The token from `?token=`, verified for `id` (a playbackId, or an on-demand entry id); returns it.
 * With `lease`, a token bound to a concurrency lease passes only while that lease counts.
 */
export async function requirePlaybackToken(
  ctx: ServiceContext,
  request: FastifyRequest,
  id: string,
  { lease = false }: { lease?: boolean } = {},
): Promise<string> {
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.[MEDIA_TOKEN_PARAM];
  if (typeof token !== 'string' || token === '') {
    throw new HttpError(
      401,
      'unauthorized',
      'Unauthorized',
      `A playback token is required (?${MEDIA_TOKEN_PARAM}=).`,
    );
  }
  const now = ctx.clock.now();
  const check = await verifyPlaybackToken(token, id, await ctx.secret(), now);
  if (check.ok) {
    const { lid } = check.claims;
    if (lease && lid && (await leaseState(ctx.db, lid, now)) !== 'live') {
      throw new HttpError(
        403,
        MEDIA_ERROR_CODES.leaseEnded,
        FORBIDDEN,
        "This playback no longer counts towards the account's streams; ask the session check again.",
      );
    }
    return token;
  }
  switch (check.reason) {
    case 'expired':
      throw new HttpError(403, MEDIA_ERROR_CODES.tokenExpired, FORBIDDEN, 'The playback token has expired.');
    case 'wrong-asset':
      throw new HttpError(
        403,
        MEDIA_ERROR_CODES.tokenWrongAsset,
        FORBIDDEN,
        `The playback token is not for ${id}.`,
      );
    default:
      throw new HttpError(403, MEDIA_ERROR_CODES.tokenInvalid, FORBIDDEN, 'The playback token is not valid.');
  }
}
