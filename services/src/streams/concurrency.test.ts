// Concurrency (spec 001 §7, issue 19) over real HTTP and real sockets: the session check opens a
// lease for every live playback and binds its token to it, whether or not the player opens the
// websocket; the socket's pings or a renewal keep it alive, closing the socket releases it, a lease
// nobody keeps alive stops counting (the server clock moved), and 'Stop watching on the other
// devices' revokes them. Leases live in the database: another app on the same database counts them.
import {
  type ApiErrorBody,
  type EndPlaybackSessionsResponse,
  encodeStreamSessionId,
  mediaPlaylistPath,
  PING_INTERVAL_MS,
  type SessionCheckResponse,
  type StreamsSocketReply,
  streamsSocketReply,
  validate,
} from '@club/shared/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  bearer,
  fetchJson,
  fromEdge,
  postJson,
  type RunningServer,
  startTestServer,
} from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
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

const { liveVideo, liveAudio } = STREAM_ASSETS;

type Checked = { status: number; code: string | undefined; token: string | undefined; body: unknown };

/** A session check for `assetId` (from France: no blackout), renewing `playbackToken` when given. */
async function check(
  accessToken: string,
  assetId: string = liveVideo.id,
  playbackToken?: string,
  url = server.url,
): Promise<Checked> {
  const response = await postJson<SessionCheckResponse | ApiErrorBody>(
    `${url}/streams/session/check`,
    {
      data: {
        attributes: { videoID: assetId, mediaType: 'video', ...(playbackToken ? { playbackToken } : {}) },
      },
    },
    { ...bearer(accessToken), ...fromEdge('FR') },
  );
  const body = response.body;
  return {
    status: response.status,
    code: response.status === 200 ? undefined : (body as ApiErrorBody).errors[0]?.code,
    token: response.status === 200 ? (body as SessionCheckResponse).data.attributes.token : undefined,
    body,
  };
}

/** A granted playback's token. */
async function play(accessToken: string, assetId: string = liveVideo.id): Promise<string> {
  const granted = await check(accessToken, assetId);
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  return granted.token as string;
}

/** What the media service answers a live media playlist request with this token: 200 or its 403 code. */
async function playlist(token: string, playbackId: string = liveVideo.playbackId): Promise<number | string> {
  const response = await fetchJson<ApiErrorBody>(
    `${server.url}/media${mediaPlaylistPath('live', playbackId, token)}`,
  );
  return response.status === 200 ? 200 : (response.body.errors?.[0]?.code ?? response.status);
}

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

/** A player: a granted check, then its socket holding the lease the token is bound to. */
async function player(account: DemoAccount, accessToken: string, assetId: string = liveVideo.id) {
  const token = await play(accessToken, assetId);
  const socket = await connect();
  const reply = await send(socket, {
    action: 'session',
    sessionId: encodeStreamSessionId(account.ssoId, assetId),
    token,
  });
  expect(reply).toEqual({
    action: 'session',
    userId: account.ssoId,
    assetId,
    pingIntervalMs: PING_INTERVAL_MS,
  });
  return { token, socket };
}

/** The server learns of a close a moment after the client; ask until it has (bounded). */
async function eventually(read: () => Promise<unknown>, expected: unknown): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await read()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(await read()).toBe(expected);
}

