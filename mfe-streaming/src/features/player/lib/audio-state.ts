import { AUDIO_STATES, type AudioState } from '../constants.ts';

/** Where the live audio player stands, as the player store and its readiness tell it. */
export interface AudioStanding {
  /** The stream is granted, its ready delay has passed (spec 001 §4 step 4) and it can be played. */
  ready: boolean;
  paused: boolean;
  /** It has played since it was loaded. */
  hasPlayed: boolean;
}

/**
 * Spec 001 §4: the live audio player's state. Not ready until the stream is granted and ready; then
 * ready until Play stream; playing while it plays (from the moment it is asked to, step 5); paused
 * once it has played and stopped.
 */
export function audioStateOf({ ready, paused, hasPlayed }: AudioStanding): AudioState {
  if (!ready) return AUDIO_STATES.notReady;
  if (!paused) return AUDIO_STATES.playing;
  return hasPlayed ? AUDIO_STATES.paused : AUDIO_STATES.ready;
}
