import { describe, expect, it } from 'vitest';
import { groupByMonth, kickoffDate, kickoffTime } from './match-format.ts';

describe('kick-off dates and times', () => {
  it('are on the London clock in DD MM YYYY, in summer time and winter time', () => {
    expect(`${kickoffDate('2026-08-08T14:00:00Z')} ${kickoffTime('2026-08-08T14:00:00Z')}`).toBe(
      '08 08 2026 15:00',
    );
    expect(`${kickoffDate('2026-12-26T15:00:00Z')} ${kickoffTime('2026-12-26T15:00:00Z')}`).toBe(
      '26 12 2026 15:00',
    );
    // 23:30 UTC on 31 August is already 1 September in London.
    expect(kickoffDate('2026-08-31T23:30:00Z')).toBe('01 09 2026');
  });

  it('group by London calendar month in the order given', () => {
    const groups = groupByMonth([
      { kickoff: '2026-08-31T23:30:00Z' },
      { kickoff: '2026-09-12T14:00:00Z' },
      { kickoff: '2026-10-03T14:00:00Z' },
    ]);
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['September 2026', 2],
      ['October 2026', 1],
    ]);
  });
});
