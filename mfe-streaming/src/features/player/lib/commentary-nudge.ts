// The live commentary nudged to match a TV picture (issue 24 item 5): supporters who watch the
// match on television and listen to the club's commentary hear it ahead of or behind the picture,
// and move it by hand a second at a time. Later is further back in the stream's DVR window (no
// further than its start); earlier is further forward, no further than the live edge.
import { COMMENTARY_NUDGE_SECONDS } from '../constants.ts';

export type Nudge = 'earlier' | 'later';

/** Where the commentary plays from after `nudge`, from `position`, inside the window `start`..`edge`. */
export function nudgedPosition(
  position: number,
  nudge: Nudge,
  window: { start: number; edge: number | null },
): number {
  if (nudge === 'later') return Math.max(window.start, position - COMMENTARY_NUDGE_SECONDS);
  const forward = position + COMMENTARY_NUDGE_SECONDS;
  return window.edge === null ? position : Math.min(window.edge, forward);
}
