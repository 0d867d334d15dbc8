import { useEffect, useState } from 'react';
import { KEYBOARD_PREVIEW_MS } from '../constants.ts';
import { PlayerRequests } from '../lib/player-requests.ts';
import type { PlayerStore } from '../lib/player-store.ts';
import { useMediaState } from './use-player-store.ts';

/** The frame a keyboard seek landed on: a tile of the storyboard's sprite, and where on the seek bar. */
export interface KeyboardPreview {
  /** The sprite. */
  image: string;
  /** The tile in it: x, y, width, height. */
  coords: [number, number, number, number];
  /** How far along the seek bar, from 0 to 1. */
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
 * the storyboard's frame under the pointer; a seek by a key (j, l, the arrows on the picture or on
 * the seek bar) asks the player store for the frame at the new position the same way (its preview
 * request reads the thumbnails track) and shows it for KEYBOARD_PREVIEW_MS after the last key.
 * Nothing without a storyboard (`enabled`).
 */
export function useKeyboardPreview(store: PlayerStore | null, enabled: boolean): KeyboardPreviews {
  const [shown, setShown] = useState<{ ratio: number; key: number } | null>(null);
  const image = useMediaState(store, 'mediaPreviewImage');
  const coords = useMediaState(store, 'mediaPreviewCoords');

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      setShown(null);
      store?.dispatch({ type: PlayerRequests.MEDIA_PREVIEW_REQUEST, detail: null });
    }, KEYBOARD_PREVIEW_MS);
    return () => clearTimeout(timer);
  }, [shown, store]);

  const show = (time: number) => {
    if (!enabled || !store) return;
    const [start = 0, end = store.getState().mediaDuration ?? 0] = store.getState().mediaSeekable ?? [];
    const ratio = end > start ? Math.min(1, Math.max(0, (time - start) / (end - start))) : 0;
    store.dispatch({ type: PlayerRequests.MEDIA_PREVIEW_REQUEST, detail: time });
    setShown((last) => ({ ratio, key: (last?.key ?? 0) + 1 }));
  };

  // Typed as strings; the store parses them to numbers (its thumbnails lookup).
  const tile = coords?.length === 4 ? (coords.map(Number) as KeyboardPreview['coords']) : null;
  return { show, preview: shown && image && tile ? { image, coords: tile, ratio: shown.ratio } : null };
}
