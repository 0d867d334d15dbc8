// How a match day runs on the clock (the services' live matches, and the player's key moments in a
// live stream's DVR window): kick-off, 45 minutes and up to 3 of added time, half-time until an
// hour after kick-off, the second half and up to 10 of added time. One place for the rule, so that
// a goal shown in the match centre at 15:34 is the goal the live stream shows at 15:34.
import type { MatchEvent } from './matches.ts';
import { minuteText } from './matches.ts';
import type { MomentKind } from './replays.ts';
import { HALF_MINUTES } from './replays.ts';

export const MINUTE_MS = 60 * 1000;
/** Kick-off to full time: 90 minutes, 15 for half-time and 10 of added time. */
export const MATCH_LIVE_WINDOW_MS = 115 * MINUTE_MS;
/** Minutes after kick-off when the second half starts (45 played, 15 of half-time). */
export const SECOND_HALF_START = 60;
/** The first half stops for half-time this long after kick-off (45 and up to 3 added). */
export const HALF_TIME_START = 48;

/** When an event happens, in minutes after kick-off. */
export function eventElapsed(event: Pick<MatchEvent, 'minute' | 'addedTime'>): number {
  return event.minute <= HALF_MINUTES
    ? event.minute + event.addedTime
    : SECOND_HALF_START + (event.minute - HALF_MINUTES) + event.addedTime;
}

/** A key moment of a match as it happens: what, at which instant (ms since the epoch), at which minute. */
export interface LiveMoment {
  kind: MomentKind;
  at: number;
  /** As the match centre writes it: 23', 45+2'. */
  minute: string;
  event: MatchEvent | null;
}

/**
 * A match's key moments on the clock, in order: kick-off, its events so far, half-time, the second
 * half's start and full time (each once the clock has been there; the caller shows those in view).
 */
export function liveMoments(kickoff: string, events: readonly MatchEvent[]): LiveMoment[] {
  const start = Date.parse(kickoff);
  const at = (minutes: number) => start + minutes * MINUTE_MS;
  const moment = (kind: MomentKind, when: number, minute: string, event: MatchEvent | null = null) => ({
    kind,
    at: when,
    minute,
    event,
  });
  return [
    moment('kick-off', start, minuteText(0)),
    ...events.map((event) =>
      moment(event.type, at(eventElapsed(event)), minuteText(event.minute, event.addedTime), event),
    ),
    moment('half-time', at(HALF_TIME_START), minuteText(HALF_MINUTES, HALF_TIME_START - HALF_MINUTES)),
    moment('second-half', at(SECOND_HALF_START), minuteText(HALF_MINUTES + 1)),
    moment('full-time', start + MATCH_LIVE_WINDOW_MS, minuteText(2 * HALF_MINUTES, 10)),
  ].sort((a, b) => a.at - b.at);
}
