import { aMatchEvent } from '@club/shared/testing';
import { describe, expect, it } from 'vitest';
import { keyMoments, REPLAY_DURATION_S, replaySeconds, SECOND_HALF_START_S } from './replays.ts';

describe("a replay's timeline", () => {
  it('places an event in the middle of its minute of its half', () => {
    expect(replaySeconds(1)).toBe(30);
    expect(replaySeconds(23)).toBe(22 * 60 + 30);
    expect(replaySeconds(45)).toBe(44 * 60 + 30);
    // Added time: 45+2 is the second minute past 45, before the second half starts.
    expect(replaySeconds(45, 2)).toBe(46 * 60 + 30);
    expect(replaySeconds(45, 5)).toBeLessThan(SECOND_HALF_START_S);
    // The second half starts after the first half's room for added time, half-time left out.
    expect(replaySeconds(46)).toBe(SECOND_HALF_START_S + 30);
    expect(replaySeconds(90, 3)).toBe(SECOND_HALF_START_S + (44 + 3) * 60 + 30);
    expect(replaySeconds(90, 5)).toBeLessThan(REPLAY_DURATION_S);
  });

  it('never places a moment past the end of the replay', () => {
    expect(replaySeconds(120)).toBe(REPLAY_DURATION_S);
  });

  it("lists kick-off, the events, half-time at the first half's added time, the second half and full time, in order", () => {
    const moments = keyMoments([
      aMatchEvent('goal', 23),
      aMatchEvent('yellow-card', 45, { addedTime: 2 }),
      aMatchEvent('goal', 90, { addedTime: 3 }),
    ]);
    expect(moments.map((m) => [m.kind, m.minute, m.seconds])).toEqual([
      ['kick-off', "0'", 0],
      ['goal', "23'", 22 * 60 + 30],
      ['yellow-card', "45+2'", 46 * 60 + 30],
      ['half-time', "45+2'", 47 * 60],
      ['second-half', "46'", SECOND_HALF_START_S],
      ['goal', "90+3'", SECOND_HALF_START_S + 47 * 60 + 30],
      ['full-time', "90+3'", SECOND_HALF_START_S + 48 * 60],
    ]);
    expect(moments[1]?.event?.type).toBe('goal');
  });
});
