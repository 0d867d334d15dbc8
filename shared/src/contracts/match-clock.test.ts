import { aMatchEvent } from '@club/shared/testing';
import { describe, expect, it } from 'vitest';
import { eventElapsed, liveMoments, MATCH_LIVE_WINDOW_MS, MINUTE_MS } from './match-clock.ts';

const KICKOFF = '2026-11-28T15:00:00.000Z';
const START = Date.parse(KICKOFF);

describe('the match clock', () => {
  it('puts an event of the first half at its minute, and of the second after the 15 of half-time', () => {
    expect(eventElapsed(aMatchEvent('goal', 23))).toBe(23);
    expect(eventElapsed(aMatchEvent('goal', 45, { addedTime: 2 }))).toBe(47);
    expect(eventElapsed(aMatchEvent('goal', 46))).toBe(61);
    expect(eventElapsed(aMatchEvent('goal', 90, { addedTime: 4 }))).toBe(109);
  });

  it("gives a match's moments their instants: kick-off, the events, half-time, the second half and full time", () => {
    const moments = liveMoments(KICKOFF, [aMatchEvent('goal', 23), aMatchEvent('yellow-card', 46)]);
    expect(moments.map((moment) => [moment.kind, (moment.at - START) / MINUTE_MS, moment.minute])).toEqual([
      ['kick-off', 0, "0'"],
      ['goal', 23, "23'"],
      ['half-time', 48, "45+3'"],
      ['second-half', 60, "46'"],
      ['yellow-card', 61, "46'"],
      ['full-time', MATCH_LIVE_WINDOW_MS / MINUTE_MS, "90+10'"],
    ]);
    expect(moments[1]?.event?.id).toBe('goal-23-0');
  });
});
