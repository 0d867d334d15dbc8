import type { MatchSummary } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { clockAt, drawnAt, eventElapsed } from './match-clock.ts';

describe('the live clock', () => {
  it('counts the first half, its added time, half-time, the second half and its added time', () => {
    expect(clockAt(0)).toEqual({ period: 'first-half', minute: 1, addedTime: 0 });
    expect(clockAt(44.9)).toEqual({ period: 'first-half', minute: 45, addedTime: 0 });
    expect(clockAt(46.5)).toEqual({ period: 'first-half', minute: 45, addedTime: 2 });
    expect(clockAt(50)).toEqual({ period: 'half-time', minute: 45, addedTime: 0 });
    expect(clockAt(60)).toEqual({ period: 'second-half', minute: 46, addedTime: 0 });
    expect(clockAt(104.5)).toEqual({ period: 'second-half', minute: 90, addedTime: 0 });
    expect(clockAt(107)).toEqual({ period: 'second-half', minute: 90, addedTime: 3 });
  });

  it('shows an event once the clock has reached its minute', () => {
    for (const [minute, addedTime] of [
      [12, 0],
      [45, 2],
      [46, 0],
      [78, 0],
      [90, 4],
    ] as const) {
      const shown = clockAt(eventElapsed({ minute, addedTime }) - 0.01);
      expect(shown.minute * 100 + shown.addedTime).toBe(minute * 100 + addedTime);
    }
  });
});

describe('cup draws', () => {
  const tie = (matchID: string, kickoff: string, type: 'cup' | 'league' = 'cup') =>
    ({
      matchID,
      kickoff,
      teamId: 't3448',
      season: 2026,
      status: 'result',
      competition: { id: type === 'cup' ? 'league-cup' : 'division', name: 'x', type },
    }) as unknown as MatchSummary;
  const matches = [
    tie('r1', '2026-08-11T18:45:00Z'),
    tie('l1', '2026-08-15T14:00:00Z', 'league'),
    tie('r2', '2026-08-25T18:45:00Z'),
    tie('r3', '2026-09-22T18:45:00Z'),
  ];

  it('lists a cup round only once the round before it is over', () => {
    const ids = (now: string) => drawnAt(matches, new Date(now)).map((m) => m.matchID);
    expect(ids('2026-08-01T12:00:00Z')).toEqual(['r1', 'l1']);
    expect(ids('2026-08-12T12:00:00Z')).toEqual(['r1', 'l1', 'r2']);
    expect(ids('2026-08-25T19:00:00Z')).toEqual(['r1', 'l1', 'r2']);
    expect(ids('2026-08-26T12:00:00Z')).toEqual(['r1', 'l1', 'r2', 'r3']);
  });
});
