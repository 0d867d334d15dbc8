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

/** Spec 000 §2: the cookie information page, the cookie notice's 'Find Out More' and a footer link. */
export const COOKIES_PAGE_PATH = '/the-club/cookies';

/**
 * Spec 000 §2 "Cookie notice", §3 "Cookie banner texts", §9 "Cookie choices". The spec names the
 * link and the two buttons; the heading and body text are ours.
 */
export const COOKIE_NOTICE = {
  heading: 'Cookies on this website',
  body: `We use essential cookies to make the ${CLUB_NAME} website work. With your permission we would also like to use analytics, marketing and personalisation cookies, to understand how the site is used and to improve it.`,
  findOutMore: 'Find Out More',
  acceptAll: 'Accept All Cookies',
  onlyEssential: 'Only Essential',
} as const;

/**
 * Spec 000 §4 "Site lock", §6: the development entry word shared by every visitor of the
 * development site. It ships in the page's script, so the lock screen is a courtesy that keeps
 * casual visitors and crawlers off an unfinished site, not security.
 */
export const DEVELOPMENT_ENTRY_WORD = 'matchday';

/** Spec 000 §2 "Footer": the sub menu. */
export const FOOTER_SUB_MENU: readonly NavLink[] = [
  { label: 'Safeguarding', to: '/the-club/safeguarding' },
  { label: 'Privacy Notice', to: '/the-club/privacy-notice' },
  { label: 'Cookies', to: COOKIES_PAGE_PATH },
  { label: 'Contact', to: '/the-club/contact' },
];

/** Spec texts of the 404 and error pages (spec 000 §2, §8). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const ERROR_PAGE_MESSAGE =
  "Sorry, it looks like the page you are looking for isn't available right now.";
export const errorPageHeading = (status: number): string => `${status} error`;

/**
 * Spec 000 §2 "Footer": the optional footer link block, shown only when a footer menu exists. The
 * shipped configuration has none.
 */
export const FOOTER_MENU: readonly NavLink[] = [];

/** Spec 000 §2 "Footer": the social networks, in the spec's order, each opening in a new tab. */
export const SOCIAL_NETWORKS = [
  'Facebook',
  'X',
  'Threads',
  'Instagram',
  'YouTube',
  'Snapchat',
  'Tiktok',
  'Linkedin',
  'Weibo',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Spec 000 §3 "Site configuration": the club's social URLs, one per network of SOCIAL_NETWORKS. */
export const SOCIAL_URLS: Readonly<Record<SocialNetwork, string>> = {
  Facebook: 'https://www.facebook.com/NorthbridgeFC',
  X: 'https://x.com/NorthbridgeFC',
  Threads: 'https://www.threads.net/@northbridgefc',
  Instagram: 'https://www.instagram.com/northbridgefc/',
  YouTube: 'https://www.youtube.com/@NorthbridgeFC',
  Snapchat: 'https://www.snapchat.com/add/northbridgefc',
  Tiktok: 'https://www.tiktok.com/@northbridgefc',
  Linkedin: 'https://www.linkedin.com/company/northbridge-fc/',
  Weibo: 'https://weibo.com/northbridgefc',
};

/** The club crest's key in the image library (the footer's club logo block). */
export const CLUB_CREST_IMAGE_KEY = 'crest/northbridge-fc.png';

/** Spec 000 §2 "Footer": the copyright notice, with the current year. */
export const copyrightNotice = (year: number): string => `© ${year} ${CLUB_NAME}. All rights reserved.`;

/**
 * Spec 000 §2 "Footer": the 'Built on' platform notice and its outbound link. The spec does not name
 * the platform; this is ours, named once here.
 */
export const BUILT_ON_TEXT = 'Built on';
export const PLATFORM_NAME = 'Matchday Cloud';
export const PLATFORM_URL = 'https://matchday-cloud.example/';
