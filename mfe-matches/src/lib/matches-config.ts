// What mfe-matches reads from the runtime config and spec 000's texts for its pages, named once.
import { requireRuntimeConfig } from '@club/shared/config';
import { currentSeasonFrom, seasonLabel, seasonSlug } from '@club/shared/contracts';

/** Spec 000 §3 "Preseason": the message fixtures show while no fixture is announced. */
export const PRESEASON_MESSAGE = 'New fixtures coming soon';

/** The seasons the site lists: six back from the current one and the next, newest first. */
export const SEASONS_BACK = 6;

/** The current season by its first year (runtime config `settings.currentSeason`). */
export const currentSeason = (): number => currentSeasonFrom(requireRuntimeConfig().settings);

/** Spec 000 §3: preseason mode (runtime config `flags.preseason`). */
export const isPreseason = (): boolean => requireRuntimeConfig().flags.preseason;

export interface SeasonOption {
  year: number;
  slug: string;
  label: string;
}

/** The seasons a supporter can choose, newest first, derived from the current season. */
export function seasonOptions(current = currentSeason()): SeasonOption[] {
  return Array.from({ length: SEASONS_BACK + 2 }, (_, i) => current + 1 - i).map((year) => ({
    year,
    slug: seasonSlug(year),
    label: seasonLabel(year),
  }));
}

/** The season a path segment names (`2025-26`), if the site lists it. */
export function seasonFromSegment(segment: string, current = currentSeason()): SeasonOption | undefined {
  return seasonOptions(current).find((season) => season.slug === segment);
}
