/**
 * The live audio panel's texts and numbers (spec 001 §2 "Audio player panel", §4 "Live audio
 * player", §9), each named once; the load and ready delays are the access feature's.
 */

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

/** Spec 001 §4 step 5: play sets the volume to full. */
export const FULL_VOLUME = 1;

/** Spec 001 §7: poster and offline images are requested at 600x600 (IMAGE_SIZES.audioPoster). */
export const AUDIO_IMAGE_ALT = '';

/** Ours: the connection failure in the panel. */
export const AUDIO_CONNECTION_ERROR = 'The audio service could not be reached.';
export const AUDIO_MEDIA_ERROR = 'This stream could not be played.';
