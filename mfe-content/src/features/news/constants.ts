import type { RuntimeConfig } from '@club/shared/config';

/**
 * The news pages' texts and numbers, named once. Spec 000 gives the related-news quantity (§9,
 * RELATED_NEWS_COUNT in @club/shared/contracts), the default labels 'Load more' and 'See more' (§9,
 * in @club/shared/site, which the video search shares) and the sharing toggles (§3); the headings and
 * messages that the spec leaves unnamed are ours.
 */

export const NEWS_HEADING = 'Latest News';
export const NEWS_LOAD_ERROR = 'The latest news could not be loaded.';
/** Articles per page of the listing: three rows of four on wide screens. */
export const NEWS_LIST_PAGE_SIZE = 12;
/**
 * Cards of a listing whose picture loads at once: the first, a phone's largest paint (and the one
 * the route hints preload). The others load lazily, which starts them only once the first frame has
 * been painted, so they never delay it; on a wide screen the rest of the first row follows at once.
 */
export const EAGER_NEWS_CARDS = 1;

export const ARTICLE_LOAD_ERROR_TITLE = 'This article could not be loaded';
export const ARTICLE_LOAD_ERROR = 'Please check your connection and try again.';
export const RELATED_NEWS_HEADING = 'Related News';
export const CATEGORIES_LABEL = 'Categories';

/**
 * Spec 000 §3 "Sharing toggles for Facebook, Twitter, email and copy-link": the runtime config's
 * `settings.sharing` sets them; all on when the config is not loaded (a remote run alone).
 */
export type SharingToggles = RuntimeConfig['settings']['sharing'];
export const SHARING_TOGGLES: Readonly<SharingToggles> = {
  facebook: true,
  twitter: true,
  email: true,
  copyLink: true,
};

export const SHARE_LABELS = {
  region: 'Share this article',
  facebook: 'Share on Facebook',
  twitter: 'Share on X',
  email: 'Share by email',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied',
} as const;

/** Where each network takes a shared address (their public share endpoints). */
export const SHARE_ENDPOINTS = {
  facebook: 'https://www.facebook.com/sharer/sharer.php',
  twitter: 'https://x.com/intent/post',
} as const;

/** Legacy addresses: articles per page of a year, month or day. */
export const ARCHIVE_PAGE_SIZE = 12;
export const ARCHIVE_PREVIOUS = 'Newer articles';
export const ARCHIVE_NEXT = 'Older articles';
export const ARCHIVE_EMPTY = 'No articles were published in this period.';

/** The category pages (spec 000 §2 "/category and /category/{category}"). */
export const CATEGORIES_HEADING = 'Categories';
export const CATEGORIES_LOAD_ERROR = 'The categories could not be loaded.';
export const CATEGORY_LOAD_ERROR_TITLE = 'This category could not be loaded';
/** How a category's article count reads in the list. */
export const articleCount = (count: number): string => `${count} ${count === 1 ? 'article' : 'articles'}`;

/** The home page: its title, how many of the latest articles follow the lead story, the videos rail's heading. */
export const HOME_TITLE = 'Home';
export const HOME_LATEST_COUNT = 4;
export const LATEST_VIDEOS_HEADING = 'Latest Videos';
