// Seasons: plain functions without schemas, so the runtime config (on every first load) can use
// them without bringing in the match contracts.

/** A season by its first year; its slug and label (spec 000 §3: 2025, '2025-26', '2025/26'). */
export const seasonSlug = (year: number): string => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
export const seasonLabel = (year: number): string => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

/**
 * The season a moment falls in, by its first year: seasons run from 1 July to 30 June on the
 * club's clock (Europe/London, an hour ahead of UTC in July), so 2026-11-23 is in 2026-27.
 */
export function seasonOf(date: Date): number {
  const london = new Date(date.getTime() + 60 * 60 * 1000);
  const year = london.getUTCFullYear();
  return london.getUTCMonth() >= 6 ? year : year - 1;
}

/**
 * The current season a runtime config names (`settings.currentSeason`, filled in by the site's
 * server from the services' clock), or the season of `now` when it was served without one.
 */
export const currentSeasonFrom = (
  settings: { currentSeason?: number | undefined },
  now = new Date(),
): number => settings.currentSeason ?? seasonOf(now);
