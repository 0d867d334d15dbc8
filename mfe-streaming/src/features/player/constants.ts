/**
 * The players' numbers and texts: spec 001 §2 and §9 where the spec gives them, else ours (named
 * as such), each once.
 */

/** Spec 001 §9: HLS back buffer 8 s. */
export const HLS_BACK_BUFFER_SECONDS = 8;
/** Spec 001 §9: "Auto subtitles are disabled" (hls.js `subtitleDisplay`). */
export const AUTO_SUBTITLES = false;

/** Spec 001 §2: the sidebar is titled 'Related' or 'Latest', up to 10 videos; 'hidden' hides it. */
export const SIDEBAR_RELATED_TITLE = 'Related';
export const SIDEBAR_LATEST_TITLE = 'Latest';
export const SIDEBAR_HIDDEN_SECTION = 'hidden';
export const SIDEBAR_PAGE_SIZE = 10;
export const SIDEBAR_PAGE_INDEX = 0;
/** Spec 001 §7: the feed the sidebar reads, and what a failed read logs. */
export const SIDEBAR_FEED_ID = '1';
export const SIDEBAR_LOAD_LOG_MESSAGE = 'Problem retrieving pages';

/**
 * Spec 001 §2 "Video player overlay": the embed is about 59.25% as high as it is wide; from 1024 px
 * the content column is 500 px beside the sidebar; the body is at most 800 px wide. The CSS takes
 * them as custom properties (`playerOverlaySizes`), so they are written here once.
 */
export const PLAYER_EMBED_HEIGHT_PERCENT = 59.25;
export const PLAYER_CONTENT_COLUMN_PX = 500;
export const PLAYER_BODY_MAX_WIDTH_PX = 800;

/** The overlay's close control (ours); the club logo's text alternative is CLUB_LOGO_ALT in @club/shared/site. */
export const PLAYER_CLOSE_LABEL = 'Close';
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

/** Resume (issue 12 item 9, ours): save where an on-demand video stands this often while it plays. */
export const RESUME_SAVE_INTERVAL_MS = 10_000;
/** Ours: the longest the player waits for the saved position before starting from the beginning. */
export const RESUME_READ_TIMEOUT_MS = 2_000;
/** Issue 24 item 7: the speeds an on-demand video plays at, 0.5x to 2x; normal speed until one is chosen. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const NORMAL_PLAYBACK_RATE = 1;
/** Ours: the speed control's label, and where the browser keeps the speed chosen last. */
export const PLAYBACK_RATE_LABEL = 'Speed';
export const PLAYBACK_RATE_STORAGE_KEY = 'club-player-playback-rate';
/**
 * Issue 24 item 4: the captions control of an on-demand video (ours), its choice that shows none,
 * and where the browser keeps the choice made last. Off unless chosen (spec 001 §9: auto subtitles
 * are disabled).
 */
export const CAPTIONS_LABEL = 'Subtitles';
export const CAPTIONS_OFF_LABEL = 'Off';
export const CAPTIONS_STORAGE_KEY = 'club-player-captions';
/** Ours: what a failed caption list logs (the video plays on without captions). */
export const CAPTIONS_LOG_MESSAGE = '[mfe-streaming] the caption tracks could not be loaded';
/**
 * Issue 24 item 5 (ours): a live stream shows how far behind the newest media it plays ('Delay 14 s',
 * read again every second); 'Catch up' plays a live video this much faster until it is back at the
 * live edge (hls.js's own live sync goes up to 2x; a little faster is still watchable, and the
 * sound keeps its pitch); the live commentary can be heard a second earlier or later, to match a
 * TV picture.
 */
