/** The video pages' titles and states (spec 001 §2), each named once. */

/** Spec 001 §2: /videos is the video home, named Videos; 'Categories' is a title the spec gives. */
export const VIDEOS_TITLE = 'Videos';
export const CATEGORIES_TITLE = 'Categories';

/**
 * Not spec texts: the headings of pages the spec names but does not title (the feed's own name where
 * it has one: Subscriptions), and their states.
 */
export const SUBSCRIPTIONS_TITLE = 'Subscriptions';
export const PLAYER_TITLE = 'Player';
export const CATEGORIES_LOAD_ERROR = 'The categories could not be loaded.';
export const CATEGORY_VIDEO_COUNT = (count: number) => `${count} video${count === 1 ? '' : 's'}`;
export const VIDEO_LOAD_ERROR = 'This video could not be loaded.';
export const PLAY_AGAIN_LABEL = 'Watch Now';
