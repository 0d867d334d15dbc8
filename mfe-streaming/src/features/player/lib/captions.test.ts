import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../testing/memory-storage.ts';
import { CAPTIONS_STORAGE_KEY } from '../constants.ts';
import {
  CAPTIONS_OFF,
  type CaptionTrack,
  captionsFor,
  keepCaptionsShown,
  rememberCaptions,
  rememberedCaptions,
  showCaptions,
} from './captions.ts';

const track = (language: 'en' | 'ar'): CaptionTrack => ({
  language,
  label: language,
  url: `/${language}.vtt`,
});

/** The element's text tracks as a browser lists them: subtitles from <track> children, and others. */
const textTracks = (...tracks: Array<Pick<TextTrack, 'kind' | 'language' | 'mode'>>) =>
  tracks as unknown as TextTrackList;

describe('captions', () => {
  it('are off until chosen, and the choice is remembered', () => {
    const storage = memoryStorage();
    expect(rememberedCaptions(storage)).toBe(CAPTIONS_OFF);
    rememberCaptions('ar', storage);
    expect(storage.kept.get(CAPTIONS_STORAGE_KEY)).toBe('ar');
    expect(rememberedCaptions(storage)).toBe('ar');
    rememberCaptions(CAPTIONS_OFF, storage);
    expect(rememberedCaptions(storage)).toBe(CAPTIONS_OFF);
  });

  it('read a kept value that is no choice, or storage that throws, as off', () => {
    expect(rememberedCaptions(memoryStorage({ [CAPTIONS_STORAGE_KEY]: 'klingon' }))).toBe(CAPTIONS_OFF);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(rememberedCaptions(broken)).toBe(CAPTIONS_OFF);
    expect(() => rememberCaptions('en', { setItem: broken.getItem })).not.toThrow();
  });

  it('show the chosen language only where the video carries it, else none', () => {
    expect(captionsFor('ar', [track('en'), track('ar')])).toBe('ar');
    expect(captionsFor('ar', [track('en')])).toBe(CAPTIONS_OFF);
    expect(captionsFor(CAPTIONS_OFF, [track('en')])).toBe(CAPTIONS_OFF);
  });

  it('show one subtitle track and turn the others off, leaving other kinds of track alone', () => {
    const english = { kind: 'subtitles' as const, language: 'en', mode: 'disabled' as TextTrackMode };
    const arabic = { kind: 'subtitles' as const, language: 'ar', mode: 'showing' as TextTrackMode };
    const chapters = { kind: 'chapters' as const, language: 'en', mode: 'hidden' as TextTrackMode };
    showCaptions(textTracks(english, arabic, chapters), 'en');
    expect([english.mode, arabic.mode, chapters.mode]).toEqual(['showing', 'disabled', 'hidden']);
    showCaptions(textTracks(english, arabic, chapters), CAPTIONS_OFF);
    expect([english.mode, arabic.mode, chapters.mode]).toEqual(['disabled', 'disabled', 'hidden']);
  });

  it('keep the choice shown when something else changes the tracks, until let go', () => {
    const english = { kind: 'subtitles' as const, language: 'en', mode: 'disabled' as TextTrackMode };
    const arabic = { kind: 'subtitles' as const, language: 'ar', mode: 'disabled' as TextTrackMode };
    const events = new EventTarget();
    const tracks = Object.assign([english, arabic], {
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    }) as unknown as TextTrackList;

    const letGo = keepCaptionsShown(tracks, 'ar');
    expect([english.mode, arabic.mode]).toEqual(['disabled', 'showing']);
    // What Chromium's automatic track selection does when a <track> is added while Arabic shows.
    english.mode = 'showing';
    events.dispatchEvent(new Event('change'));
    expect([english.mode, arabic.mode]).toEqual(['disabled', 'showing']);

    letGo();
    english.mode = 'showing';
    events.dispatchEvent(new Event('change'));
    expect([english.mode, arabic.mode]).toEqual(['showing', 'showing']);
  });
});
