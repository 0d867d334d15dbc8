import { type RefObject, useEffect, useRef } from 'react';
import { claimMediaSession, type MediaSessionLike, type NowPlaying } from '../lib/media-session.ts';
import { PlayerRequests } from '../lib/player-requests.ts';
import type { PlayerStore } from '../lib/player-store.ts';

/**
 * While the player is open and its store is there, the browser's Media Session names what plays and
 * its buttons (a lock screen, a headset) send the player's requests (lib/media-session.ts), or its
 * own `play` where playing does more (the audio bar sets the volume). Browsers without the API play
 * on without it.
 */
export function useMediaSession(
  store: PlayerStore | null,
  media: RefObject<HTMLMediaElement | null>,
  { title, artwork, live }: NowPlaying,
  play?: () => void,
): void {
  // The latest `play`, without claiming the session again for each render's new function.
  const playRef = useRef(play);
  playRef.current = play;
  useEffect(() => {
    if (!store || !('mediaSession' in navigator) || typeof MediaMetadata !== 'function') return;
    return claimMediaSession(
      navigator.mediaSession as MediaSessionLike,
      (init) => new MediaMetadata(init),
      { title, artwork, live },
      {
        play: () => {
          if (playRef.current) playRef.current();
          else store.dispatch({ type: PlayerRequests.MEDIA_PLAY_REQUEST });
        },
        pause: () => store.dispatch({ type: PlayerRequests.MEDIA_PAUSE_REQUEST }),
        seekTo: (seconds) => store.dispatch({ type: PlayerRequests.MEDIA_SEEK_REQUEST, detail: seconds }),
        currentTime: () => media.current?.currentTime ?? 0,
      },
    );
  }, [store, media, title, artwork, live]);
}
