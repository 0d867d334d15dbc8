// The captions of an on-demand video (issue 24 item 4): the tracks its media service lists, added
// to the video as WebVTT text tracks, and the one the supporter chose shown. Off unless chosen
// (spec 001 §9: auto subtitles are disabled); the choice is remembered for the next video, and a
// video without the remembered language starts with none rather than another language.
import { type CaptionLanguage, isCaptionLanguage } from '@club/shared/contracts';
import { CAPTIONS_STORAGE_KEY } from '../constants.ts';
import { browserStorage, keep, readKept } from './browser-storage.ts';

/** The value of the choice that shows no captions. */
export const CAPTIONS_OFF = 'off';
export type CaptionChoice = CaptionLanguage | typeof CAPTIONS_OFF;

/** One caption track of the video: its language, the name it is listed under, its WebVTT file. */
export interface CaptionTrack {
  language: CaptionLanguage;
  label: string;
  url: string;
}

export const isCaptionChoice = (value: string): value is CaptionChoice =>
  value === CAPTIONS_OFF || isCaptionLanguage(value);

/** The choice made last in this browser; off when none was, or what is kept is not a choice. */
export function rememberedCaptions(
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
): CaptionChoice {
  const kept = readKept(CAPTIONS_STORAGE_KEY, storage);
  return kept !== null && isCaptionChoice(kept) ? kept : CAPTIONS_OFF;
}

/** Keeps `choice` for the next video. */
export function rememberCaptions(
  choice: CaptionChoice,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): void {
  keep(CAPTIONS_STORAGE_KEY, choice, storage);
}

/** What this video shows for `choice`: that language if it carries it, else none. */
export const captionsFor = (choice: CaptionChoice, tracks: readonly CaptionTrack[]): CaptionChoice =>
  tracks.some((track) => track.language === choice) ? choice : CAPTIONS_OFF;

/** Shows the subtitle track in `choice`'s language and turns every other one off. */
export function showCaptions(textTracks: TextTrackList, choice: CaptionChoice): void {
  for (const track of Array.from(textTracks)) {
    if (track.kind !== 'subtitles' && track.kind !== 'captions') continue;
    const mode = track.language === choice ? 'showing' : 'disabled';
    if (track.mode !== mode) track.mode = mode;
  }
}

/**
 * Shows `choice` on `textTracks` now, and again whenever something else changes them, until the
 * returned function is called. Chromium shows a subtitle track by itself: when a <track> is added
 * while one is showing (the storyboard or the key moments arriving after the supporter chose), its
 * automatic track selection shows the first subtitle track in the browser's language that no
 * script has set, so English would appear under the Arabic chosen.
 */
export function keepCaptionsShown(textTracks: TextTrackList, choice: CaptionChoice): () => void {
  const show = () => showCaptions(textTracks, choice);
  show();
  textTracks.addEventListener('change', show);
  return () => textTracks.removeEventListener('change', show);
}
