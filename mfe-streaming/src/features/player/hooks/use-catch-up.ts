import { type RefObject, useEffect, useState } from 'react';
import { CATCH_UP_RATE, LIVE_DELAY_REFRESH_MS, NORMAL_PLAYBACK_RATE } from '../constants.ts';
import { isBehindLive } from '../lib/live-edge.ts';
import { PlayerRequests } from '../lib/player-requests.ts';
import type { PlayerStore } from '../lib/player-store.ts';

export interface CatchUp {
  catchingUp: boolean;
  /** Plays faster until the live edge, then follows live at normal speed. */
  start(): void;
  /** Back to normal speed where it is. */
  stop(): void;
}

/**
 * 'Catch up' for a live video behind the edge (issue 24 item 5): CATCH_UP_RATE until the position
 * is within the club's live tolerance of the engine's edge (lib/live-edge.ts), checked every
 * LIVE_DELAY_REFRESH_MS; there it plays at normal speed and follows live again (a seek to the edge,
 * a step of under the tolerance). A pause ends it where it is.
 */
export function useCatchUp(
  media: RefObject<HTMLMediaElement | null>,
  store: PlayerStore | null,
  liveEdge: () => number | null,
): CatchUp {
  const [catchingUp, setCatchingUp] = useState(false);
  const rate = (value: number) =>
    store?.dispatch({ type: PlayerRequests.MEDIA_PLAYBACK_RATE_REQUEST, detail: value });

  useEffect(() => {
    const element = media.current;
    if (!catchingUp || !element || !store) return;
    const stop = () => {
      store.dispatch({ type: PlayerRequests.MEDIA_PLAYBACK_RATE_REQUEST, detail: NORMAL_PLAYBACK_RATE });
      setCatchingUp(false);
    };
    const check = () => {
      if (isBehindLive(liveEdge(), element.currentTime)) return;
      stop();
      store.dispatch({ type: PlayerRequests.MEDIA_SEEK_TO_LIVE_REQUEST });
    };
    const timer = setInterval(check, LIVE_DELAY_REFRESH_MS);
    element.addEventListener('pause', stop);
    return () => {
      clearInterval(timer);
      element.removeEventListener('pause', stop);
    };
  }, [catchingUp, media, store, liveEdge]);

  return {
    catchingUp,
    start() {
      rate(CATCH_UP_RATE);
      setCatchingUp(true);
    },
    stop() {
      if (!catchingUp) return;
      rate(NORMAL_PLAYBACK_RATE);
      setCatchingUp(false);
    },
  };
}
