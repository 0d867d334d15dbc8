import { LIVE_DRIFT_TOLERANCE_SECONDS, LIVE_EDGE_TOLERANCE_SECONDS } from '../constants.ts';

/**
 * Whether `position` is behind the live edge (the engine's live sync position) by more than
 * `tolerance` seconds. No known edge (not loaded yet) is never behind.
 */
export function isBehindLive(
  edge: number | null,
  position: number,
  tolerance: number = LIVE_EDGE_TOLERANCE_SECONDS,
): boolean {
  return edge !== null && edge - position > tolerance;
}

/** What a live player hears about: a seek starting (its target is the position), a pause, time passing. */
export type LivePlaybackEvent = 'seeking' | 'pause' | 'timeupdate';

/**
 * Whether a live player is behind live after `event`, so that it stops saying 'Live' and offers
 * 'Back to live'. Being behind is the viewer's doing: a seek that lands back in the DVR window, or
 * a pause. A seek that lands at the edge ('Back to live', or forward again) follows live, even if
 * a slow device then takes a few seconds to show it. Time passing only puts a player that
 * follows live behind once stalls have left it far back (LIVE_DRIFT_TOLERANCE_SECONDS).
 */
export function nextBehindLive(
  behind: boolean,
  event: LivePlaybackEvent,
  edge: number | null,
  position: number,
): boolean {
  switch (event) {
    case 'seeking':
      return isBehindLive(edge, position);
    case 'pause':
      return true;
    case 'timeupdate':
      return behind || isBehindLive(edge, position, LIVE_DRIFT_TOLERANCE_SECONDS);
  }
}
