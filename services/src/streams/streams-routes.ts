// {streams}: stream assets, the streaming config, the session check that hands out playback
// tokens, and the concurrency websocket (spec 001 §7). Registered under '/streams'.

import {
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
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { PLAYBACK_TOKEN_TTL_MS, signPlaybackToken } from '../playback/playback-token.ts';
import { bearerToken, findViewer } from '../playback/viewer.ts';
import { createLeaseRegistry } from './leases.ts';
import { decideSessionCheck } from './session-check.ts';
import { getStreamAsset, getStreamingConfig, playbackIdOf } from './stream-assets.ts';
import { SESSION_CHECKS_BYPASSED } from './streams-constants.ts';
import { handleStreamsSocket } from './streams-socket.ts';
import { viewerCountry } from './viewer-country.ts';

/** Socket messages are a few dozen bytes; anything much bigger is not the player talking. */
const SOCKET_MAX_PAYLOAD_BYTES = 4096;

const assetParams = v.object({ assetID: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export const streamsRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES } });
  const leases = createLeaseRegistry(ctx.clock);

  app.get('/streams/:assetID', async (request): Promise<StreamAssetResponse> => {
    const { assetID } = parseInput(assetParams, request.params);
    const asset = await getStreamAsset(ctx.db, assetID);
    if (!asset) throw notFound(`No stream asset ${assetID}`);
    return { data: { id: asset.id, type: 'streams', attributes: asset.attributes } };
  });

  app.get('/config', async (): Promise<StreamingConfig> => getStreamingConfig(ctx.db));

  app.post('/session/check', async (request, reply): Promise<SessionCheckResponse> => {
    const { attributes } = parseInput(sessionCheckRequest, request.body).data;
    reply.header('cache-control', 'no-store');
    const asset = await getStreamAsset(ctx.db, attributes.videoID);

    // Only the access token says who is asking; a body userID must agree with it or counts as
    // signed out (403 ERR_3684853_1, which the player already handles; never a way in).
    let viewer = await findViewer(ctx, request);
    let signedOutReason: string | undefined;
    if (!viewer && bearerToken(request)) signedOutReason = 'The access token is missing, expired or invalid.';
    if (viewer && attributes.userID && attributes.userID !== viewer.ssoId) {
      viewer = null;
      signedOutReason = 'userID does not match the signed-in user.';
    }

    const now = ctx.clock.now();
    const decision = decideSessionCheck({
      asset,
      viewer,
      ...(signedOutReason ? { signedOutReason } : {}),
      country: viewerCountry(request, viewer?.country ?? null),
      now,
      liveLeases: viewer ? leases.countLive(viewer.ssoId) : 0,
      checksBypassed: SESSION_CHECKS_BYPASSED,
    });
    if (!decision.ok) {
      throw new HttpError(
        403,
        decision.code,
        SESSION_CHECK_ERRORS[decision.code].title,
        decision.detail,
        decision.meta,
      );
    }

    const token = await signPlaybackToken(
      { assetId: playbackIdOf(decision.asset), ssoId: decision.viewer.ssoId, now },
      await ctx.secret(),
    );
    // Whole seconds, as the token's own exp claim has it.
    const expiresAt = new Date(
      Math.floor((now.getTime() + PLAYBACK_TOKEN_TTL_MS) / 1000) * 1000,
    ).toISOString();
    return { data: { attributes: { token, bypassed: decision.bypassed, expiresAt } } };
  });

  app.get('/ws', { websocket: true }, (socket) => handleStreamsSocket(socket, { db: ctx.db, leases }));
};
