/**
 * Site configuration and texts from spec 000 §3 and §9, named once. Components quote these; they
 * never spell the spec's texts themselves.
 */

/** The club's name as it appears in titles and notices. */
export const CLUB_NAME = 'Northbridge FC';
/** Spec 000 §1: page titles end with this suffix. */
export const TITLE_SUFFIX = ` | Official ${CLUB_NAME} website`;
/** Spec 000 §3, §9: the club's time zone, the one clock every date, time and season is read on. */
export const TIMEZONE = 'Europe/London';

/** Builds a document title with the spec's suffix. */
export const pageTitle = (title: string): string => `${title}${TITLE_SUFFIX}`;

export interface NavLink {
  label: string;
  /** A site path ('/news'), or an address elsewhere. */
  to: string;
  /** Another site: opens in a new tab unless `newTab` says otherwise. */
  external?: boolean;
  /** Opens in a new tab (an external link does unless this is false). */
  newTab?: boolean;
}

/** The tickets site is external to this product; the sticky bar links it (spec 000 §2 "tickets (external)"). */
export const TICKETS_URL = 'https://tickets.northbridgefc.example/';
/** The club's Tickets page (the menu tree's Tickets hub), which the main menu, header and error page link. */
export const TICKETS_PAGE_PATH = '/tickets';

/**
 * Spec 000 §2 "Navigation sets": primary navigation. Its Tickets is the club's Tickets page, as in the
 * main menu; only the sticky bar's is the external tickets site.
 */
export const PRIMARY_NAVIGATION: readonly NavLink[] = [
  { label: 'News', to: '/news' },
  { label: 'Matches', to: '/matches' },
  { label: 'Teams', to: '/teams' },
  { label: 'Tickets', to: TICKETS_PAGE_PATH },
];

/** Spec 000 §2 "Navigation sets": secondary navigation. */
export const SECONDARY_NAVIGATION: readonly NavLink[] = [{ label: 'LIVE', to: '/videos' }];

/**
 * Spec 000 §2 "Navigation sets": "A menu item has name, slug, isExternal, customClass, newTab and
 * icon". The sticky bar and the main menu are built from these.
 */
export interface MenuItem {
  name: string;
  /** An internal item's site path, or an external item's address. */
  slug: string;
  isExternal: boolean;
  /** A class the item carries as given (a hook for the CMS's styling); '' for none. */
  customClass: string;
  newTab: boolean;
  /** One of the named icons of spec 000 §3 "Button" (Article, Calendar, Video ...), or '' for none. */
  icon: string;
}

/** The club TV: the streaming area on this site (/videos) and the streaming-only site (external). */
export const CLUB_TV_NAME = 'Northbridge TV';
export const CLUB_TV_URL = 'https://tv.northbridgefc.example/';
/** The club store is external to this product. */
export const STORE_URL = 'https://store.northbridgefc.example/';

const menuItem = (item: Pick<MenuItem, 'name' | 'slug'> & Partial<MenuItem>): MenuItem => ({
  isExternal: false,
  customClass: '',
  newTab: false,
  icon: '',
  ...item,
});

/** Spec 000 §2 "Navigation sets": sticky bar (club site, tickets, the club TV and store; the last three external). */
export const STICKY_NAVIGATION: readonly MenuItem[] = [
  menuItem({ name: 'Club Site', slug: '/', icon: 'Home' }),
  menuItem({ name: 'Tickets', slug: TICKETS_URL, isExternal: true, newTab: true, icon: 'Ticket' }),
  menuItem({
    name: CLUB_TV_NAME,
    slug: CLUB_TV_URL,
    isExternal: true,
    newTab: true,
    icon: 'Video',
    customClass: 'menu-item--tv',
  }),
  menuItem({ name: 'Store', slug: STORE_URL, isExternal: true, newTab: true, icon: 'Shop' }),
];

/** Spec 000 §2 "Navigation sets": main menu (News, the club TV, Matches, Teams, Tickets, Store external). */
export const MAIN_MENU_NAVIGATION: readonly MenuItem[] = [
  menuItem({ name: 'News', slug: '/news', icon: 'Article' }),
  menuItem({ name: CLUB_TV_NAME, slug: '/videos', icon: 'Video', customClass: 'menu-item--tv' }),
  menuItem({ name: 'Matches', slug: '/matches', icon: 'Calendar' }),
  menuItem({ name: 'Teams', slug: '/teams', icon: 'Shirt' }),
  menuItem({ name: 'Tickets', slug: TICKETS_PAGE_PATH, icon: 'Ticket' }),
  menuItem({ name: 'Store', slug: STORE_URL, isExternal: true, newTab: true, icon: 'Shop' }),
];

