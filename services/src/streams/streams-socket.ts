// The websocket of spec 001 §7: the player sends { action: 'session', sessionId } with a base64
// "<userId>:<assetId>", then { action: 'ping' } every 30 s. The session check opened the
// playback's concurrency lease (leases.ts) and bound its playback token to it; the player puts
// that token in its 'session' message (ours, issue 19), so the socket's pings keep that lease alive
// and closing the socket releases it at once. Every message gets a small JSON reply, and a bad one
// gets an error reply rather than closing the socket.
//
// The session id is what the spec's player sends, with no credential; only the token, signed by
// the session check for that account and asset, attaches the socket to a lease. A session without
// one is acknowledged but holds nothing: a socket can neither open a lease nor keep another's.
import {
  PING_INTERVAL_MS,
  type StreamsSocketReply,
  type StreamsSocketRequest,
  streamsSocketRequest,
  validate,
} from '@club/shared/contracts';
import type { RawData, WebSocket } from 'ws';
import type { Queryable } from '../db/database.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { readPlaybackClaims } from '../playback/playback-token.ts';
import { type LeaseId, leaseState, releaseLease, touchLease } from './leases.ts';
import { playbackIdOf } from './stream-asset.ts';
import { getStreamAsset } from './stream-assets.ts';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** "<userId>:<assetId>" out of the base64 session id, or undefined when it is not one. */
export function decodeStreamSessionId(sessionId: string): { userId: string; assetId: string } | undefined {
  if (!BASE64.test(sessionId)) return undefined;
  const decoded = Buffer.from(sessionId, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const userId = decoded.slice(0, colon);
  const assetId = decoded.slice(colon + 1);
  if (colon < 1 || !assetId || assetId.includes(':')) return undefined;
  return { userId, assetId };
}

const error = (code: string, message: string): StreamsSocketReply => ({ action: 'error', code, message });

type Parsed = { ok: true; message: StreamsSocketRequest } | { ok: false; reply: StreamsSocketReply };

function parseMessage(data: RawData, isBinary: boolean): Parsed {
  const notJson = { ok: false, reply: error('bad_message', 'Messages are JSON text') } as const;
  if (isBinary) return notJson;
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return notJson;
  }
  const result = validate(streamsSocketRequest, json);
  return result.ok
    ? { ok: true, message: result.value }
    : { ok: false, reply: error('bad_message', result.problems.join('; ')) };
}

async function accountExists(db: Queryable, ssoId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE sso_id = $1', [ssoId]);
  return rows.length > 0;
}

export function handleStreamsSocket(socket: WebSocket, ctx: ServiceContext): void {
  const { db, clock } = ctx;
  /** Whether a 'session' was acknowledged, and the lease it keeps alive (none without a token). */
  let started = false;
  let lease: { id: LeaseId; ssoId: string } | undefined;
  let closed = false;
  // One message at a time, so a ping cannot overtake the session it follows.
  let queue = Promise.resolve();

  const send = (reply: StreamsSocketReply) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
  };

  /** The live lease a 'session' message's token names, for that user and asset; else an error. */
  async function leaseOf(
    token: string,
    session: { userId: string; assetId: string },
  ): Promise<{ id: LeaseId; ssoId: string } | StreamsSocketReply> {
    const [claims, asset] = await Promise.all([
      readPlaybackClaims(token, await ctx.secret(), clock.now()),
      getStreamAsset(db, session.assetId, clock.now()),
    ]);
    if (!claims?.lid || claims.sub !== session.userId || !asset || claims.aid !== playbackIdOf(asset)) {
      return error('invalid_token', 'The token is not a playback token of this user and asset');
    }
    if (!(await touchLease(db, { id: claims.lid, ssoId: session.userId, now: clock.now() }))) {
      return error('lease_expired', 'This playback no longer holds a lease; ask the session check again');
    }
    return { id: claims.lid, ssoId: session.userId };
  }

  async function startSession(sessionId: string, token: string | undefined): Promise<StreamsSocketReply> {
    const session = decodeStreamSessionId(sessionId);
    if (!session) return error('invalid_session', 'sessionId must be base64 of "<userId>:<assetId>"');
    const [account, asset] = await Promise.all([
      accountExists(db, session.userId),
      getStreamAsset(db, session.assetId, clock.now()),
    ]);
    if (!account) return error('unknown_user', `No account ${session.userId}`);
    if (!asset) return error('unknown_asset', `No stream asset ${session.assetId}`);
    const held = token ? await leaseOf(token, session) : undefined;
    if (held && 'action' in held) return held;
    // The socket may have closed while the lookups ran; its lease is released by the close.
    if (closed) {
      if (held) await releaseLease(db, held.id, clock.now());
      return error('closed', 'The socket closed');
    }
    // One lease per connection: a new session on the same socket releases the old one.
    if (lease && lease.id !== held?.id) await releaseLease(db, lease.id, clock.now());
    lease = held;
    started = true;
    return { action: 'session', ...session, pingIntervalMs: PING_INTERVAL_MS };
  }

  async function ping(): Promise<StreamsSocketReply> {
    if (!started) return error('no_session', "Send action 'session' first");
    if (!lease) return { action: 'pong' };
    if (await touchLease(db, { ...lease, now: clock.now() })) return { action: 'pong' };
    const state = await leaseState(db, lease.id, clock.now());
    lease = undefined;
    started = false;
    return state === 'revoked'
      ? error('lease_revoked', 'This playback was stopped from another device')
      : error(
          'lease_expired',
          "Pings stopped for too long; ask the session check again, then send 'session'",
        );
  }

  async function handle(data: RawData, isBinary: boolean): Promise<StreamsSocketReply> {
    const parsed = parseMessage(data, isBinary);
    if (!parsed.ok) return parsed.reply;
    const { message } = parsed;
    return message.action === 'session' ? startSession(message.sessionId, message.token) : ping();
  }

  socket.on('message', (data, isBinary) => {
    queue = queue
      .then(() => handle(data, isBinary))
      .then(send, () => send(error('internal_error', 'The message could not be handled')));
  });
  socket.on('close', () => {
    closed = true;
    // After the message in hand, so a session being started is released too.
    queue = queue.then(async () => {
      if (lease) await releaseLease(db, lease.id, clock.now());
      lease = undefined;
    });
  });
}
