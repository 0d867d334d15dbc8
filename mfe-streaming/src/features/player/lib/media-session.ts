// The lock screen and headphones (issue 24 item 6): while a player plays, the browser's Media
// Session names what is playing (its title, the club, its picture) and hands the phone's lock
// screen, a watch or a headset's buttons to the player: play and pause, and on demand seeking back,
// forward and to a time. A live stream takes play and pause only: it plays at its edge. One player
// owns the session at a time, the one that claimed it last; letting go of a session another player
// has since claimed changes nothing.
import { CLUB_NAME } from '@club/shared/site';
import { SKIP_LONG_SECONDS } from '../constants.ts';

export type SessionAction = 'play' | 'pause' | 'seekbackward' | 'seekforward' | 'seekto';
export const SESSION_ACTIONS: readonly SessionAction[] = [
  'play',
  'pause',
  'seekbackward',
  'seekforward',
  'seekto',
];

export interface SessionActionDetails {
  seekOffset?: number;
  seekTime?: number;
}

/** What of the browser's MediaSession a player uses. */
export interface MediaSessionLike {
  metadata: unknown;
  setActionHandler(action: SessionAction, handler: ((details: SessionActionDetails) => void) | null): void;
}

/** The browser's MediaMetadata, as `new MediaMetadata(init)`. */
export type MakeMetadata = (init: MediaMetadataInit) => unknown;

export interface NowPlaying {
  title: string;
  /** The stream's picture, when it has one. */
  artwork?: string | undefined;
  live: boolean;
}

/** What the session's buttons do: requests to the player store. */
export interface SessionControls {
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  currentTime(): number;
}

let owner: object | null = null;

/** A handler the browser does not know throws; the others still work. */
function setHandler(
  session: MediaSessionLike,
  action: SessionAction,
  handler: ((details: SessionActionDetails) => void) | null,
): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Not supported here.
  }
}

/** Names what plays and takes the session's buttons; returns how to let go of them. */
export function claimMediaSession(
  session: MediaSessionLike,
  makeMetadata: MakeMetadata,
  { title, artwork, live }: NowPlaying,
  controls: SessionControls,
): () => void {
  const claim = {};
  owner = claim;
  session.metadata = makeMetadata({ title, artist: CLUB_NAME, artwork: artwork ? [{ src: artwork }] : [] });
  const skip = (by: number) => controls.seekTo(Math.max(0, controls.currentTime() + by));
  const handlers: Record<SessionAction, ((details: SessionActionDetails) => void) | null> = {
    play: () => controls.play(),
    pause: () => controls.pause(),
    seekbackward: live ? null : (details) => skip(-(details.seekOffset ?? SKIP_LONG_SECONDS)),
    seekforward: live ? null : (details) => skip(details.seekOffset ?? SKIP_LONG_SECONDS),
    seekto: live
      ? null
      : (details) => {
          if (details.seekTime !== undefined) controls.seekTo(details.seekTime);
        },
  };
  for (const action of SESSION_ACTIONS) setHandler(session, action, handlers[action]);
  return () => {
    if (owner !== claim) return;
    owner = null;
    session.metadata = null;
    for (const action of SESSION_ACTIONS) setHandler(session, action, null);
  };
}
