/** The live pages' numbers and texts (spec 001 §2, §3, §4, §7), each named once. */

/** Spec 001 §2: /live/{mediaType}/{assetID?}; the media types a live page plays. */
export const LIVE_MEDIA_TYPES = ['video', 'audio'] as const;
export type LiveMediaType = (typeof LIVE_MEDIA_TYPES)[number];

/** Spec 001 §4, §7: audio poster and offline images are requested at 600x600. */
export const LIVE_POSTER_SIZE = { width: 600, height: 600 } as const;

/** Spec 001 §4 step 6: stream statuses that show the offline image instead of the poster. */
export const OFFLINE_STATUSES: readonly string[] = ['idle', 'disabled'];

/** Not spec texts: the live player page's controls and states. */
export const WATCH_LIVE_LABEL = 'Watch live';
export const LISTEN_LIVE_LABEL = 'Listen live';
export const STREAM_OFFLINE_TEXT = 'This stream is not live at the moment.';
export const STREAM_LOAD_ERROR = 'This stream could not be loaded.';
export const STREAM_LOADING_LABEL = 'Loading the stream';

/** Not a spec text: the /live page's heading, feed 2's own name. */
export const LIVE_TITLE = 'Live';
