/**
 * Hero images: the CMS's originals are 16:9 (1600x900). The widths the browser picks from, and the
 * width it is shown at: the reading column (800 px), or the whole window below it. A module of its
 * own so the route hints (src/app/route-hints.ts) read the same sizes at build time.
 */
export const HERO_ASPECT = { width: 16, height: 9 } as const;
export const HERO_WIDTHS = [480, 800, 1200, 1600] as const;
export const HERO_DISPLAY_WIDTH = 800;
export const HERO_SIZES = `(min-width: ${HERO_DISPLAY_WIDTH + 32}px) ${HERO_DISPLAY_WIDTH}px, 100vw`;

/** The height of a hero image at a width. */
export const heroHeightFor = (width: number) => Math.round((width * HERO_ASPECT.height) / HERO_ASPECT.width);

/** The sizes a hero image is offered in, smallest first. */
export const HERO_CANDIDATES = HERO_WIDTHS.map((width) => ({ width, height: heroHeightFor(width) }));
