import type { MatchEvent, MatchStat, MatchSummary } from '@club/shared/contracts';
import { eventElapsed, MATCH_LIVE_WINDOW_MS } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import { clockAt, drawnAt, statsAt } from './match-clock.ts';

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

describe('team stats while live', () => {
  const stat = (
    key: MatchStat['key'],
    home: number,
    away: number,
    unit: string | null = null,
  ): MatchStat => ({
    key,
    label: key,
    home,
    away,
    unit,
  });
  const fullTime = [
    stat('possession', 58, 42, '%'),
    stat('shots', 14, 6),
    stat('shotsOnTarget', 5, 2),
    stat('corners', 8, 3),
  ];
  const goal = (minute: number, side: 'home' | 'away'): MatchEvent => ({
    id: `g${minute}`,
    type: 'goal',
    minute,
    addedTime: 0,
    side,
    player: { id: null, slug: null, name: 'Scorer', shirtNumber: 9 },
    assist: null,
    playerOff: null,
  });
  // Two early away goals: more on target by then than the away side's share of its full-time two.
  const events = [goal(3, 'away'), goal(5, 'away'), goal(80, 'home')];
  const at = (elapsed: number) =>
    Object.fromEntries(statsAt(fullTime, events, elapsed).map((s) => [s.key, s]));

  it('grows the counts with the minutes played and keeps the percentages', () => {
    expect(at(0).shots).toMatchObject({ home: 0, away: 0 });
    expect(at(0).possession).toMatchObject({ home: 58, away: 42 });
    const minutes = Array.from({ length: MATCH_LIVE_WINDOW_MS / 60_000 }, (_, i) => i);
    for (const key of ['shots', 'shotsOnTarget', 'corners'] as const) {
      const values = minutes.map((m) => at(m)[key]?.home ?? 0);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(values.at(-1)).toBeLessThanOrEqual(fullTime.find((s) => s.key === key)?.home ?? 0);
    }
    // Half-time: nothing moves between the whistle and the second half.
    expect(at(49)).toEqual(at(59));
  });

  it('never shows fewer shots on target than goals so far, nor fewer shots than shots on target', () => {
    expect(at(6).shotsOnTarget).toMatchObject({ away: 2 });
    expect(at(6).shots?.away).toBeGreaterThanOrEqual(2);
    expect(at(81).shotsOnTarget?.home).toBeGreaterThanOrEqual(1);
  });
});
