// A full-match replay's timeline (issue 24 item 1, ours): the stream starts at kick-off, each half
// runs its 45 minutes and room for REPLAY_ADDED_MINUTES of added time, and half-time is left out.
// The services make every replay that long (the videos seed), and the player places the match
// centre's events on it: key moments on the seek bar and in the list beside the picture.
import { type MatchEvent, minuteText } from './matches.ts';

export const HALF_MINUTES = 45;
/** The added time each half of a replay has room for: the most the match centre records (45+5). */
export const REPLAY_ADDED_MINUTES = 5;
/** A replay's length: two halves with their added time, in seconds. */
export const REPLAY_DURATION_S = 2 * (HALF_MINUTES + REPLAY_ADDED_MINUTES) * 60;
/** Where the second half starts in a replay, in seconds. */
export const SECOND_HALF_START_S = (HALF_MINUTES + REPLAY_ADDED_MINUTES) * 60;

/**
 * Where in a replay an event of `minute` (and `addedTime`, the minutes past 45 or 90) happens: the
 * middle of that minute of its half. 23' is 22:30; 45+2 is the second minute of the first half's
 * added time, 46:30; 46' is the first minute of the second half. Never past the replay's end.
 */
export function replaySeconds(minute: number, addedTime = 0): number {
  const intoHalf = minute <= HALF_MINUTES ? minute - 1 + addedTime : minute - HALF_MINUTES - 1 + addedTime;
  const start = minute <= HALF_MINUTES ? 0 : SECOND_HALF_START_S;
  return Math.min(start + intoHalf * 60 + 30, REPLAY_DURATION_S);
}

/** What a key moment is, for its marker and its line in the list. */
export type MomentKind = 'kick-off' | 'half-time' | 'second-half' | 'full-time' | MatchEvent['type'];

export interface KeyMoment {
  kind: MomentKind;
  /** Seconds into the replay. */
  seconds: number;
  /** As the match centre writes it: 23', 45+2'. */
  minute: string;
  event: MatchEvent | null;
}

/**
 * A replay's key moments, in order: kick-off, the match's events at their minutes, half-time (after
 * the last first-half event, or at 45 plus its added time), the second half's start and full time.
 */
export function keyMoments(events: readonly MatchEvent[]): KeyMoment[] {
  const firstHalf = events.filter((event) => event.minute <= HALF_MINUTES);
  const firstHalfAdded = Math.max(0, ...firstHalf.map((event) => event.addedTime));
  const secondHalfAdded = Math.max(
    0,
    ...events.filter((event) => event.minute > HALF_MINUTES).map((event) => event.addedTime),
  );
  const moment = (kind: MomentKind, seconds: number, minute: string, event: MatchEvent | null = null) => ({
    kind,
    seconds,
    minute,
    event,
  });
  const endOf = (halfStart: number, added: number) =>
    Math.min(halfStart + (HALF_MINUTES + Math.min(added, REPLAY_ADDED_MINUTES)) * 60, REPLAY_DURATION_S);
  return [
    moment('kick-off', 0, minuteText(0)),
    ...events.map((event) =>
      moment(
        event.type,
        replaySeconds(event.minute, event.addedTime),
        minuteText(event.minute, event.addedTime),
        event,
      ),
    ),
    moment('half-time', endOf(0, firstHalfAdded), minuteText(HALF_MINUTES, firstHalfAdded)),
    moment('second-half', SECOND_HALF_START_S, minuteText(HALF_MINUTES + 1)),
    moment(
      'full-time',
      endOf(SECOND_HALF_START_S, secondHalfAdded),
      minuteText(2 * HALF_MINUTES, secondHalfAdded),
    ),
  ].sort((a, b) => a.seconds - b.seconds);
}
