import { SKIP_LONG_SECONDS, SKIP_SHORT_SECONDS, VOLUME_STEP } from '../constants.ts';
import { type PlayerRequest, PlayerRequests } from './player-requests.ts';
import type { MediaState } from './player-store.ts';

/** What a key does to the player (issue 12 item 9), or null for a key the player leaves alone. */
export type ShortcutAction =
  | { kind: 'toggle-play' }
  | { kind: 'seek'; by: number }
  | { kind: 'volume'; by: number }
  | { kind: 'mute' }
  | { kind: 'fullscreen' };

/** The shortcuts of the big video sites: space or k, j and l, the arrows, f and m. */
export function shortcutFor(key: string): ShortcutAction | null {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { kind: 'toggle-play' };
    case 'j':
    case 'J':
      return { kind: 'seek', by: -SKIP_LONG_SECONDS };
    case 'l':
    case 'L':
      return { kind: 'seek', by: SKIP_LONG_SECONDS };
    case 'ArrowLeft':
      return { kind: 'seek', by: -SKIP_SHORT_SECONDS };
    case 'ArrowRight':
      return { kind: 'seek', by: SKIP_SHORT_SECONDS };
    case 'ArrowUp':
      return { kind: 'volume', by: VOLUME_STEP };
    case 'ArrowDown':
      return { kind: 'volume', by: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { kind: 'mute' };
    case 'f':
    case 'F':
      return { kind: 'fullscreen' };
    default:
      return null;
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** What the player store knows that a shortcut depends on. */
export type ShortcutState = Pick<
  Partial<MediaState>,
  | 'mediaPaused'
  | 'mediaCurrentTime'
  | 'mediaSeekable'
  | 'mediaDuration'
  | 'mediaVolume'
  | 'mediaMuted'
  | 'mediaIsFullscreen'
>;

/**
 * The requests a shortcut sends to the player store, from where the media stands. Seeking stays
 * inside what can be sought (a live DVR window too); the volume moves by tenths between silence and
 * full and unmutes.
 */
export function shortcutRequests(action: ShortcutAction, state: ShortcutState): PlayerRequest[] {
  switch (action.kind) {
    case 'toggle-play':
      return [
        {
          type:
            state.mediaPaused === false
              ? PlayerRequests.MEDIA_PAUSE_REQUEST
              : PlayerRequests.MEDIA_PLAY_REQUEST,
        },
      ];
    case 'seek': {
      const position = state.mediaCurrentTime ?? 0;
      const duration = state.mediaDuration ?? Number.NaN;
      const [start, end] = state.mediaSeekable ?? [0, Number.isFinite(duration) ? duration : position];
      return [{ type: PlayerRequests.MEDIA_SEEK_REQUEST, detail: clamp(position + action.by, start, end) }];
    }
    case 'volume': {
      const volume = clamp(Math.round(((state.mediaVolume ?? 1) + action.by) * 10) / 10, 0, 1);
      return [
        ...(state.mediaMuted ? [{ type: PlayerRequests.MEDIA_UNMUTE_REQUEST }] : []),
        { type: PlayerRequests.MEDIA_VOLUME_REQUEST, detail: volume },
      ];
    }
    case 'mute':
      return [
        { type: state.mediaMuted ? PlayerRequests.MEDIA_UNMUTE_REQUEST : PlayerRequests.MEDIA_MUTE_REQUEST },
      ];
    case 'fullscreen':
      return [
        {
          type: state.mediaIsFullscreen
            ? PlayerRequests.MEDIA_EXIT_FULLSCREEN_REQUEST
            : PlayerRequests.MEDIA_ENTER_FULLSCREEN_REQUEST,
        },
      ];
  }
}

/**
 * Whether the focused control acts on `key` itself: a button on Enter and Space, a slider on the
 * arrows. media-chrome's controls say so in `keysUsed` (a property, or the `keysused` attribute,
 * where Space is written `Space`), as its own hotkeys read it; native controls always do.
 */
export function controlUsesKey(target: Element, key: string): boolean {
  if (target.closest('button, a, input, select, textarea')) return true;
  const declared =
    target.getAttribute('keysused')?.split(' ') ?? (target as Element & { keysUsed?: unknown }).keysUsed;
  if (!Array.isArray(declared)) return false;
  return declared.some((used) => (used === 'Space' ? ' ' : used) === key);
}
