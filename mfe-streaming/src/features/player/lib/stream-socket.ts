// The streams service's websocket (spec 001 §7): it keeps this playback's concurrency lease alive
// for as long as it stays open. The session check opened the lease and bound the playback token to
// it; the socket sends 'session' with the base64 "<userId>:<assetId>" and that token (ours, issue
// 19), then 'ping' every 30 s; closing it releases the lease at once. Nothing is kept after close.
import { serviceUrl } from '@club/shared/api';
import { encodeStreamSessionId, PING_INTERVAL_MS } from '@club/shared/contracts';

export interface StreamSocket {
  close(): void;
}

export interface OpenStreamSocketOptions {
  userId: string;
  assetId: string;
  /** The playback token the session check gave: the lease the socket keeps alive. */
  token: string;
  /** The socket could not be opened, or dropped while playing. */
  onFailure: () => void;
  /** For tests: the WebSocket constructor. */
  createSocket?: (url: string) => WebSocket;
}

/** The websocket address of the streams service: its base URL with ws(s) and `/ws`. */
export function streamSocketUrl(): string {
  return serviceUrl('streams', '/ws').replace(/^http/, 'ws');
}

/** Opens the socket and resolves once the 'session' message is sent. Rejects when the socket cannot open. */
export function openStreamSocket({
  userId,
  assetId,
  token,
  onFailure,
  createSocket = (url) => new WebSocket(url),
}: OpenStreamSocketOptions): Promise<StreamSocket> {
  return new Promise((resolve, reject) => {
    let socket: WebSocket;
    try {
      socket = createSocket(streamSocketUrl());
    } catch (error) {
      reject(error);
      return;
    }
    let ping: ReturnType<typeof setInterval> | undefined;
    let opened = false;
    let closedByUs = false;
    const handle: StreamSocket = {
      close() {
        closedByUs = true;
        clearInterval(ping);
        socket.close();
      },
    };
    socket.addEventListener('open', () => {
      opened = true;
      socket.send(
        JSON.stringify({ action: 'session', sessionId: encodeStreamSessionId(userId, assetId), token }),
      );
      ping = setInterval(() => socket.send(JSON.stringify({ action: 'ping' })), PING_INTERVAL_MS);
      resolve(handle);
    });
    socket.addEventListener('error', () => {
      if (!opened) reject(new Error('The streams websocket could not be opened'));
    });
    socket.addEventListener('close', () => {
      clearInterval(ping);
      if (!opened) reject(new Error('The streams websocket closed before it opened'));
      else if (!closedByUs) onFailure();
    });
  });
}
