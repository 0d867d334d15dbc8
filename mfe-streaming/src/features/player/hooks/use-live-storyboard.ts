import { type RefObject, useEffect } from 'react';
import { getLiveStoryboard, type LiveTile } from '../api/get-live-storyboard.ts';
import {
  LIVE_STORYBOARD_LOG_MESSAGE,
  LIVE_STORYBOARD_REFRESH_MS,
  THUMBNAILS_TRACK_LABEL,
} from '../constants.ts';

export interface LiveStoryboardOptions {
  /** The stream's `liveStoryboardPath`, or null for media without one (audio, on demand). */
  path: string | null;
  /** The playback's newest token (the session renews it as the stream plays). */
  token: () => Promise<string>;
  /** Where a programme time is on the element's timeline (the engine's), or null outside the window. */
  mediaTimeAt: (epochMs: number) => number | null;
}

/**
 * The seek bar's previews in a live video's DVR window (issue 24 item 3): the media service names
 * the window's tiles by programme time; each becomes a cue of a thumbnails track of the element's
 * own (the one media-chrome's time range and the keyboard preview read), at the place the engine
 * gives that time on the timeline. Asked for again every LIVE_STORYBOARD_REFRESH_MS as the window
 * moves: new tiles are placed, those that left the window go. A failed answer is logged and the
 * previews stay as they were.
 */
export function useLiveStoryboard(
  element: RefObject<HTMLMediaElement | null>,
  { path, token, mediaTimeAt }: LiveStoryboardOptions,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one track per stream; the token and the timeline are read when needed
  useEffect(() => {
    const media = element.current;
    if (!media || !path) return;
    // The element's own track, made once (an effect run again, as in development, finds it).
    const track =
      Array.from(media.textTracks).find(
        (each) => each.kind === 'metadata' && each.label === THUMBNAILS_TRACK_LABEL,
      ) ?? media.addTextTrack('metadata', THUMBNAILS_TRACK_LABEL);
    // Hidden, the track keeps its cues without showing them.
    track.mode = 'hidden';
    const placed = new Map<number, VTTCue>();
    const place = (tiles: readonly LiveTile[]) => {
      const current = new Set(tiles.map((tile) => tile.from));
      for (const [from, cue] of placed) {
        if (current.has(from)) continue;
        track.removeCue(cue);
        placed.delete(from);
      }
      for (const tile of tiles) {
        if (placed.has(tile.from)) continue;
        const start = mediaTimeAt(tile.from);
        if (start === null) continue;
        const cue = new VTTCue(start, start + (tile.to - tile.from) / 1000, tile.image);
        track.addCue(cue);
        placed.set(tile.from, cue);
      }
    };
    const controller = new AbortController();
    const refresh = async () => {
      try {
        place(await getLiveStoryboard(path, await token(), controller.signal));
      } catch (error) {
        if (!controller.signal.aborted) console.warn(LIVE_STORYBOARD_LOG_MESSAGE, error);
      }
    };
    void refresh();
    const timer = setInterval(refresh, LIVE_STORYBOARD_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
      for (const cue of placed.values()) track.removeCue(cue);
      track.mode = 'disabled';
    };
  }, [element, path]);
}
