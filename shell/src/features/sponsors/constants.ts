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

/** The sponsor block's accessible name (ours; the spec shows the three row titles only). */
export const SPONSORS_LABEL = 'Partners';
