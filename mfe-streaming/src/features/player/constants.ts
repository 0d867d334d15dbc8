/**
 * The players' numbers and texts: spec 001 §2 and §9 where the spec gives them, else ours (named
 * as such), each once.
 */

/** Spec 001 §9: HLS back buffer 8 s. */
export const HLS_BACK_BUFFER_SECONDS = 8;

/** Spec 001 §2: the sidebar is titled 'Related' or 'Latest', up to 10 videos; 'hidden' hides it. */
export const SIDEBAR_RELATED_TITLE = 'Related';
export const SIDEBAR_LATEST_TITLE = 'Latest';
export const SIDEBAR_HIDDEN_SECTION = 'hidden';
export const SIDEBAR_PAGE_SIZE = 10;
export const SIDEBAR_PAGE_INDEX = 0;
/** Spec 001 §7: the feed the sidebar reads, and what a failed read logs. */
export const SIDEBAR_FEED_ID = '1';
export const SIDEBAR_LOAD_LOG_MESSAGE = 'Problem retrieving pages';

/** The overlay's close control and the club logo's text alternative (ours). */
export const PLAYER_CLOSE_LABEL = 'Close';
export const CLUB_LOGO_ALT = 'Club logo';
/** The club logo's box in the overlay (ours; the spec shows it without a size). */
export const CLUB_LOGO_BOX = { width: 48, height: 48 } as const;

/** Ours: what the player says while it decides, and when the media cannot be played. */
export const PLAYER_CHECKING_LABEL = 'Checking your access';
export const PLAYER_MEDIA_ERROR = 'This video could not be played.';
export const PLAYER_CONNECTION_ERROR = 'The video service could not be reached.';
export const PLAYER_OFFLINE_TEXT = 'This stream is not live right now.';

/** Beyond the peers (issue 12 item 9): picture in picture, live DVR, keyboard shortcuts. */
export const PICTURE_IN_PICTURE_LABEL = 'Picture in picture';
export const BACK_TO_LIVE_LABEL = 'Back to live';
export const AT_LIVE_LABEL = 'Live';
export const SHORTCUTS_HINT =
  'Shortcuts: space or k play and pause, j and l 10 s back and forward, arrows 5 s and volume, f full screen, m mute';
/** j and l skip 10 s; the left and right arrows 5 s; up and down change the volume by a tenth. */
export const SKIP_LONG_SECONDS = 10;
export const SKIP_SHORT_SECONDS = 5;
export const VOLUME_STEP = 0.1;
/** A seek landing further back from the live edge than this steps back in the DVR window (ours). */
export const LIVE_EDGE_TOLERANCE_SECONDS = 3;
/** Following live, a player that stalls this far behind the edge is no longer live (ours). */
export const LIVE_DRIFT_TOLERANCE_SECONDS = 15;

/** The player's name and version as QoE monitoring reports them (issue 12 item 7). */
export const PLAYER_NAME = 'club-player';

/** Ours: the embedded player's close control. */
export const EMBED_CLOSE_LABEL = 'Close video';
