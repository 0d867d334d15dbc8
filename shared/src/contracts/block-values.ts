// The value sets of content blocks (spec 000 §3, §5), without schemas: the pages that only draw
// a button or an icon import these and pay nothing for the block contracts (blocks.ts).

/** Spec 000 §3 "Carousel": its styles and types. */
export const CAROUSEL_STYLES = ['light', 'dark'] as const;
export type CarouselStyle = (typeof CAROUSEL_STYLES)[number];
export const CAROUSEL_TYPES = ['full-6', 'full-4', 'full-3'] as const;
export type CarouselType = (typeof CAROUSEL_TYPES)[number];

/** Spec 000 §3 "Carousel ... Button style": the six button styles. */
export const BUTTON_STYLES = [
  'primary-dark',
  'primary-light',
  'ghost-dark',
  'ghost-light',
  'label-dark',
  'label-light',
] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

/** Spec 000 §3 "Button": icon alignment and heading tag. */
export const ICON_ALIGNMENTS = ['left', 'right'] as const;
export type IconAlignment = (typeof ICON_ALIGNMENTS)[number];
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span'] as const;
export type HeadingTag = (typeof HEADING_TAGS)[number];