describe('the websocket protocol', () => {
  it("acknowledges 'session' with the session check's token and answers 'ping' with 'pong'", async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    const { socket } = await player(VIEWERS.subscriber, accessToken);
    expect(await send(socket, { action: 'ping' })).toEqual({ action: 'pong' });
  });

  it('answers bad messages with an error and keeps the socket open', async () => {
    const socket = await connect();
    const errorCode = async (message: unknown) => {
      const reply = await send(socket, message);
      expect(reply.action).toBe('error');
      return 'code' in reply ? reply.code : undefined;
    };
    const sessionId = encodeStreamSessionId(VIEWERS.subscriber.ssoId, liveVideo.id);
    expect(await errorCode('not json')).toBe('bad_message');
    expect(await errorCode({ action: 'dance' })).toBe('bad_message');
    expect(await errorCode({ action: 'session' })).toBe('bad_message');
    expect(await errorCode({ action: 'ping' })).toBe('no_session');
    expect(await errorCode({ action: 'session', sessionId: '%%%' })).toBe('invalid_session');
    expect(await errorCode({ action: 'session', sessionId: btoa('no-colon-here') })).toBe('invalid_session');
    expect(await errorCode({ action: 'session', sessionId: btoa(`:${liveVideo.id}`) })).toBe(
      'invalid_session',
    );
    expect(
      await errorCode({ action: 'session', sessionId: encodeStreamSessionId('nobody', liveVideo.id) }),
    ).toBe('unknown_user');
    expect(
      await errorCode({
        action: 'session',
        sessionId: encodeStreamSessionId(VIEWERS.subscriber.ssoId, 'no-such-asset'),
      }),
    ).toBe('unknown_asset');
    expect(await errorCode({ action: 'session', sessionId, token: 'not-a-token' })).toBe('invalid_token');
    socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await nextReply(socket)).toMatchObject({ action: 'error', code: 'bad_message' });
    // Still usable after all that.
    expect(await send(socket, { action: 'session', sessionId })).toMatchObject({ action: 'session' });
  });

  it("will not attach to another account's or another asset's playback", async () => {
    const subscriber = await signIn(server, VIEWERS.subscriber);
    const token = await play(subscriber);
    const socket = await connect();
    const as = (userId: string, assetId: string) => ({
      action: 'session',
      sessionId: encodeStreamSessionId(userId, assetId),
      token,
    });
    expect(await send(socket, as(VIEWERS.traveller.ssoId, liveVideo.id))).toMatchObject({
      code: 'invalid_token',
    });
    expect(await send(socket, as(VIEWERS.subscriber.ssoId, liveAudio.id))).toMatchObject({
      code: 'invalid_token',
    });
  });

  it('holds nothing for a session without a token: it can neither open a lease nor keep one', async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    for (let i = 0; i < MAX_CONCURRENT_STREAMS + 2; i++) {
      const socket = await connect();
      const sessionId = encodeStreamSessionId(VIEWERS.subscriber.ssoId, liveVideo.id);
      expect(await send(socket, { action: 'session', sessionId })).toMatchObject({ action: 'session' });
      expect(await send(socket, { action: 'ping' })).toEqual({ action: 'pong' });
    }
    expect((await check(accessToken)).status).toBe(200);
  });
});

