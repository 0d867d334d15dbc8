// The concurrency websocket (spec 001 §7) over real sockets: each session holds a lease, the
// session check counts them, and leases end on close or after missed pings (server clock moved).
import {
  type ApiErrorBody,
  encodeStreamSessionId,
  PING_INTERVAL_MS,
  type StreamsSocketReply,
  streamsSocketReply,
  validate,
} from '@club/shared/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { signIn, VIEWERS } from '../playback/test-viewers.ts';
import type { DemoAccount } from '../seed/accounts-seed.ts';
import { STREAM_ASSETS } from '../seed/catalogue.ts';
import { LEASE_TIMEOUT_MS, MAX_CONCURRENT_STREAMS } from './streams-constants.ts';

// Each test starts a day after the last, so a lease a previous test left behind is long dead.
let now = new Date('2026-11-04T12:00:00Z');
let server: RunningServer;
const open: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());
beforeEach(() => {
  now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map(close));
});

const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

/** Replies arrive in order; each socket queues them until a test reads one. */
const inboxes = new WeakMap<WebSocket, { replies: unknown[]; waiting: Array<(reply: unknown) => void> }>();

async function connect(): Promise<WebSocket> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/streams/ws`);
  const inbox = { replies: [] as unknown[], waiting: [] as Array<(reply: unknown) => void> };
  inboxes.set(socket, inbox);
  socket.on('message', (data) => {
    const reply = JSON.parse(data.toString());
    const waiter = inbox.waiting.shift();
    if (waiter) waiter(reply);
    else inbox.replies.push(reply);
  });
  open.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

function nextReply(socket: WebSocket): Promise<StreamsSocketReply> {
  const inbox = inboxes.get(socket);
  if (!inbox) throw new Error('not a test socket');
  const queued = inbox.replies.shift();
  const reply = queued !== undefined ? Promise.resolve(queued) : new Promise((r) => inbox.waiting.push(r));
  return reply.then((value) => {
    expect(validate(streamsSocketReply, value).ok, JSON.stringify(value)).toBe(true);
    return value as StreamsSocketReply;
  });
}

async function send(socket: WebSocket, message: unknown): Promise<StreamsSocketReply> {
  socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  return nextReply(socket);
}

const close = (socket: WebSocket) =>
  new Promise<void>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve();
    socket.once('close', () => resolve());
    socket.close();
  });

/** A socket holding a lease for `account` on `assetId`, acknowledged by the server. */
async function startSession(account: DemoAccount, assetId: string = STREAM_ASSETS.liveVideo.id) {
  const socket = await connect();
  const reply = await send(socket, {
    action: 'session',
    sessionId: encodeStreamSessionId(account.ssoId, assetId),
  });
  expect(reply).toEqual({
    action: 'session',
    userId: account.ssoId,
    assetId,
    pingIntervalMs: PING_INTERVAL_MS,
  });
  return socket;
}

/** The session check's status, or its error code. */
async function checkCode(
  token: string,
  assetId: string = STREAM_ASSETS.liveVideo.id,
): Promise<number | string> {
  const response = await postJson<ApiErrorBody>(
    `${server.url}/streams/session/check`,
    { data: { attributes: { videoID: assetId, mediaType: 'video' } } },
    { ...bearer(token), 'x-viewer-country': 'FR' },
  );
  return response.status === 200 ? 200 : (response.body.errors[0]?.code ?? response.status);
}

/** The server learns of a close a moment after the client; ask until it has (bounded). */
async function eventually(read: () => Promise<unknown>, expected: unknown): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await read()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(await read()).toBe(expected);
}

async function fillToLimit(account: DemoAccount): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < MAX_CONCURRENT_STREAMS; i++) sockets.push(await startSession(account));
  return sockets;
}

describe('the websocket protocol', () => {
  it("acknowledges 'session' and answers 'ping' with 'pong'", async () => {
    const socket = await startSession(VIEWERS.subscriber);
    expect(await send(socket, { action: 'ping' })).toEqual({ action: 'pong' });
  });

  it('answers bad messages with an error and keeps the socket open', async () => {
    const socket = await connect();
    const errorCode = async (message: unknown) => {
      const reply = await send(socket, message);
      expect(reply.action).toBe('error');
      return 'code' in reply ? reply.code : undefined;
    };
    expect(await errorCode('not json')).toBe('bad_message');
    expect(await errorCode({ action: 'dance' })).toBe('bad_message');
    expect(await errorCode({ action: 'session' })).toBe('bad_message');
    expect(await errorCode({ action: 'ping' })).toBe('no_session');
    expect(await errorCode({ action: 'session', sessionId: '%%%' })).toBe('invalid_session');
    expect(await errorCode({ action: 'session', sessionId: btoa('no-colon-here') })).toBe('invalid_session');
    expect(await errorCode({ action: 'session', sessionId: btoa(':live-video-first-team') })).toBe(
      'invalid_session',
    );
    const unknownUser = encodeStreamSessionId('nobody', STREAM_ASSETS.liveVideo.id);
    expect(await errorCode({ action: 'session', sessionId: unknownUser })).toBe('unknown_user');
    const unknownAsset = encodeStreamSessionId(VIEWERS.subscriber.ssoId, 'no-such-asset');
    expect(await errorCode({ action: 'session', sessionId: unknownAsset })).toBe('unknown_asset');
    socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await nextReply(socket)).toMatchObject({ action: 'error', code: 'bad_message' });
    // Still usable after all that.
    const sessionId = encodeStreamSessionId(VIEWERS.subscriber.ssoId, STREAM_ASSETS.liveVideo.id);
    expect(await send(socket, { action: 'session', sessionId })).toMatchObject({ action: 'session' });
  });
});

describe('the concurrent stream limit', () => {
  it(`grants ${MAX_CONCURRENT_STREAMS} sessions and refuses with ERR_54648_1 at one more`, async () => {
    const token = await signIn(server, VIEWERS.subscriber);
    expect(await checkCode(token)).toBe(200);
    await fillToLimit(VIEWERS.subscriber);
    expect(await checkCode(token)).toBe(200);
    await startSession(VIEWERS.subscriber, STREAM_ASSETS.liveAudio.id);
    expect(await checkCode(token)).toBe('ERR_54648_1');
    // The limit is per account, not per asset, and refuses audio too.
    expect(await checkCode(token, STREAM_ASSETS.liveAudio.id)).toBe('ERR_54648_1');
  });

  it('frees a lease when its socket closes', async () => {
    const token = await signIn(server, VIEWERS.subscriber);
    const [first] = await fillToLimit(VIEWERS.subscriber);
    await startSession(VIEWERS.subscriber);
    expect(await checkCode(token)).toBe('ERR_54648_1');
    await close(first as WebSocket);
    await eventually(() => checkCode(token), 200);
  });

  it('frees leases whose pings stop, and keeps those that ping', async () => {
    const token = await signIn(server, VIEWERS.subscriber);
    const pinging = await fillToLimit(VIEWERS.subscriber);
    const silent = await startSession(VIEWERS.subscriber);
    expect(await checkCode(token)).toBe('ERR_54648_1');

    advance(PING_INTERVAL_MS + 10_000);
    for (const socket of pinging) expect(await send(socket, { action: 'ping' })).toEqual({ action: 'pong' });
    advance(LEASE_TIMEOUT_MS - PING_INTERVAL_MS - 10_000 - 1);
    // One millisecond short of the timeout the silent lease still counts.
    expect(await checkCode(token)).toBe('ERR_54648_1');
    advance(1);
    expect(await checkCode(token)).toBe(200);
    // A ping after the lease died does not bring it back.
    expect(await send(silent, { action: 'ping' })).toMatchObject({ action: 'error', code: 'lease_expired' });
    expect(await checkCode(token)).toBe(200);
  });

  it('keeps leases alive for as long as they ping every 30 s', async () => {
    const sockets = [...(await fillToLimit(VIEWERS.subscriber)), await startSession(VIEWERS.subscriber)];
    for (let minute = 0; minute < 10; minute++) {
      advance(PING_INTERVAL_MS);
      for (const socket of sockets)
        expect(await send(socket, { action: 'ping' })).toEqual({ action: 'pong' });
    }
    const token = await signIn(server, VIEWERS.subscriber);
    expect(await checkCode(token)).toBe('ERR_54648_1');
  });

  it('holds one lease per socket: a new session on the same socket replaces the old one', async () => {
    const token = await signIn(server, VIEWERS.subscriber);
    const sockets = await fillToLimit(VIEWERS.subscriber);
    for (const assetId of [STREAM_ASSETS.liveAudio.id, STREAM_ASSETS.liveVideo.id]) {
      const sessionId = encodeStreamSessionId(VIEWERS.subscriber.ssoId, assetId);
      expect(await send(sockets[0] as WebSocket, { action: 'session', sessionId })).toMatchObject({
        action: 'session',
        assetId,
      });
    }
    expect(await checkCode(token)).toBe(200);
  });

  it("does not count another account's leases", async () => {
    await fillToLimit(VIEWERS.traveller);
    await startSession(VIEWERS.traveller);
    const token = await signIn(server, VIEWERS.subscriber);
    expect(await checkCode(token)).toBe(200);
    await fillToLimit(VIEWERS.subscriber);
    expect(await checkCode(token)).toBe(200);
  });

  it('does not apply to a bypassed account', async () => {
    for (let i = 0; i <= MAX_CONCURRENT_STREAMS + 1; i++) await startSession(VIEWERS.bypassed);
    const token = await signIn(server, VIEWERS.bypassed);
    expect(await checkCode(token)).toBe(200);
  });

  it('checks entitlements before the limit', async () => {
    for (let i = 0; i <= MAX_CONCURRENT_STREAMS; i++) await startSession(VIEWERS.free);
    const token = await signIn(server, VIEWERS.free);
    expect(await checkCode(token)).toBe('ERR_3684853_3');
  });
});
