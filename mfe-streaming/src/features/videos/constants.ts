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

/** Resume (issue 12 item 9, ours): the rail of videos the signed-in viewer has not finished. */
export const CONTINUE_WATCHING_TITLE = 'Continue watching';
export const CONTINUE_WATCHING_ENTRY_POINT = 'continue-watching';
/** Ours: the longest /videos holds its rails for that list (so they do not move down when it comes). */
export const CONTINUE_WATCHING_WAIT_MS = 2_000;
export const CONTINUE_WATCHING_LOG_MESSAGE =
  "[mfe-streaming] the viewer's videos to continue could not be read";
