// The websocket of spec 001 §7: the player sends { action: 'session', sessionId } with a base64
// "<userId>:<assetId>", then { action: 'ping' } every 30 s. The connection holds one lease for
// that account while the pings keep coming; closing the socket frees it. Every message gets a
// small JSON reply, and a bad one gets an error reply rather than closing the socket.
//
// The session id is what the spec's player sends, with no credential: anyone can name any
// account. A lease only ever denies (it counts towards the limit), so a forged one cannot unlock
// anything; at worst it uses up a slot of the named account until its socket closes.
import {
  PING_INTERVAL_MS,
  type StreamsSocketReply,
  type StreamsSocketRequest,
  streamsSocketRequest,
  validate,
} from '@club/shared/contracts';
import type { RawData, WebSocket } from 'ws';
import type { Queryable } from '../db/database.ts';
import type { LeaseId, LeaseRegistry } from './leases.ts';
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

export function handleStreamsSocket(socket: WebSocket, deps: { db: Queryable; leases: LeaseRegistry }): void {
  const { db, leases } = deps;
  let lease: LeaseId | undefined;
  let closed = false;
  // One message at a time, so a ping cannot overtake the session it follows.
  let queue = Promise.resolve();

  const send = (reply: StreamsSocketReply) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
  };

  async function startSession(sessionId: string): Promise<StreamsSocketReply> {
    const session = decodeStreamSessionId(sessionId);
    if (!session) return error('invalid_session', 'sessionId must be base64 of "<userId>:<assetId>"');
    const [account, asset] = await Promise.all([
      accountExists(db, session.userId),
      getStreamAsset(db, session.assetId),
    ]);
    if (!account) return error('unknown_user', `No account ${session.userId}`);
    if (!asset) return error('unknown_asset', `No stream asset ${session.assetId}`);
    // The socket may have closed while the lookups ran; a lease then would never be released.
    if (closed) return error('closed', 'The socket closed');
    // One lease per connection: a new session on the same socket replaces the old one.
    if (lease !== undefined) leases.release(lease);
    lease = leases.open(session.userId, session.assetId);
    return { action: 'session', ...session, pingIntervalMs: PING_INTERVAL_MS };
  }

  function ping(): StreamsSocketReply {
    if (lease === undefined) return error('no_session', "Send action 'session' first");
    if (leases.touch(lease)) return { action: 'pong' };
    lease = undefined;
    return error('lease_expired', "Pings stopped for too long; send action 'session' again");
  }

  async function handle(data: RawData, isBinary: boolean): Promise<StreamsSocketReply> {
    const parsed = parseMessage(data, isBinary);
    if (!parsed.ok) return parsed.reply;
    return parsed.message.action === 'session' ? startSession(parsed.message.sessionId) : ping();
  }

  socket.on('message', (data, isBinary) => {
    queue = queue
      .then(() => handle(data, isBinary))
      .then(send, () => send(error('internal_error', 'The message could not be handled')));
  });
  socket.on('close', () => {
    closed = true;
    if (lease !== undefined) leases.release(lease);
    lease = undefined;
  });
}
