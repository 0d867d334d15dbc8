// {streams}: stream assets, the streaming config, the session check that hands out playback
// tokens, and the concurrency websocket (spec 001 §7). Registered under '/streams'.

import {
  type EndPlaybackSessionsResponse,
  SESSION_CHECK_ERRORS,
  type SessionCheckResponse,
  type StreamAssetResponse,
  type StreamingConfig,
  sessionCheckRequest,
} from '@club/shared/contracts';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { HttpError, notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServiceContext, ServicePluginOptions } from '../lib/service-context.ts';
import { PLAYBACK_TOKEN_TTL_MS, readPlaybackClaims, signPlaybackToken } from '../playback/playback-token.ts';
import { findViewer, requireViewer, type Viewer } from '../playback/viewer.ts';
import { countLiveLeases, grantLease, type LeaseId, revokeAccountLeases } from './leases.ts';
import { concurrencyRefusal, decideSessionCheck, type SessionCheckDecision } from './session-check.ts';
import { isLive, playbackIdOf, type StreamAsset } from './stream-asset.ts';
import { getStreamAsset, getStreamingConfig } from './stream-assets.ts';
import { MAX_CONCURRENT_STREAMS, SESSION_CHECKS_BYPASSED } from './streams-constants.ts';
import { handleStreamsSocket } from './streams-socket.ts';
import { viewerCountry } from './viewer-country.ts';

/** Socket messages are a few dozen bytes; anything much bigger is not the player talking. */
const SOCKET_MAX_PAYLOAD_BYTES = 4096;

const assetParams = v.object({ assetID: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

type Refused = Extract<SessionCheckDecision, { ok: false }>;

/** A refused check as the 403 the spec describes: its code, the spec's message, our detail and meta. */
const refusal = (decision: Refused) =>
  new HttpError(
    403,
    decision.code,
    SESSION_CHECK_ERRORS[decision.code].title,
    decision.detail,
    decision.meta,
  );

/**
 * The lease a renewal asks to keep: the one its previous token was bound to, when that token is
 * genuine (expired is fine: renewing is what one does with an expired token) and was issued to
 * this viewer for this asset.
 */
async function renewedLease(
  ctx: ServiceContext,
  previous: string | null | undefined,
  viewer: Viewer,
  asset: StreamAsset,
): Promise<LeaseId | undefined> {
  if (!previous) return undefined;
  const claims = await readPlaybackClaims(previous, await ctx.secret(), ctx.clock.now());
  const ours = claims?.sub === viewer.ssoId && claims.aid === playbackIdOf(asset);
  return ours ? claims.lid : undefined;
}

export const streamsRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES } });

  app.get('/streams/:assetID', async (request): Promise<StreamAssetResponse> => {
    const { assetID } = parseInput(assetParams, request.params);
    const asset = await getStreamAsset(ctx.db, assetID, ctx.clock.now());
    if (!asset) throw notFound(`No stream asset ${assetID}`);
    return { data: { id: asset.id, type: 'streams', attributes: asset.attributes } };
  });

  app.get('/config', async (): Promise<StreamingConfig> => getStreamingConfig(ctx.db));

  app.post('/session/check', async (request, reply): Promise<SessionCheckResponse> => {
    const { attributes } = parseInput(sessionCheckRequest, request.body).data;
    reply.header('cache-control', 'no-store');
    const asset = await getStreamAsset(ctx.db, attributes.videoID, ctx.clock.now());

    // Only the access token says who is asking: none is a signed-out visitor, a dead one a 401 (the
    // site renews it and asks again). A body userID must agree with it or counts as signed out
    // (403 ERR_3684853_1, which the player already handles; never a way in).
    let viewer = await findViewer(ctx, request);
    let signedOutReason: string | undefined;
    if (viewer && attributes.userID && attributes.userID !== viewer.ssoId) {
      viewer = null;
      signedOutReason = 'userID does not match the signed-in user.';
    }

    const now = ctx.clock.now();
    const decision = decideSessionCheck({
      asset,
      viewer,
      ...(signedOutReason ? { signedOutReason } : {}),
      country: viewerCountry(request, viewer?.country ?? null, {
        edge: ctx.edge,
        testCountry: ctx.testSettings?.viewerCountry ?? null,
      }),
      now,
      checksBypassed: SESSION_CHECKS_BYPASSED,
    });
    if (!decision.ok) throw refusal(decision);

    // Rule 7: a live playback holds a concurrency lease, bound to the token issued here.
    let leaseId: LeaseId | undefined;
    if (isLive(decision.asset)) {
      const grant = await grantLease(ctx.db, {
        ssoId: decision.viewer.ssoId,
        assetId: decision.asset.id,
        now,
        limit: decision.bypassed ? null : MAX_CONCURRENT_STREAMS,
        renewing: await renewedLease(ctx, attributes.playbackToken, decision.viewer, decision.asset),
      });
      if (!grant.ok) {
        const live =
          grant.reason === 'limit' ? grant.live : await countLiveLeases(ctx.db, decision.viewer.ssoId, now);
        throw refusal(concurrencyRefusal(live, { stopped: grant.reason === 'revoked' }));
      }
      leaseId = grant.id;
    }

    const token = await signPlaybackToken(
      {
        assetId: playbackIdOf(decision.asset),
        ssoId: decision.viewer.ssoId,
        now,
        ...(leaseId ? { leaseId } : {}),
      },
      await ctx.secret(),
    );
    // Whole seconds, as the token's own exp claim has it.
    const expiresAt = new Date(
      Math.floor((now.getTime() + PLAYBACK_TOKEN_TTL_MS) / 1000) * 1000,
    ).toISOString();
    return { data: { attributes: { token, bypassed: decision.bypassed, expiresAt } } };
  });

  // 'Stop watching on the other devices' (issue 19): every playback of the account that holds a
  // lease is stopped; their tokens are refused from the next playlist on, and a renewal with one is
  // refused too, so only a player opened afresh (and counted afresh) plays again.
  app.delete('/sessions', async (request, reply): Promise<EndPlaybackSessionsResponse> => {
    const viewer = await requireViewer(ctx, request);
    reply.header('cache-control', 'no-store');
    const ended = await revokeAccountLeases(ctx.db, viewer.ssoId, ctx.clock.now());
    return { data: { attributes: { ended } } };
  });

  app.get('/ws', { websocket: true }, (socket) => handleStreamsSocket(socket, ctx));
};
