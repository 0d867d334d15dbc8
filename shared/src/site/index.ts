/**
 * Site configuration and texts from spec 000 §3 and §9, named once. Components quote these; they
 * never spell the spec's texts themselves.
 */

/** The club's name as it appears in titles and notices. */
export const CLUB_NAME = 'Northbridge FC';
/** Spec 000 §1: page titles end with this suffix. */
export const TITLE_SUFFIX = ` | Official ${CLUB_NAME} website`;
export const TIMEZONE = 'Europe/London';
export const CURRENT_SEASON = { year: 2025, slug: '2025-26', label: '2025/26' } as const;

/** Builds a document title with the spec's suffix. */
export const pageTitle = (title: string): string => `${title}${TITLE_SUFFIX}`;

export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
}

/** The tickets site is external to this product. */
export const TICKETS_URL = 'https://tickets.northbridgefc.example/';

/** Spec 000 §2 "Navigation sets": primary navigation. */
export const PRIMARY_NAVIGATION: readonly NavLink[] = [
  { label: 'News', to: '/news' },
  { label: 'Matches', to: '/matches' },
  { label: 'Teams', to: '/teams' },
  { label: 'Tickets', to: TICKETS_URL, external: true },
];

/** Spec 000 §2 "Navigation sets": secondary navigation. */
export const SECONDARY_NAVIGATION: readonly NavLink[] = [{ label: 'LIVE', to: '/videos' }];

/** Spec 000 §2 "Error page": Quick Links. */
export const QUICK_LINKS = PRIMARY_NAVIGATION;

/** Spec 000 §2 "Footer": the sub menu. */
export const FOOTER_SUB_MENU: readonly NavLink[] = [
  { label: 'Safeguarding', to: '/the-club/safeguarding' },
  { label: 'Privacy Notice', to: '/the-club/privacy-notice' },
  { label: 'Cookies', to: '/the-club/cookies' },
  { label: 'Contact', to: '/the-club/contact' },
];

/** Spec texts of the 404 and error pages (spec 000 §2, §8). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const ERROR_PAGE_MESSAGE =
  "Sorry, it looks like the page you are looking for isn't available right now.";
export const errorPageHeading = (status: number): string => `${status} error`;
