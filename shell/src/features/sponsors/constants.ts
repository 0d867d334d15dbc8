import { HEADING_TAGS, type HeadingTag, SPONSOR_ROW_TITLE_SIZE } from '@club/shared/contracts';

// Spec 000 §9 "Footer sponsor logos: small 80 or 96 px, large 132 or 160 px": the logo box of a row
// by its sponsorSize, the smaller below the 760 px breakpoint and the larger from there up (the
// breakpoint is in footer-sponsors.module.css, which takes these sizes as custom properties).

export const FOOTER_SPONSOR_LOGO_PX = {
  small: { narrow: 80, wide: 96 },
  large: { narrow: 132, wide: 160 },
} as const;
export type SponsorLogoSize = keyof typeof FOOTER_SPONSOR_LOGO_PX;

/** A row's logo size: 'large' when it says so, otherwise the spec's default 'small'. */
export const sponsorLogoSize = (sponsorSize: string): SponsorLogoSize =>
  sponsorSize === 'large' ? 'large' : 'small';

/**
 * Spec 000 §3 "Sponsor row: titleSize (h6)", one of the heading tags h1 to h6 or span (§3 "Button"):
 * the size the row's title is drawn at (ours: the site's type scale). Its place in the outline stays
 * a second-level heading under the block (a footer h6 after the page's h2 would skip levels), and
 * 'span' makes it plain text, no heading at all. Unknown values take the spec's h6.
 */
export const SPONSOR_TITLE_FONT_SIZES: Readonly<Record<HeadingTag, string>> = {
  h1: '2rem',
  h2: '1.5rem',
  h3: '1.25rem',
  h4: '1.125rem',
  h5: '1rem',
  h6: '0.75rem',
  span: '0.75rem',
};

/** A row's titleSize as one of the heading tags, the spec's 'h6' when it names none of them. */
export const sponsorTitleSize = (titleSize: string): HeadingTag =>
  (HEADING_TAGS as readonly string[]).includes(titleSize)
    ? (titleSize as HeadingTag)
    : SPONSOR_ROW_TITLE_SIZE;

/** The sponsor block's accessible name (ours; the spec shows the three row titles only). */
export const SPONSORS_LABEL = 'Partners';

/** The section sponsor's accessible name (ours; the spec shows the entity, not its words). */
export const SECTION_SPONSOR_LABEL = 'Section sponsor';