export const LIVE_DELAY_LABEL = 'Delay';
export const liveDelayText = (seconds: number): string => `${LIVE_DELAY_LABEL} ${seconds} s`;
export const LIVE_DELAY_REFRESH_MS = 1000;
export const CATCH_UP_LABEL = 'Catch up';
export const CATCH_UP_RATE = 1.25;
export const COMMENTARY_NUDGE_SECONDS = 1;
export const COMMENTARY_EARLIER_LABEL = '1 s earlier';
export const COMMENTARY_LATER_LABEL = '1 s later';
export const COMMENTARY_NUDGE_GROUP_LABEL = 'Match the commentary to your TV';
/**
 * Issue 24 item 1 (ours): a full-match replay's key moments, from the match centre, as chapters on
 * the seek bar and a list beside the picture; choosing one plays from a few seconds before it.
 */
export const KEY_MOMENTS_LABEL = 'Key moments';
export const KEY_MOMENT_LEAD_SECONDS = 5;
export const KEY_MOMENT_LABELS = {
  'kick-off': 'Kick-off',
  'half-time': 'Half-time',
  'second-half': 'Second half',
  'full-time': 'Full time',
} as const;
export const keyMomentPlayingText = (moment: string): string =>
  `Playing from ${KEY_MOMENT_LEAD_SECONDS} s before ${moment}`;
/** Ours: what a failed look-up of a replay's match logs (the replay plays on without moments). */
export const KEY_MOMENTS_LOG_MESSAGE = '[mfe-streaming] the key moments could not be loaded';
/** Issue 24 item 3: the label of the text track that media-chrome's time range takes its previews from. */
export const THUMBNAILS_TRACK_LABEL = 'thumbnails';
/** Ours: how often a match's live stream asks for the match again (new events for its key moments). */
export const LIVE_MOMENTS_REFRESH_MS = 10_000;
/** Ours: how often its key moments are placed in the DVR window again, as the window moves on. */
export const LIVE_MOMENTS_PLACE_MS = 2000;
/** Ours: a live stream's last chapter runs this far past its last moment (the window's edge moves on). */
export const LIVE_CHAPTER_TAIL_SECONDS = 3600;
/** Ours: how often a live video asks for its DVR window's previews again, as the window moves on. */
export const LIVE_STORYBOARD_REFRESH_MS = 4000;
export const LIVE_STORYBOARD_LOG_MESSAGE = "[mfe-streaming] the live stream's previews could not be loaded";
/** Ours: how long the preview of a keyboard seek stays up after the last key. */
export const KEYBOARD_PREVIEW_MS = 1500;
/** Ours: the control that starts a resumed video from its beginning instead. */
export const START_OVER_LABEL = 'Start from the beginning';
/** Ours: what a failed resume call logs (it never stops playback). */
export const RESUME_SAVE_LOG_MESSAGE = '[mfe-streaming] the playback position could not be saved';
export const RESUME_READ_LOG_MESSAGE = '[mfe-streaming] the saved playback position could not be read';
/** Ours: what a failed session-state lookup logs (renewals then use the access token). */
export const SESSION_STATE_LOG_MESSAGE = '[mfe-streaming] the payments session state could not be read';

/** The player's name and version as QoE monitoring reports them (issue 12 item 7). */
export const PLAYER_NAME = 'club-player';

/** Ours: the embedded player's close control. */
export const EMBED_CLOSE_LABEL = 'Close video';

// Access: who may play what (spec 001 §4, §8 and §9). The status messages of the payments library
// and the session-check codes live in @club/shared/contracts (ACCESS_MESSAGES, SESSION_CHECK_ERRORS),
// shared with the services that answer them.

/** Spec 001 §8 "Restricted media prompt": the login prompt's message when a video needs a login. */
export const RESTRICTED_MEDIA_PROMPT = 'To View This Video Please Log In or Register An Account';

/** Spec 001 §2: the account sign-in path the not-logged-in message links to. */
export const ACCOUNT_LOGIN_PATH = '/account/login';
/** The link text of that message (ours: the spec gives only the link). */
export const ACCOUNT_LOGIN_LINK_TEXT = 'Log in';

/** Spec 001 §8 "Stream connection failure": the error notification; stream entitlements become null. */
export const STREAM_CONNECTION_FAILURE_TITLE = 'There was a problem connecting to the video service';
export const STREAM_CONNECTION_FAILURE_MESSAGE = 'Please try again in a few minutes';

