import { describe, expect, it } from 'vitest';
import { currentSeasonFrom, seasonLabel, seasonOf, seasonSlug } from './seasons.ts';

describe('seasons', () => {
  it('turns at midnight on 1 July on the London clock, not at midnight UTC', () => {
    // 30 June 23:30 and 1 July 00:30 in London (summer time, UTC+1).
    expect(seasonOf(new Date('2026-06-30T23:30:00+01:00'))).toBe(2025);
    expect(seasonOf(new Date('2026-07-01T00:30:00+01:00'))).toBe(2026);
    // The last instant of 2025-26 and the first of 2026-27.
    expect(seasonOf(new Date('2026-06-30T22:59:59.999Z'))).toBe(2025);
    expect(seasonOf(new Date('2026-06-30T23:00:00Z'))).toBe(2026);
  });

  it('keeps the season through the winter, on GMT as on summer time', () => {
    expect(seasonOf(new Date('2026-12-31T23:30:00Z'))).toBe(2026);
    expect(seasonOf(new Date('2027-01-01T00:30:00Z'))).toBe(2026);
    expect(seasonOf(new Date('2027-06-30T12:00:00Z'))).toBe(2026);
  });

  it("names a season by its first year as spec 000 §3 does (2025, '2025-26', '2025/26')", () => {
    expect(seasonSlug(2025)).toBe('2025-26');
    expect(seasonLabel(2025)).toBe('2025/26');
    expect(seasonSlug(2099)).toBe('2099-00');
  });

  it('takes the served config’s season over the clock', () => {
    const now = new Date('2026-07-01T00:30:00+01:00');
    expect(currentSeasonFrom({}, now)).toBe(2026);
    expect(currentSeasonFrom({ currentSeason: 2031 }, now)).toBe(2031);
  });
});
