import { $user } from '@club/shared/stores';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_FRAME_MARK } from '../constants.ts';
import { isBehindLive } from '../lib/live-edge.ts';
import { attachEngine, type PlaybackEngine } from '../lib/playback-engine.ts';
import type { PlaybackSession } from '../lib/playback-session.ts';
import { monitorPlayback } from '../lib/qoe-monitor.ts';
import type { MediaSource } from '../lib/resolve-playback.ts';

export interface MediaEngineOptions {
  /** What to play; null while there is nothing to play yet (the audio bar before its load delay). */
  media: MediaSource | null;
  /** Keeps the token fresh; told when the player is ready (the izSession handover). */
  session?: PlaybackSession | undefined;
  /** What is playing, for monitoring and the first-frame mark. */
  videoId: string;
  title: string;
  /** Where an on-demand item starts (resume), in seconds. */
  startAt?: number | undefined;
  /** Start playing once attached (the video players); the audio bar waits for Play stream. */
  autoplay: boolean;
  /** What a fatal playback failure logs, before its detail. */
  failureLog: string;
}

export interface MediaEngine {
  /** The media could not be played (a fatal engine error, or the engine did not load). */
  failed: boolean;
  /** The engine's live edge (hls.js's live sync position), or null before it knows one. */
  liveEdge: () => number | null;
  /** On a live stream, how far behind the newest media it plays now (lib/playback-engine.ts), or null. */
  latency: () => number | null;
  /** On a live stream, where a programme time (ms since the epoch) is on the timeline, or null. */
  mediaTimeAt: (epochMs: number) => number | null;
}

/**
 * The engine behind a player's media element, set up once for every player: hls.js (or native HLS)
 * attached with the session's tokens and the resume position, QoE monitoring (mux-embed), the
 * first-frame mark, and a live stream started at its edge however long start-up took. A new source
 * (a new URL: another item or a new token) is a new playback; its title, session and start are read
 * once per playback. Closing lets go of the element.
 */
export function useMediaEngine(
  element: RefObject<HTMLMediaElement | null>,
  { media, session, videoId, title, startAt, autoplay, failureLog }: MediaEngineOptions,
): MediaEngine {
  const engine = useRef<PlaybackEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const liveEdge = useCallback(() => engine.current?.liveEdge() ?? null, []);
  const latency = useCallback(() => engine.current?.latency() ?? null, []);
  const mediaTimeAt = useCallback((epochMs: number) => engine.current?.mediaTimeAt(epochMs) ?? null, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a playback starts once per source URL
  useEffect(() => {
    const node = element.current;
    if (!node || !media) return;
    const initTime = Date.now();
    let stopped = false;
    let endMonitor: (() => void) | null = null;
    setFailed(false);
    // Spec 001 §4: once the player is ready, its session gets the session-state lookup's token.
    node.addEventListener('loadedmetadata', () => session?.ready(), { once: true });
    node.addEventListener(
      'playing',
      () => {
        performance.mark(FIRST_FRAME_MARK, { detail: { videoId } });
        node.dataset.firstFrame = 'true';
        // A live stream starts at its edge however long start-up took (the licence, a slow
        // device): the engine chose where to start when the playlist arrived, and the edge has
        // moved on since. Later on, being behind is the viewer's choice (the DVR window).
        const edge = liveEdge();
        if (media.live && edge !== null && isBehindLive(edge, node.currentTime)) node.currentTime = edge;
      },
      { once: true },
    );
    const fail = (detail: unknown) => {
      console.error(failureLog, detail);
      if (!stopped) setFailed(true);
    };
    void attachEngine(node, media, {
      onFatalError: fail,
      ...(session ? { session } : {}),
      startPosition: startAt,
    }).then(async (attached) => {
      if (stopped) {
        attached.destroy();
        return;
      }
      engine.current = attached;
      if (autoplay) {
        void node.play().catch(() => {
          // Autoplay refused (sound without a gesture): the controls are there to start it.
        });
      }
      try {
        const user = $user.get();
        const end = await monitorPlayback(
          node,
          attached,
          { id: videoId, title, live: media.live },
          user.loggedIn ? user.ssoID : null,
          initTime,
        );
        if (stopped) end();
        else endMonitor = end;
      } catch (error) {
        console.error('[mfe-streaming] QoE monitoring could not start', error);
      }
    }, fail);
    return () => {
      stopped = true;
      endMonitor?.();
      engine.current?.destroy();
      engine.current = null;
    };
  }, [media?.url]);

  return { failed, liveEdge, latency, mediaTimeAt };
}
