import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYBOARD_PREVIEW_MS, THUMBNAILS_TRACK_LABEL } from '../constants.ts';
import type { PlayerStore } from '../lib/player-store.ts';
import { useKeyboardPreview } from './use-keyboard-preview.ts';

const TRACK = 'http://localhost:4000/media/vod/e1/storyboard.vtt?token=t';
const SPRITE = 'http://localhost:4000/media/vod/e1/storyboard.jpg?token=t';

/** A video whose thumbnails track has a tile every 10 s (jsdom has no text tracks of its own). */
function videoWithStoryboard(cues: Array<{ startTime: number; endTime: number; text: string }>) {
  const element = {
    textTracks: [{ kind: 'metadata', label: THUMBNAILS_TRACK_LABEL, cues }],
    querySelector: (selector: string) => (selector.includes(THUMBNAILS_TRACK_LABEL) ? { src: TRACK } : null),
  } as unknown as HTMLMediaElement;
  return { current: element };
}
const everyTenSeconds = Array.from({ length: 10 }, (_, index) => ({
  startTime: index * 10,
  endTime: index * 10 + 10,
  text: `storyboard.jpg?token=t#xywh=${(index % 3) * 160},${Math.floor(index / 3) * 90},160,90`,
}));
const storeOver = (seekable: [number, number]) =>
  ({ getState: () => ({ mediaSeekable: seekable, mediaDuration: seekable[1] }) }) as unknown as PlayerStore;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the preview of a keyboard seek', () => {
  it("shows the storyboard's tile where the seek landed, then goes after the last key", () => {
    const { result } = renderHook(() =>
      useKeyboardPreview(videoWithStoryboard(everyTenSeconds), storeOver([0, 100])),
    );
    expect(result.current.preview).toBeNull();

    act(() => result.current.show(25));
    expect(result.current.preview).toEqual({
      tile: { image: SPRITE, x: 320, y: 0, width: 160, height: 90 },
      ratio: 0.25,
    });

    // Another key keeps it up for its own time.
    act(() => vi.advanceTimersByTime(KEYBOARD_PREVIEW_MS - 100));
    act(() => result.current.show(35));
    act(() => vi.advanceTimersByTime(KEYBOARD_PREVIEW_MS - 100));
    expect(result.current.preview).toMatchObject({ tile: { x: 0, y: 90 }, ratio: 0.35 });

    act(() => vi.advanceTimersByTime(100));
    expect(result.current.preview).toBeNull();
  });

  it('places a time of a live DVR window along the window, its tiles whole addresses', () => {
    const live = [{ startTime: 1040, endTime: 1050, text: `${SPRITE}#xywh=160,90,160,90` }];
    const { result } = renderHook(() =>
      useKeyboardPreview(videoWithStoryboard(live), storeOver([1000, 1060])),
    );
    act(() => result.current.show(1045));
    expect(result.current.preview).toEqual({
      tile: { image: SPRITE, x: 160, y: 90, width: 160, height: 90 },
      ratio: 0.75,
    });
  });

  it('shows nothing for media without a storyboard', () => {
    const { result } = renderHook(() => useKeyboardPreview(videoWithStoryboard([]), storeOver([0, 100])));
    act(() => result.current.show(25));
    expect(result.current.preview).toBeNull();
  });
});
