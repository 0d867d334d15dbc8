import { SKIP_LONG_SECONDS, SKIP_SHORT_SECONDS, VOLUME_STEP } from '../constants.ts';

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

/** Applies a shortcut to a media element; seeking stays inside what can be sought (a live DVR window too). */
export function applyShortcut(
  media: HTMLMediaElement,
  action: ShortcutAction,
  fullscreenTarget: Element,
): void {
  switch (action.kind) {
    case 'toggle-play':
      if (media.paused) void media.play().catch(() => {});
      else media.pause();
      return;
    case 'seek': {
      const { seekable } = media;
      const start = seekable.length > 0 ? seekable.start(0) : 0;
      const end =
        seekable.length > 0
          ? seekable.end(seekable.length - 1)
          : Number.isFinite(media.duration)
            ? media.duration
            : media.currentTime;
      media.currentTime = clamp(media.currentTime + action.by, start, end);
      return;
    }
    case 'volume':
      media.muted = false;
      media.volume = clamp(Math.round((media.volume + action.by) * 10) / 10, 0, 1);
      return;
    case 'mute':
      media.muted = !media.muted;
      return;
    case 'fullscreen':
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      else void fullscreenTarget.requestFullscreen?.().catch(() => {});
      return;
  }
}
