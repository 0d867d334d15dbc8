// A live stream's programme time (issue 24): the instants its playlist dates each segment with
// (EXT-X-PROGRAM-DATE-TIME), onto the player's own timeline, so that what happened at an instant
// (a frame of the storyboard, a goal) can be placed on the seek bar of the DVR window.

/** A segment of the playlist as the engine holds it: where it starts on the timeline, how long, and its date. */
export interface DatedSegment {
  /** Seconds on the media element's timeline. */
  start: number;
  duration: number;
  /** Its EXT-X-PROGRAM-DATE-TIME, in ms since the epoch; null for a segment without one. */
  programDateTime: number | null;
}

/**
 * Where the instant `epochMs` is on the element's timeline: inside the segment dated around it, at
 * the same distance from its start; null for an instant outside the segments (not in the window).
 */
export function mediaTimeAt(segments: readonly DatedSegment[], epochMs: number): number | null {
  for (const segment of segments) {
    if (segment.programDateTime === null) continue;
    const into = (epochMs - segment.programDateTime) / 1000;
    if (into >= 0 && into < segment.duration) return segment.start + into;
  }
  return null;
}
