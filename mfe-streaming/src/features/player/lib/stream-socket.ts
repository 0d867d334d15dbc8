// The streams service's websocket (spec 001 §7): it holds this player's concurrency lease for as
// long as it stays open. It sends 'session' with the base64 "<userId>:<assetId>", then 'ping' every
// 30 s; closing it frees the lease. Nothing is kept after close.
import { serviceUrl } from '@club/shared/api';
import { encodeStreamSessionId, PING_INTERVAL_MS } from '@club/shared/contracts';

/** How long the check waits for the socket's answer to 'session' before going on (ours). */
export const SESSION_REPLY_WAIT_MS = 3000;

export interface StreamSocket {
  close(): void;
}

export interface OpenStreamSocketOptions {
  userId: string;
  assetId: string;
  /** The socket could not be opened, or dropped while playing. */
  onFailure: () => void;
  /** For tests: the WebSocket constructor. */
  createSocket?: (url: string) => WebSocket;
}

/** The websocket address of the streams service: its base URL with ws(s) and `/ws`. */
export function streamSocketUrl(): string {
  return serviceUrl('streams', '/ws').replace(/^http/, 'ws');
}

/**
 * Opens the socket and resolves once the 'session' message is sent, so the session check that
 * follows counts this player's lease. Rejects when the socket cannot open.
 */
export function openStreamSocket({
  userId,
  assetId,
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
      socket.send(JSON.stringify({ action: 'session', sessionId: encodeStreamSessionId(userId, assetId) }));
      ping = setInterval(() => socket.send(JSON.stringify({ action: 'ping' })), PING_INTERVAL_MS);
      // The service answers the session message once it has the lease; the check counts leases at
      // its own time, so wait for that answer (and go on without it after a while).
      const wait = setTimeout(() => resolve(handle), SESSION_REPLY_WAIT_MS);
      socket.addEventListener(
        'message',
        () => {
          clearTimeout(wait);
          resolve(handle);
        },
        { once: true },
      );
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
