// The footer's own numbers and labels. The spec's texts (social networks and URLs, the sub menu,
// the copyright and the platform notice) are in @club/shared/site.

/** Spec 000 §2 "Footer": two variants; the second omits the (sponsor) logo block. */
export const FOOTER_VARIANTS = [1, 2] as const;
export type FooterVariant = (typeof FOOTER_VARIANTS)[number];
export const DEFAULT_FOOTER_VARIANT: FooterVariant = 1;

/** Spec 000 §2 "Footer": social icons are 24 px. */
export const SOCIAL_ICON_SIZE_PX = 24;

/** Accessible names of the footer's parts (ours; the spec shows none). */
export const FOOTER_SUB_MENU_LABEL = 'Footer';
export const FOOTER_LINKS_LABEL = 'Footer links';
export const SOCIAL_LINKS_LABEL = 'Social media';
export const PLATFORM_FOOTER_LABEL = 'Platform';
/** The club logo block links home; this is its name. */
export const clubLogoLabel = (clubName: string): string => `${clubName} home`;
