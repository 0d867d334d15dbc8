import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYBOARD_PREVIEW_MS } from '../constants.ts';
import { type PlayerRequest, PlayerRequests } from '../lib/player-requests.ts';
import type { PlayerStore } from '../lib/player-store.ts';
import { useKeyboardPreview } from './use-keyboard-preview.ts';

const SPRITE = 'http://localhost:4000/media/vod/e1/storyboard.jpg?token=t#xywh=160,90,160,90';

/** A player store over a 100 s video whose thumbnails track has a tile for every time. */
function fakeStore() {
  let state: Record<string, unknown> = { mediaSeekable: [0, 100], mediaDuration: 100 };
  const listeners = new Set<() => void>();
  const requests: PlayerRequest[] = [];
  const store = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (request: PlayerRequest) => {
      requests.push(request);
      if (request.type !== PlayerRequests.MEDIA_PREVIEW_REQUEST) return;
      const shown = request.detail != null;
      state = {
        ...state,
        mediaPreviewImage: shown ? SPRITE : undefined,
        mediaPreviewCoords: shown ? ['160', '90', '160', '90'] : undefined,
      };
      for (const listener of listeners) listener();
    },
  };
  return { store: store as unknown as PlayerStore, requests };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the preview of a keyboard seek', () => {
  it("shows the storyboard's tile where the seek landed, then goes after the last key", () => {
    const { store, requests } = fakeStore();
    const { result } = renderHook(() => useKeyboardPreview(store, true));
    expect(result.current.preview).toBeNull();

    act(() => result.current.show(25));
    expect(requests.at(-1)).toEqual({ type: PlayerRequests.MEDIA_PREVIEW_REQUEST, detail: 25 });
    expect(result.current.preview).toEqual({ image: SPRITE, coords: [160, 90, 160, 90], ratio: 0.25 });

    // Another key keeps it up for its own time.
    act(() => vi.advanceTimersByTime(KEYBOARD_PREVIEW_MS - 100));
    act(() => result.current.show(35));
    act(() => vi.advanceTimersByTime(KEYBOARD_PREVIEW_MS - 100));
    expect(result.current.preview?.ratio).toBe(0.35);

    act(() => vi.advanceTimersByTime(100));
    expect(result.current.preview).toBeNull();
    expect(requests.at(-1)).toEqual({ type: PlayerRequests.MEDIA_PREVIEW_REQUEST, detail: null });
  });

  it('places a time in a live DVR window along the window', () => {
    const { store } = fakeStore();
    store.getState().mediaSeekable = [1000, 1060];
    const { result } = renderHook(() => useKeyboardPreview(store, true));
    act(() => result.current.show(1045));
    expect(result.current.preview?.ratio).toBe(0.75);
  });

  it('shows nothing for media without a storyboard', () => {
    const { store, requests } = fakeStore();
    const { result } = renderHook(() => useKeyboardPreview(store, false));
    act(() => result.current.show(25));
    expect(result.current.preview).toBeNull();
    expect(requests).toEqual([]);
  });
});
