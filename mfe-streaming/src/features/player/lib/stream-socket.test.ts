import { $runtimeConfig } from '@club/shared/config';
import { encodeStreamSessionId, PING_INTERVAL_MS } from '@club/shared/contracts';
import { testRuntimeConfig } from '@club/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStreamSocket, streamSocketUrl } from './stream-socket.ts';

/** A WebSocket the test drives: it records what the player sends and whether it was closed. */
class FakeSocket extends EventTarget {
  sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  /** The service: the socket opens, answers the session message, or goes. */
  open() {
    this.dispatchEvent(new Event('open'));
  }
  answer() {
    this.dispatchEvent(new MessageEvent('message', { data: '{"action":"session","ok":true}' }));
  }
  drop() {
    this.dispatchEvent(new Event('close'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(new Event('close'));
  }
}

/** The playback token the session check gave (its lease is what the socket keeps alive). */
const TOKEN = 'playback.token.of-this-player';
let socket: FakeSocket;
const createSocket = (url: string) => {
  socket = new FakeSocket(url);
  return socket as unknown as WebSocket;
};
const pings = () => socket.sent.filter((message) => (message as { action: string }).action === 'ping').length;

beforeEach(() => {
  $runtimeConfig.set(testRuntimeConfig());
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('openStreamSocket', () => {
  it("opens the streams service's websocket and sends 'session' with the base64 user and asset ids and the playback token", async () => {
    const onFailure = vi.fn();
    const opening = openStreamSocket({
      userId: 'sso-1',
      assetId: 'live-video',
      token: TOKEN,
      onFailure,
      createSocket,
    });
    expect(socket.url).toBe(streamSocketUrl());
    expect(streamSocketUrl()).toMatch(/^ws:\/\/.*\/ws$/);
    socket.open();
    expect(socket.sent).toEqual([
      { action: 'session', sessionId: encodeStreamSessionId('sso-1', 'live-video'), token: TOKEN },
    ]);
    expect(encodeStreamSessionId('sso-1', 'live-video')).toBe(btoa('sso-1:live-video'));
    socket.answer();
    await opening;
    expect(onFailure).not.toHaveBeenCalled();
  });

  it(`pings every ${PING_INTERVAL_MS / 1000} s while open, and stops when the player closes it`, async () => {
    const opening = openStreamSocket({
      userId: 'sso-1',
      assetId: 'a',
      token: TOKEN,
      onFailure: vi.fn(),
      createSocket,
    });
    socket.open();
    socket.answer();
    const handle = await opening;
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pings()).toBe(1);
    vi.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(pings()).toBe(4);

    handle.close();
    expect(socket.closed).toBe(true);
    vi.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(pings()).toBe(4);
  });

  it('reports a socket that drops while playing, once, and stops pinging', async () => {
    const onFailure = vi.fn();
    const opening = openStreamSocket({
      userId: 'sso-1',
      assetId: 'a',
      token: TOKEN,
      onFailure,
      createSocket,
    });
    socket.open();
    socket.answer();
    await opening;
    socket.drop();
    expect(onFailure).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(pings()).toBe(0);
  });

  it('closing it is not a failure', async () => {
    const onFailure = vi.fn();
    const opening = openStreamSocket({
      userId: 'sso-1',
      assetId: 'a',
      token: TOKEN,
      onFailure,
      createSocket,
    });
    socket.open();
    socket.answer();
    (await opening).close();
    socket.drop();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('rejects when the socket cannot be opened', async () => {
    const opening = openStreamSocket({
      userId: 'sso-1',
      assetId: 'a',
      token: TOKEN,
      onFailure: vi.fn(),
      createSocket,
    });
    socket.fail();
    await expect(opening).rejects.toThrow(/could not be opened/);
    await expect(
      openStreamSocket({
        userId: 'sso-1',
        assetId: 'a',
        token: TOKEN,
        onFailure: vi.fn(),
        createSocket: () => {
          throw new SyntaxError('bad url');
        },
      }),
    ).rejects.toThrow('bad url');
  });
});
