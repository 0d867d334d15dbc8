import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_IDLE_TIMEOUT_MS, useIdle } from './use-idle.ts';

afterEach(() => {
  cleanup(); // unmount while the stubs still exist
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useIdle', () => {
  it('turns true when the browser reports idle time, asking for the spec time-out at the latest', () => {
    let callback: () => void = () => {};
    const requestIdleCallback = vi.fn((cb: () => void) => {
      callback = cb;
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: PREFETCH_IDLE_TIMEOUT_MS,
    });
    act(() => callback());
    expect(result.current).toBe(true);
  });

  it('waits until it is enabled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, rerender } = renderHook(({ enabled }) => useIdle(enabled), {
      initialProps: { enabled: false },
    });
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS * 2));
    expect(result.current).toBe(false);
    rerender({ enabled: true });
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS));
    expect(result.current).toBe(true);
  });

  it('falls back to the 2000 ms time-out where idle callbacks do not exist', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdle());
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