/** Spec 001 §2 /videos/faqs: where the country refusal's FAQ link goes. */
export const STREAMING_FAQ_PATH = '/videos/faqs';
export const STREAMING_FAQ_LINK_TEXT = 'Read the streaming FAQs';

/** Spec 001 §8: the session-check messages that show their code, and the contact line. */
export const ERROR_CODE_LABEL = 'Code';
export const SUPPORT_CONTACT_LABEL = 'Contact support';

/** Spec 001 §4 "Live audio player": the player loads 100 ms after the session reply, ready 400 ms later. */
export const PLAYER_LOAD_DELAY_MS = 100;
export const PLAYER_READY_DELAY_MS = 400;

/** Beyond the spec: what a refusal adds so the viewer knows when, or how many (issue 12 item 9). */
export const blackoutUntilText = (time: string) => `This stream is available again from ${time} your time.`;
export const concurrencyCountText = (open: number, limit: number) =>
  `${open} devices are watching on this account now; the limit is ${limit}.`;
/** Ours (issue 19): the concurrency refusal lets the supporter stop the other playbacks, and says if that failed. */
export const STOP_OTHER_DEVICES_LABEL = 'Stop watching on the other devices';
export const STOP_OTHER_DEVICES_FAILED = 'The other devices could not be stopped. Please try again.';

/**
 * Ours: how long a player waits for the login check (spec 001 §4: access is checked when it
 * completes) before asking as a signed-out visitor, which it does only when the account remote is
 * down and the check never comes.
 */
export const LOGIN_CHECK_WAIT_MS = 8_000;

// The live audio bar (spec 001 §2 "Audio player panel", §4 "Live audio player", §9); its load and
// ready delays are PLAYER_LOAD_DELAY_MS and PLAYER_READY_DELAY_MS above.

/** Spec 001 §2: the panel's title and its controls. */
export const AUDIO_PANEL_TITLE = 'Live Audio';
export const PLAY_STREAM_LABEL = 'Play stream';
export const PAUSE_STREAM_LABEL = 'Pause stream';
export const CLOSE_AUDIO_LABEL = 'Close';

/** Spec 001 §4: the player's states, shown as words (ours) for screen readers and tests. */
export const AUDIO_STATES = {
  notReady: 'not ready',
  ready: 'ready',
  playing: 'playing',
  paused: 'paused',
} as const;
export type AudioState = (typeof AUDIO_STATES)[keyof typeof AUDIO_STATES];

/**
 * Spec 001 §2 "Audio player panel": a persistent bar 60 px high, 120 px from 1024 px up, at most
 * 960 px wide, whose play animation cycles in 60 s; §4: the player is 600 wide and 120 high (from
 * 1024 px, where the bar is that high; below, the bar's 60 px). Handed to the CSS as custom
 * properties (`audioBarSizes`); the 1024 px breakpoint is the media query's.
 */
export const AUDIO_BAR = {
  heightPx: 60,
  wideHeightPx: 120,
  maxWidthPx: 960,
  animationCycleS: 60,
} as const;
export const AUDIO_PLAYER_SIZE = { width: 600, height: 120 } as const;

/** Spec 001 §4 step 5: play sets the volume to full. */
export const FULL_VOLUME = 1;
/** Spec 001 §4 step 5, §9 "Audio volume set at 500 ms": in the payment-provider variant, that long after play. */
export const PROVIDER_AUDIO_VOLUME_DELAY_MS = 500;

/** Spec 001 §7: poster and offline images are requested at 600x600 (IMAGE_SIZES.audioPoster). */
export const AUDIO_IMAGE_ALT = '';

/** Ours: the connection failure in the panel. */
export const AUDIO_CONNECTION_ERROR = 'The audio service could not be reached.';
export const AUDIO_MEDIA_ERROR = 'This stream could not be played.';

/**
 * The performance mark of a player's first decoded frame (its first `playing`), which `npm run bench`
 * times from the click (issue 12 item 10; scripts/lib/first-frame.ts).
 */
export const FIRST_FRAME_MARK = 'club-player:first-frame';