describe('the concurrent stream limit', () => {
  it(`counts every granted playback, with no websocket at all: ${MAX_CONCURRENT_STREAMS} granted, one more refused with how many are watching`, async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    for (let i = 0; i < MAX_CONCURRENT_STREAMS; i++) await play(accessToken);
    const refused = await check(accessToken);
    expect(refused.code).toBe('ERR_54648_1');
    expect((refused.body as ApiErrorBody).errors[0]).toMatchObject({
      meta: { openSessions: MAX_CONCURRENT_STREAMS, sessionLimit: MAX_CONCURRENT_STREAMS },
    });
    // The limit is per account, not per asset, and refuses audio too.
    expect((await check(accessToken, liveAudio.id)).code).toBe('ERR_54648_1');
    // Another account is not held back by it.
    expect((await check(await signIn(server, VIEWERS.traveller), liveAudio.id)).status).toBe(200);
  });

  it('gives the last slot to one of two checks that race for it', async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    for (let i = 0; i < MAX_CONCURRENT_STREAMS - 1; i++) await play(accessToken);
    const racing = await Promise.all([check(accessToken), check(accessToken), check(accessToken)]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 403, 403]);
  });

  it('releases a lease at once when its socket closes', async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    const first = await player(VIEWERS.subscriber, accessToken);
    await player(VIEWERS.subscriber, accessToken);
    expect((await check(accessToken)).code).toBe('ERR_54648_1');
    await close(first.socket);
    await eventually(async () => (await check(accessToken)).status, 200);
    // The closed player's token opens nothing any more.
    expect(await playlist(first.token)).toBe('lease_ended');
  });

  it('lets a lease nobody keeps alive lapse, keeps those that ping, and refuses the lapsed token', async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    const pinging = await player(VIEWERS.subscriber, accessToken);
    // A player whose websocket is blocked: granted and counted, but nothing keeps it alive.
    const blocked = await play(accessToken);
    expect((await check(accessToken)).code).toBe('ERR_54648_1');
    expect(await playlist(blocked)).toBe(200);

    advance(PING_INTERVAL_MS);
    expect(await send(pinging.socket, { action: 'ping' })).toEqual({ action: 'pong' });
    advance(LEASE_TIMEOUT_MS - PING_INTERVAL_MS - 1);
    // One millisecond short of the timeout the silent lease still counts.
    expect((await check(accessToken)).code).toBe('ERR_54648_1');
    advance(1);
    // Lapsed: its playlists are refused, so that player must ask again and be counted again.
    expect(await playlist(blocked)).toBe('lease_ended');
    expect(await playlist(pinging.token)).toBe(200);
    const third = await play(accessToken);
    expect(await playlist(third)).toBe(200);
  });

  it('keeps leases alive for as long as they ping every 30 s', async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    const players = [
      await player(VIEWERS.subscriber, accessToken),
      await player(VIEWERS.subscriber, accessToken),
    ];
    for (let minute = 0; minute < 10; minute++) {
      advance(PING_INTERVAL_MS);
      for (const { socket } of players)
        expect(await send(socket, { action: 'ping' })).toEqual({ action: 'pong' });
    }
    expect((await check(accessToken)).code).toBe('ERR_54648_1');
    // A ping after a lease lapsed says so and does not bring it back.
    advance(LEASE_TIMEOUT_MS);
    const [first] = players;
    expect(await send(first?.socket as WebSocket, { action: 'ping' })).toMatchObject({
      code: 'lease_expired',
    });
    expect((await check(accessToken)).status).toBe(200);
  });

  it('keeps the same lease through a token renewal, even at the limit, without a socket', async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    let token = await play(accessToken);
    await play(accessToken);
    for (let round = 0; round < 3; round++) {
      advance(LEASE_TIMEOUT_MS - 1_000);
      const renewed = await check(accessToken, liveVideo.id, token);
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
      token = renewed.token as string;
    }
    // The other playback nobody renewed has lapsed; the renewed one still counts.
    expect(await playlist(token)).toBe(200);
    expect((await check(accessToken)).status).toBe(200);
    expect((await check(accessToken)).code).toBe('ERR_54648_1');
  });

  it("does not renew another account's lease, nor one for another asset", async () => {
    const subscriber = await signIn(server, VIEWERS.subscriber);
    const token = await play(subscriber);
    await play(subscriber);
    expect((await check(subscriber, liveAudio.id, token)).code).toBe('ERR_54648_1');
    const bypassed = await signIn(server, VIEWERS.bypassed);
    const theirs = await check(bypassed, liveVideo.id, token);
    expect(theirs.status).toBe(200);
    // The bypassed account's grant opened a lease of its own; the subscriber's still counts.
    expect((await check(subscriber)).code).toBe('ERR_54648_1');
  });

  it('stops the other devices: their tokens and renewals are refused, and a fresh player gets in', async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    const first = await player(VIEWERS.subscriber, accessToken);
    const second = await play(accessToken);
    expect((await check(accessToken)).code).toBe('ERR_54648_1');

    const ended = await fetchJson<EndPlaybackSessionsResponse>(`${server.url}/streams/sessions`, {
      method: 'DELETE',
      headers: bearer(accessToken),
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data.attributes.ended).toBe(2);

    expect(await playlist(first.token)).toBe('lease_ended');
    expect(await playlist(second)).toBe('lease_ended');
    expect(await send(first.socket, { action: 'ping' })).toMatchObject({ code: 'lease_revoked' });
    const renewal = await check(accessToken, liveVideo.id, second);
    expect(renewal.code).toBe('ERR_54648_1');
    expect((renewal.body as ApiErrorBody).errors[0]?.detail).toBe(
      'This playback was stopped from another device.',
    );
    const fresh = await play(accessToken);
    expect(await playlist(fresh)).toBe(200);
  });

  it('ends playbacks only with the account holder’s bearer', async () => {
    const response = await fetchJson<ApiErrorBody>(`${server.url}/streams/sessions`, { method: 'DELETE' });
    expect(response.status).toBe(401);
  });

  it('keeps leases in the database: another app on the same database counts them and renews them', async () => {
    const accessToken = await signIn(server, VIEWERS.subscriber);
    const token = await play(accessToken);
    await play(accessToken);
    const other = buildApp({ db: server.db, testMode: true, clock: server.clock });
    try {
      const ask = async (playbackToken?: string) => {
        const response = await other.inject({
          method: 'POST',
          url: '/streams/session/check',
          headers: { ...bearer(accessToken), ...fromEdge('FR') },
          payload: {
            data: {
              attributes: {
                videoID: liveVideo.id,
                mediaType: 'video',
                ...(playbackToken ? { playbackToken } : {}),
              },
            },
          },
        });
        return response.statusCode === 200 ? 200 : (response.json() as ApiErrorBody).errors[0]?.code;
      };
      expect(await ask()).toBe('ERR_54648_1');
      expect(await ask(token)).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('does not apply to a bypassed account', async () => {
    const accessToken = await signIn(server, VIEWERS.bypassed);
    for (let i = 0; i <= MAX_CONCURRENT_STREAMS + 1; i++) await play(accessToken);
  });

  it('checks entitlements before the limit, and opens no lease for a refusal', async () => {
    const free = await signIn(server, VIEWERS.free);
    for (let i = 0; i <= MAX_CONCURRENT_STREAMS; i++) expect((await check(free)).code).toBe('ERR_3684853_3');
    const { rows } = await server.db.query('SELECT 1 FROM stream_leases WHERE sso_id = $1', [
      VIEWERS.free.ssoId,
    ]);
    expect(rows).toEqual([]);
  });
});