/** Spec 000 §2: the main menu's four selectable layouts. */
export const MAIN_MENU_LAYOUTS = ['component-menu', 'full-menu', 'feature-menu', 'auto-only-menu'] as const;
export type MainMenuLayout = (typeof MAIN_MENU_LAYOUTS)[number];
/** The layout this site selects (the spec names the choices, not the choice). */
export const MAIN_MENU_LAYOUT: MainMenuLayout = 'full-menu';

/** Spec 000 §2 "Layouts": the header's two styles. */
export const HEADER_DESIGNS = ['v3', 'classic'] as const;
export type HeaderDesign = (typeof HEADER_DESIGNS)[number];
/** The header style this site selects. */
export const HEADER_DESIGN: HeaderDesign = 'v3';

/** Spec 000 §3: header type 'reveal' (hides on scroll down, shows on scroll up); 'fixed' never hides. */
export const HEADER_TYPES = ['reveal', 'fixed'] as const;
export type HeaderType = (typeof HEADER_TYPES)[number];
export const HEADER_TYPE: HeaderType = 'reveal';

/**
 * Spec 000 §3: the site's mode, 'dark'. In dark mode the header sits on a dark band, so pages that open
 * on a picture take the transparent-light header (light text over the band and the picture); in light
 * mode the band is the page's own light background and every such page takes transparent-dark.
 */
export const SITE_MODES = ['light', 'dark'] as const;
export type SiteMode = (typeof SITE_MODES)[number];
export const SITE_MODE: SiteMode = 'dark';

/** The club tagline the global navigation's strip carries (spec 000 §9: 30 px high). */
export const CLUB_TAGLINE = `The Official Website of ${CLUB_NAME}`;

/** One of spec 000 §3's language options. */
export interface LanguageOption {
  language: 'en' | 'ar';
  /** The language's English name. */
  name: string;
  /** The name in the language itself, which the link shows. */
  label: string;
  to: string;
}

/** Spec 000 §3 "Language options": English (/) and Arabic (/category/arabic). */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { language: 'en', name: 'English', label: 'English', to: '/' },
  { language: 'ar', name: 'Arabic', label: 'العربية', to: '/category/arabic' },
];

/** Spec 000 §9 "Default labels": a call to action's and a load button's, for every remote. */
export const SEE_MORE_LABEL = 'See more';
export const LOAD_MORE_LABEL = 'Load more';

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
/** The crest's text alternative where it stands for the club (the account summary, the player overlay); ours. */
export const CLUB_LOGO_ALT = 'Club logo';

/** Spec 000 §2 "Footer": the copyright notice, with the current year. */
export const copyrightNotice = (year: number): string => `© ${year} ${CLUB_NAME}. All rights reserved.`;

/**
 * Spec 000 §2 "Footer": the 'Built on' platform notice and its outbound link. The spec does not name
 * the platform; this is ours, named once here.
 */
export const BUILT_ON_TEXT = 'Built on';
export const PLATFORM_NAME = 'Matchday Cloud';
export const PLATFORM_URL = 'https://matchday-cloud.example/';

/**
 * Element ids of the overlays that a control in another app names in aria-controls (the shell's
 * buttons open panels that remotes or other features render), so both sides use one id.
 */
export const OVERLAY_IDS = {
  accountPanel: 'account-panel',
  searchPanel: 'search-panel',
  mainMenu: 'main-menu',
} as const;

/** Spec 000 §2, spec 001 §2: these query parameters, with the value true, start login/logout handling. */
export const LOGIN_SUCCESS_PARAM = 'loginSuccess';
export const LOGOUT_SUCCESS_PARAM = 'logoutSuccess';

/**
 * What the address asks of the session on load (spec 001 §4 "Session on load"): 'logout' for
 * logoutSuccess=true (it wins: the user's last act was to log out), 'login' for loginSuccess=true,
 * else null. The account remote handles both; the shell mounts it at once when either is there.
 */
export function sessionQueryOf(search: string): 'login' | 'logout' | null {
  const query = new URLSearchParams(search);
  if (query.get(LOGOUT_SUCCESS_PARAM) === 'true') return 'logout';
  if (query.get(LOGIN_SUCCESS_PARAM) === 'true') return 'login';
  return null;
}

/** The address without the login/logout parameters, so a reload does not handle them again. */
export function withoutSessionQuery(location: { pathname: string; search: string; hash: string }): string {
  const query = new URLSearchParams(location.search);
  query.delete(LOGIN_SUCCESS_PARAM);
  query.delete(LOGOUT_SUCCESS_PARAM);
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
