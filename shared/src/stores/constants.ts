/**
 * The spec's numbers and default texts for the global client state, each named once with the
 * spec's meaning so a reviewer can hold the stores against spec 000 §9 and spec 001 §9.
 */

/** The account notification closes itself after 4 s (spec 000 §4 "Notifications", §9). */
export const ACCOUNT_NOTIFICATION_MS = 4000;

/** The error notification counts down from 30 s and closes at 0 (spec 000 §4 "Notifications", §9). */
export const ERROR_NOTIFICATION_SECONDS = 30;

/** The error notification's 'Closing in N' countdown moves one second at a time. */
export const ERROR_NOTIFICATION_TICK_MS = 1000;

/** On log out the account panel closes 600 ms after the user data is cleared (spec 001 §4, §9). */
export const LOGOUT_PANEL_CLOSE_DELAY_MS = 600;

/** Smallest session id: a random whole number from 1 to 1,000,000 (spec 000 §9, spec 001 §9). */
export const SESSION_ID_MIN = 1;

/** Largest session id: a random whole number from 1 to 1,000,000 (spec 000 §9, spec 001 §9). */
export const SESSION_ID_MAX = 1_000_000;

/** A display name with this exact text is treated as absent (spec 000 §5, spec 001 §2). */
export const HIDDEN_DISPLAY_NAME_TEXT = 'undefined';

/** The media player's current video name when none is given (spec 001 §3 "Media player state"). */
export const DEFAULT_VIDEO_NAME = 'No title';

/** The audio player's current title when none is given (spec 001 §3 "Audio player state"). */
export const DEFAULT_AUDIO_TITLE = 'No title';

/** The media types the video player overlay plays (spec 001 §3 "Media player state"). */
export const MEDIA_TYPES = ['OnDemand', 'DrmLiveVideo'] as const;

/** The media player's media type before anything is opened (spec 001 §3). */
export const DEFAULT_MEDIA_TYPE = 'OnDemand' satisfies (typeof MEDIA_TYPES)[number];

/** Child-friendly mode is on by default in client state (spec 000 §1, §3). */
export const CHILD_FRIENDLY_BY_DEFAULT = true;

/** Advertising is enabled unless the flag disables it (spec 000 §3 "advertisingDisabled (default false)"). */
export const ADVERTISING_DISABLED_BY_DEFAULT = false;
