import { type RefObject, useEffect, useState } from 'react';
import { KEYBOARD_PREVIEW_MS, THUMBNAILS_TRACK_LABEL } from '../constants.ts';
import type { PlayerStore } from '../lib/player-store.ts';
import { type StoryboardTile, storyboardTileAt } from '../lib/storyboard-cues.ts';

/** The frame a keyboard seek landed on: a tile of the storyboard's sprite, and where on the seek bar. */
export interface KeyboardPreview {
  tile: StoryboardTile;
  /** How far along the seek bar (the DVR window, live), from 0 to 1. */
  ratio: number;
}

export interface KeyboardPreviews {
  /** Shows the frame at `time` (seconds) for a moment; again with each key. */
  show: (time: number) => void;
  /** What to draw, or null when nothing is shown. */
  preview: KeyboardPreview | null;
}

/**
 * The seek bar's preview under keyboard seeking (issue 24 item 3): media-chrome's time range shows
 * the storyboard's frame under the pointer; after a seek by a key (j, l, the arrows on the picture
 * or on the seek bar) the frame at the new position, from the same thumbnails track
 * (lib/storyboard-cues.ts), shows for KEYBOARD_PREVIEW_MS after the last key. Nothing for media
 * without a storyboard.
 */
export function useKeyboardPreview(
  element: RefObject<HTMLMediaElement | null>,
  store: PlayerStore | null,
): KeyboardPreviews {
  const [shown, setShown] = useState<(KeyboardPreview & { key: number }) | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), KEYBOARD_PREVIEW_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const show = (time: number) => {
    const media = element.current;
    if (!media || !store) return;
    const track = Array.from(media.textTracks).find(
      (each) => each.kind === 'metadata' && each.label === THUMBNAILS_TRACK_LABEL,
    );
    // A track's file resolves its cues (on demand); a live window's cues are whole addresses.
    const file = media.querySelector<HTMLTrackElement>(`track[label="${THUMBNAILS_TRACK_LABEL}"]`)?.src;
    const tile = storyboardTileAt((track?.cues ?? []) as ArrayLike<VTTCue>, time, file);
    if (!tile) return;
    const { mediaSeekable, mediaDuration } = store.getState();
    const [start = 0, end = mediaDuration ?? 0] = mediaSeekable ?? [];
    const ratio = end > start ? Math.min(1, Math.max(0, (time - start) / (end - start))) : 0;
    setShown((last) => ({ tile, ratio, key: (last?.key ?? 0) + 1 }));
  };

  return { show, preview: shown && { tile: shown.tile, ratio: shown.ratio } };
}
