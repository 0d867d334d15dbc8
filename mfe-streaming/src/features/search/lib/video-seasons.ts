import { FIRST_VIDEO_SEASON } from '../constants.ts';

/** A season named by the year it starts, labelled as the site labels seasons (2025 is '2025/26'). */
export interface SeasonOption {
  year: number;
  label: string;
}

/**
 * The seasons the video filters offer, newest first: from the site's current season (runtime
 * config `settings.currentSeason`) back to 2020 (spec 001 §3, §9), so a new season needs no release.
 */
export function videoSeasons(
  currentSeason: number,
  firstSeason: number = FIRST_VIDEO_SEASON,
): SeasonOption[] {
  const seasons: SeasonOption[] = [];
  for (let year = currentSeason; year >= firstSeason; year -= 1) {
    seasons.push({ year, label: `${year}/${String((year + 1) % 100).padStart(2, '0')}` });
  }
  return seasons;
}
