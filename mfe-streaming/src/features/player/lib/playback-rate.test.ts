import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../testing/memory-storage.ts';
import { NORMAL_PLAYBACK_RATE, PLAYBACK_RATE_STORAGE_KEY, PLAYBACK_RATES } from '../constants.ts';
import { playbackRateText, rememberedPlaybackRate, rememberPlaybackRate } from './playback-rate.ts';

describe('the playback speed', () => {
  it('offers 0.5x to 2x, normal speed among them', () => {
    expect(PLAYBACK_RATES[0]).toBe(0.5);
    expect(PLAYBACK_RATES.at(-1)).toBe(2);
    expect(PLAYBACK_RATES).toContain(NORMAL_PLAYBACK_RATE);
    expect(playbackRateText(1.5)).toBe('1.5×');
  });

  it('is remembered for the next video', () => {
    const storage = memoryStorage();
    expect(rememberedPlaybackRate(storage)).toBe(NORMAL_PLAYBACK_RATE);
    rememberPlaybackRate(1.25, storage);
    expect(storage.kept.get(PLAYBACK_RATE_STORAGE_KEY)).toBe('1.25');
    expect(rememberedPlaybackRate(storage)).toBe(1.25);
  });

  it.each(['3', '0', 'fast', '', '1.1'])(
    'reads normal speed from a kept "%s", which is not one of the speeds',
    (kept) => {
      expect(rememberedPlaybackRate(memoryStorage({ [PLAYBACK_RATE_STORAGE_KEY]: kept }))).toBe(
        NORMAL_PLAYBACK_RATE,
      );
    },
  );

  it('plays on at normal speed, and keeps nothing, where the browser refuses its storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberedPlaybackRate(refusing)).toBe(NORMAL_PLAYBACK_RATE);
    expect(() => rememberPlaybackRate(2, refusing)).not.toThrow();
    expect(rememberedPlaybackRate(null)).toBe(NORMAL_PLAYBACK_RATE);
  });
});
