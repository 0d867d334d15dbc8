import { describe, expect, it } from 'vitest';
import { groupByMonth } from './match-format.ts';

describe('fixtures by month', () => {
  it('group by London calendar month in the order given', () => {
    const groups = groupByMonth([
      { kickoff: '2026-08-31T23:30:00Z' },
      { kickoff: '2026-09-12T14:00:00Z' },
      { kickoff: '2026-10-03T14:00:00Z' },
    ]);
    expect(groups.map((g) => [g.key, g.label, g.items.length])).toEqual([
      ['2026-09', 'September 2026', 2],
      ['2026-10', 'October 2026', 1],
    ]);
  });
});
