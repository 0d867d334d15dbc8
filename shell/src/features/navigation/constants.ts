import { OVERLAY_IDS } from '@club/shared/site';
/**
 * The spec's numbers, texts and tables for the global navigation, header, sticky bar and main menu
 * (spec 000 §2 "Layouts", §4 "Header", §9), each named once. The heights are CSS tokens in
 * @club/shared/ui/tokens.css; constants.test.ts holds the two together.
 */
import type { PageKind } from '@club/shared/stores';

/** Spec 000 §9 "Header height": 90 px. */
export const HEADER_HEIGHT_PX = 90;
/** 'small' (56 px) is read as below the 760 px breakpoint, where the layout turns to phones. */
export const HEADER_HEIGHT_SMALL_PX = 56;
export const HEADER_SMALL_BELOW_PX = 760;
/** 'wide' (100 px) is read as from the 1440 px breakpoint up. */
export const HEADER_HEIGHT_WIDE_PX = 100;
export const HEADER_WIDE_FROM_PX = 1440;
/** Spec 000 §9: the sticky header is 64 px high. */
export const HEADER_HEIGHT_STICKY_PX = 64;
/** Spec 000 §9: the club tagline strip (the global navigation bar) is 30 px high. */
export const TAGLINE_STRIP_HEIGHT_PX = 30;

/** Spec 000 §3 "Sponsor": the fixed header list has four sponsors (their space is kept until they arrive). */
export const HEADER_SPONSOR_COUNT = 4;

/** Spec 000 §4 "Header": always visible within 90 px of the top. */
export const HEADER_ALWAYS_VISIBLE_WITHIN_PX = 90;
/** Spec 000 §4, §9: sticky beyond 300 px of scroll. */
export const STICKY_THRESHOLD_PX = 300;
/** Spec 000 §4: the sticky navigation bar appears when its trigger is out of view by 300 px. */
export const STICKY_BAR_TRIGGER_OFFSET_PX = STICKY_THRESHOLD_PX;

/** Spec 000 §2 "Layouts": the header style values. */
export const HEADER_STYLES = [
  'solid',
  'transparent-light',
  'transparent-dark',
  'fixed',
  'reveal-on-scroll',
] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];
/** How the header looks: the first three values. */
export type HeaderAppearance = Extract<HeaderStyle, 'solid' | 'transparent-light' | 'transparent-dark'>;
/** How the header moves: the last two values. */
export type HeaderBehaviour = Extract<HeaderStyle, 'fixed' | 'reveal-on-scroll'>;

/** Spec 000 §2: "the default is transparent-dark". */
export const DEFAULT_HEADER_APPEARANCE: HeaderAppearance = 'transparent-dark';
/** Spec 000 §2: "The error page forces a solid header". */
export const ERROR_PAGE_HEADER_APPEARANCE: HeaderAppearance = 'solid';

/**
 * The header style of each page kind (spec 000 §2 gives the kinds and values, not the pairing;
 * this is ours). transparent-light (light text, no box of its own, over the dark band of the
 * site's 'dark' mode) heads pages that open on a picture: home, a content page with an image, the
 * match centre, a player profile, the video home and live. Reading pages (an article, a legacy
 * article, login) get a solid header; the error page is forced solid; every other kind keeps the
 * default, transparent-dark (dark text straight on the page).
 */
export const HEADER_APPEARANCE_BY_PAGE_KIND: Readonly<Record<PageKind, HeaderAppearance>> = {
  home: 'transparent-light',
  error: ERROR_PAGE_HEADER_APPEARANCE,
  matches: DEFAULT_HEADER_APPEARANCE,
  'match-centre': 'transparent-light',
  team: DEFAULT_HEADER_APPEARANCE,
  'player-profile': 'transparent-light',
  category: DEFAULT_HEADER_APPEARANCE,
  'content-page-with-image': 'transparent-light',
  'content-page-without-image': DEFAULT_HEADER_APPEARANCE,
  'news-listing': DEFAULT_HEADER_APPEARANCE,
  'news-single': 'solid',
  'legacy-news': 'solid',
  'video-listing': 'transparent-light',
  'video-category': DEFAULT_HEADER_APPEARANCE,
  login: 'solid',
  faqs: DEFAULT_HEADER_APPEARANCE,
  live: 'transparent-light',
};

/** Element ids the toggles name in aria-controls (shared with the features that render them). */
export const MAIN_MENU_ID = OVERLAY_IDS.mainMenu;
export const SEARCH_PANEL_ID = OVERLAY_IDS.searchPanel;
export const ACCOUNT_PANEL_ID = OVERLAY_IDS.accountPanel;

/** Visible texts and accessible names of the navigation's controls. */
export const NAVIGATION_TEXT = {
  menuButton: 'Menu',
  menuDialog: 'Main menu',
  closeMenu: 'Close menu',
  searchButton: 'Search',
  childFriendly: 'Child-friendly mode',
  /** The global navigation bar's landmark: the spec's name without 'navigation', which it is not as a whole. */
  globalBar: 'Global bar',
  languages: 'Language',
  stickyBar: 'Club shortcuts',
  headerSponsors: 'Partners',
  menuLoading: 'Loading the menu',
  clubPages: 'Club pages',
  showSubPages: (title: string) => `Show ${title} pages`,
  opensInNewTab: '(opens in a new tab)',
} as const;
