/**
 * What the bench's Lighthouse rounds run, and in which order: every page and its floor with each of
 * LIGHTHOUSE_PRESETS, then FIRST_PAINT_PAGES and their floors with applied throttling. Pure; the
 * runs are made by lighthouse.ts.
 */
import type { LighthousePage } from './lighthouse-pages.ts';
import {
  APPLIED_THROTTLING_PRESET,
  FIRST_PAINT_PAGES,
  LIGHTHOUSE_PRESETS,
  type LighthousePreset,
} from './lighthouse-report.ts';

/** What one run measures: a page, or its floor, with a preset, at an address. */
export interface LighthouseTarget {
  page: LighthousePage;
  preset: LighthousePreset;
  /** The page's floor (floor-html.ts) rather than the page. */
  floor: boolean;
  url: string;
}

/**
 * One round's targets: each page with each preset, its floor right after it (a page whose floor
 * could not be made runs alone), then the first-paint pages and their floors with applied
 * throttling. `floorUrl` gives the floor's address for the preset's device, if there is a floor.
 */
export function seriesTargets(
  origin: string,
  pages: readonly LighthousePage[],
  floorUrl: (page: LighthousePage, preset: (typeof LIGHTHOUSE_PRESETS)[number]) => string | undefined,
): LighthouseTarget[] {
  const withFloor = (page: LighthousePage, preset: LighthousePreset, floor: string | undefined) => [
    { page, preset, floor: false, url: new URL(page.path, origin).href },
    ...(floor === undefined ? [] : [{ page, preset, floor: true, url: floor }]),
  ];
  return [
    ...pages.flatMap((page) =>
      LIGHTHOUSE_PRESETS.flatMap((preset) => withFloor(page, preset, floorUrl(page, preset))),
    ),
    ...pages
      .filter((page) => FIRST_PAINT_PAGES.includes(page.label))
      .flatMap((page) => withFloor(page, APPLIED_THROTTLING_PRESET, floorUrl(page, 'mobile'))),
  ];
}

/**
 * The targets in a round's order: as given in odd rounds; in even rounds each floor goes before its
 * page, so that neither always meets the servers' caches warmed by the other.
 */
export function roundOrder(targets: readonly LighthouseTarget[], round: number): LighthouseTarget[] {
  const ordered = [...targets];
  if (round % 2 === 1) return ordered;
  for (let at = 0; at + 1 < ordered.length; at++) {
    const first = ordered[at] as LighthouseTarget;
    const second = ordered[at + 1] as LighthouseTarget;
    if (!first.floor && second.floor && first.page === second.page && first.preset === second.preset) {
      ordered[at] = second;
      ordered[at + 1] = first;
      at++;
    }
  }
  return ordered;
}
