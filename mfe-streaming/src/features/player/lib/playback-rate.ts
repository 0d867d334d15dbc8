// The speed an on-demand video plays at (issue 24 item 7): one of PLAYBACK_RATES, chosen by the
// supporter and remembered by the browser for the next video. Live streams always play at normal
// speed (catching up is the engine's business). A browser that keeps nothing (storage off or full)
// still plays at the chosen speed; it only forgets it.
import { NORMAL_PLAYBACK_RATE, PLAYBACK_RATE_STORAGE_KEY, PLAYBACK_RATES } from '../constants.ts';
import { browserStorage, keep, readKept } from './browser-storage.ts';

export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export const isPlaybackRate = (value: number): value is PlaybackRate =>
  (PLAYBACK_RATES as readonly number[]).includes(value);

/** How a speed reads in the control: '1.5×'. */
export const playbackRateText = (rate: number): string => `${rate}×`;

/** The speed chosen last in this browser; normal speed when none was, or what is kept is not a speed. */
export function rememberedPlaybackRate(
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
): PlaybackRate {
  const kept = readKept(PLAYBACK_RATE_STORAGE_KEY, storage);
  const rate = Number(kept);
  return kept !== null && isPlaybackRate(rate) ? rate : NORMAL_PLAYBACK_RATE;
}

/** Keeps `rate` for the next video; a browser that cannot keep it plays on at that speed regardless. */
export function rememberPlaybackRate(
  rate: PlaybackRate,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): void {
  keep(PLAYBACK_RATE_STORAGE_KEY, String(rate), storage);
}
