// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAudioReadiness } from './use-audio-readiness.ts';

describe('useAudioReadiness (spec 001 §4 "Live audio player" step 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads 100 ms after the session reply and is ready 400 ms later', () => {
    const { result, rerender } = renderHook(
      ({ granted }) => useAudioReadiness(granted, granted ? 'token-1' : null),
      {
        initialProps: { granted: false },
      },
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('waiting');

    rerender({ granted: true });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe('waiting');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('loading');
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ready');
  });

  it('starts again for a new grant, and stops when the grant goes', () => {
    const { result, rerender } = renderHook(({ key }) => useAudioReadiness(key !== null, key), {
      initialProps: { key: 'token-1' as string | null },
    });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('ready');
    rerender({ key: 'token-2' });
    expect(result.current).toBe('waiting');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('ready');
    rerender({ key: null });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('waiting');
  });
});
