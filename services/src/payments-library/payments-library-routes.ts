// {payments}/library: the payment provider's player library (spec 001 §7): the session for an
// on-demand entry id (Status and KSession), asked with the bearer or, by the player renewing, with
// the izSession; and the session-state lookup (customer, entitlements and izSession). Registered
// under '/payments/library'. An entry is an on-demand video of the catalogue or an on-demand audio
// stream asset (spec 001 §4: "The same status codes apply to audio via the payment provider: -1
// grants a playback session"). Live entries are not served here: their tokens come only from the
// streams service's session check, which applies the country, blackout and concurrency rules this
// status table has no codes for.
import {
  ACCESS_MESSAGES,
  ACCESS_STATUS,
  PAYMENTS_SESSION_HEADER,
  type PaymentsSessionResponse,
  type PaymentsSessionState,
} from '@club/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Queryable } from '../db/database.ts';
import { notAuthenticated, notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServiceContext, ServicePluginOptions } from '../lib/service-context.ts';
import { signPlaybackToken } from '../playback/playback-token.ts';
import { findViewer, requireViewer, type Viewer, viewerOfAccount } from '../playback/viewer.ts';
import { playbackIdOf } from '../streams/stream-asset.ts';
import { findOnDemandAudioById } from '../streams/stream-assets.ts';
import { accessStatus } from './access-status.ts';
import { signPaymentsSession, verifyPaymentsSession } from './session-token.ts';

const entryParams = v.object({ entryId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

interface EntryRow {
  entitlements: string[];
  media_type: 'OnDemand' | 'Live';
  start_at: Date;
}

/** An entry the library can give a session for: who may play it, and the media its KSession opens. */
interface PlayableEntry {
  entitlements: string[];
  /** The media service's id for it: the entry id of a video, the playbackId of an audio asset. */
  mediaId: string;
}

/**
 * The entry `entryId` names if it can be played at `now`: an on-demand video (a live one, or one
 * not yet released, answers undefined: the first plays only through the streams session check, the
 * second not yet at all), else an on-demand audio asset.
 */
async function findPlayableEntry(
  db: Queryable,
  entryId: string,
  now: Date,
): Promise<PlayableEntry | undefined> {
  const { rows } = await db.query<EntryRow>(
    'SELECT entitlements, media_type, start_at FROM videos WHERE entry_id = $1',
    [entryId],
  );
  const row = rows[0];
  if (row) {
    if (row.media_type !== 'OnDemand' || new Date(row.start_at) > now) return undefined;
    return { entitlements: row.entitlements, mediaId: entryId };
  }
  const audio = await findOnDemandAudioById(db, entryId);
  return audio && { entitlements: audio.attributes.accessData.entitlements, mediaId: playbackIdOf(audio) };
}

/** First and last name: the identity layer's attributes when set, else the display name split once. */
function customerNames(viewer: Viewer): { FirstName: string; LastName: string } {
  const [first = '', ...rest] = (viewer.displayName ?? '').trim().split(/\s+/);
  return {
    FirstName: viewer.attributes.given_name ?? first,
    LastName: viewer.attributes.family_name ?? rest.join(' '),
  };
}

/**
 * Who asks for an entry's session: the account an izSession names (the player renewing its
 * playback, PAYMENTS_SESSION_HEADER), else the bearer's, else nobody. An izSession that is expired
 * or not genuine is a 401, never an anonymous answer: the player then looks the session state up again.
 * Either way the account's state and entitlements are read now, so a block or a lapsed package
 * stops the next renewal.
 */
async function libraryViewer(ctx: ServiceContext, request: FastifyRequest): Promise<Viewer | null> {
  const izSession = request.headers[PAYMENTS_SESSION_HEADER];
  if (typeof izSession !== 'string' || izSession === '') return findViewer(ctx, request);
  const check = await verifyPaymentsSession(izSession, await ctx.secret(), ctx.clock.now());
  if (!check.ok) {
    throw notAuthenticated(
      check.reason === 'expired' ? 'The izSession has expired.' : 'The izSession is not valid.',
    );
  }
  return viewerOfAccount(ctx, check.claims.sub);
}

export const paymentsLibraryRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.get('/session/:entryId', async (request, reply): Promise<PaymentsSessionResponse> => {
    const { entryId } = parseInput(entryParams, request.params);
    const now = ctx.clock.now();
    const entry = await findPlayableEntry(ctx.db, entryId, now);
    if (!entry) throw notFound(`No on-demand entry ${entryId} playable now`);
    reply.header('cache-control', 'no-store');

    const viewer = await libraryViewer(ctx, request);
    const Status = accessStatus(entry.entitlements, viewer);
    if (Status !== ACCESS_STATUS.success) return { Status, Message: ACCESS_MESSAGES[Status] };
    const KSession = await signPlaybackToken(
      { assetId: entry.mediaId, ssoId: viewer?.ssoId ?? null, now },
      await ctx.secret(),
    );
    return { Status, KSession, Message: ACCESS_MESSAGES[Status] };
  });

  app.get('/session-state', async (request, reply): Promise<PaymentsSessionState> => {
    const viewer = await requireViewer(ctx, request);
    reply.header('cache-control', 'no-store');
    return {
      Customer: { Id: viewer.ssoId, ...customerNames(viewer), Entitlements: viewer.entitlements.join(',') },
      izSession: await signPaymentsSession({ ssoId: viewer.ssoId, now: ctx.clock.now() }, await ctx.secret()),
    };
  });
};
