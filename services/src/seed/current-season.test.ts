import { seasonOf } from '@club/shared/contracts';
import { describe, expect, it } from 'vitest';
import clubConfig from '../../../config/runtime/club.json';
import streamerConfig from '../../../config/runtime/streamer.json';
import { SEASON_UNDER_WAY } from './fixtures-seed.ts';
import { SEED_BASE_DATE } from './seed-base-date.ts';

describe('the current season', () => {
  it('is the same in both runtime configs and the season the match seed is under way in', () => {
    expect(clubConfig.settings.currentSeason).toBe(SEASON_UNDER_WAY);
    expect(streamerConfig.settings.currentSeason).toBe(SEASON_UNDER_WAY);
    expect(seasonOf(SEED_BASE_DATE)).toBe(SEASON_UNDER_WAY);
  });

  it('turns on 1 July on the London clock', () => {
    expect(seasonOf(new Date('2026-06-30T22:59:59Z'))).toBe(2025);
    expect(seasonOf(new Date('2026-06-30T23:00:00Z'))).toBe(2026);
    expect(seasonOf(new Date('2027-01-15T12:00:00Z'))).toBe(2026);
  });
});
