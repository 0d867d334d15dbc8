// Seasons, the one copy the site and the services use: plain functions without schemas, so the
// runtime config (on every first load) can use them without bringing in the match contracts.
import { clubClock } from '@club/shared/format';

/** A season by its first year; its slug and label (spec 000 §3: 2025, '2025-26', '2025/26'). */
export const seasonSlug = (year: number): string => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
export const seasonLabel = (year: number): string => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

/** A season starts on 1 July on the club's clock (month 7; it ends on 30 June). */
export const SEASON_START_MONTH = 7;

/**
 * The season a moment falls in, by its first year: seasons run from 1 July to 30 June on the
 * club's clock (TIMEZONE, in summer time around the turn), so 2026-11-23 is in 2026-27 and
 * 00:30 on 1 July in London (23:30 UTC on 30 June) is already the new season.
 */
export function seasonOf(date: Date): number {
  const { year, month } = clubClock(date);
  return Number(month) >= SEASON_START_MONTH ? Number(year) : Number(year) - 1;
}

/**
 * The current season a runtime config names (`settings.currentSeason`, filled in by the site's
 * server from the services' clock), or the season of `now` when it was served without one.
 */
export const currentSeasonFrom = (
  settings: { currentSeason?: number | undefined },
  now = new Date(),
): number => settings.currentSeason ?? seasonOf(now);
