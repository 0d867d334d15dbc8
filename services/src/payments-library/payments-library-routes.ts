// {payments}/library: the payment provider's player library (spec 001 §7): the session for an
// on-demand entry id (Status and KSession), asked with the bearer or, by the player renewing, with
// the izSession; and the session-state lookup (customer, entitlements and izSession). Registered under '/payments/library'. Live entries are not served here: their
// tokens come only from the streams service's session check, which applies the country,
// blackout and concurrency rules this status table has no codes for.
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
import { accessStatus } from './access-status.ts';
import { signPaymentsSession, verifyPaymentsSession } from './session-token.ts';

const entryParams = v.object({ entryId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

interface EntryRow {
  entitlements: string[];
  media_type: 'OnDemand' | 'Live';
  start_at: Date;
}

/**
 * The entitlement list of an on-demand entry that can be played at `now`. A live entry, or one
 * not yet released (startAt is the release for on-demand entries), answers undefined: the first
 * plays only through the streams session check, the second not yet at all.
 */
async function findPlayableEntry(db: Queryable, entryId: string, now: Date): Promise<string[] | undefined> {
  const { rows } = await db.query<EntryRow>(
    'SELECT entitlements, media_type, start_at FROM videos WHERE entry_id = $1',
    [entryId],
  );
  const row = rows[0];
  if (row?.media_type !== 'OnDemand' || new Date(row.start_at) > now) return undefined;
  return row.entitlements;
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
    const required = await findPlayableEntry(ctx.db, entryId, now);
    if (!required) throw notFound(`No on-demand entry ${entryId} playable now`);
    reply.header('cache-control', 'no-store');

    const viewer = await libraryViewer(ctx, request);
    const Status = accessStatus(required, viewer);
    if (Status !== ACCESS_STATUS.success) return { Status, Message: ACCESS_MESSAGES[Status] };
    const KSession = await signPlaybackToken(
      { assetId: entryId, ssoId: viewer?.ssoId ?? null, now },
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
