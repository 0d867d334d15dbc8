/**
 * The streaming area's numbers and texts from spec 001, each named once with the spec's meaning so a
 * reviewer can hold the code against §2, §4 and §9.
 */

/** Spec 001 §2: /videos is the video home, feed 1, named Videos. */
export const VIDEOS_FEED_ID = '1';
export const VIDEOS_TITLE = 'Videos';

/** Spec 001 §7, §9: the feed is read from page index 0, ten items a page. */
export const FEED_PAGE_INDEX = 0;

/** Spec 001 §7: what a failed feed read logs. */
export const FEED_LOAD_LOG_MESSAGE = 'Problem retrieving pages';

/** Spec 001 §9: a video title is truncated at 48 characters with an ellipsis. */
export const VIDEO_TITLE_MAX_LENGTH = 48;
export const ELLIPSIS = '…';

/** Spec 001 §9: a duration over 3599 s shows as hours and minutes, otherwise as mm:ss. */
export const LONGEST_MM_SS_DURATION_S = 3599;

/** Spec 001 §9: video thumbnails are 300 wide; the cards show them at 16:9. */
export const VIDEO_THUMBNAIL_WIDTH = 300;
export const VIDEO_THUMBNAIL_HEIGHT = 169;

/** Spec 001 §4 "Lock state of a video item": the entitlement codes with a meaning of their own. */
export const ENTITLEMENT_OPEN_TO_EVERYONE = '?';
export const ENTITLEMENT_ANY_LOGGED_IN = '*';

/** Spec 001 §4 step 4: an empty entitlement list follows a setting; currently empty means not locked. */
export const EMPTY_ENTITLEMENTS_LOCKED = false;

/** Not spec texts: the lock indicator's spoken name, and what the home says with no videos or on failure. */
export const VIDEO_LOCKED_LABEL = 'Locked';
export const NO_VIDEOS_MESSAGE = 'There are no videos here yet.';
export const VIDEOS_LOAD_ERROR = 'The videos could not be loaded.';
export const VIDEOS_LOADING_LABEL = 'Loading videos';
