import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $mainContentShown } from './federation/main-content.ts';
import { $mainRemoteSettled } from './federation/main-remote.ts';
import { CONTENT_WAIT_MS, useAfterMainContent, whenMainContentShown } from './use-after-main-content.ts';
import { PREFETCH_IDLE_TIMEOUT_MS } from './use-idle.ts';

beforeEach(() => {
  vi.useFakeTimers();
  // No idle callbacks in jsdom: the idle time-out decides, as on a browser that is never idle.
  vi.stubGlobal('requestIdleCallback', undefined);
  $mainRemoteSettled.set(false);
  $mainContentShown.set(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterMainContent', () => {
  it("waits for the page's content, then for the browser to be idle", () => {
    const { result } = renderHook(() => useAfterMainContent());
    act(() => $mainRemoteSettled.set(true));
    act(() => vi.advanceTimersByTime(CONTENT_WAIT_MS - 1));
    expect(result.current, 'the remote settled, its content is still loading').toBe(false);
    act(() => $mainContentShown.set(true));
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it(`goes ahead ${CONTENT_WAIT_MS} ms after the remote settled when the page shows no content`, () => {
    const { result } = renderHook(() => useAfterMainContent());
    act(() => vi.advanceTimersByTime(CONTENT_WAIT_MS * 3));
    expect(result.current, 'nothing settled yet').toBe(false);
    act(() => $mainRemoteSettled.set(true));
    act(() => vi.advanceTimersByTime(CONTENT_WAIT_MS));
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});

describe('whenMainContentShown', () => {
  it("runs once the page's content has shown, and once only", () => {
    const run = vi.fn();
    whenMainContentShown(run);
    $mainRemoteSettled.set(true);
    vi.advanceTimersByTime(CONTENT_WAIT_MS - 1);
    expect(run, 'the remote settled, its content is still loading').not.toHaveBeenCalled();
    $mainContentShown.set(true);
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(CONTENT_WAIT_MS * 2);
    $mainContentShown.set(false);
    $mainContentShown.set(true);
    expect(run).toHaveBeenCalledOnce();
  });

  it(`runs ${CONTENT_WAIT_MS} ms after the remote settled when the page shows no content`, () => {
    const run = vi.fn();
    whenMainContentShown(run);
    vi.advanceTimersByTime(CONTENT_WAIT_MS * 3);
    expect(run, 'nothing settled yet').not.toHaveBeenCalled();
    $mainRemoteSettled.set(true);
    vi.advanceTimersByTime(CONTENT_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once when the content has already shown, and not at all once cancelled', () => {
    const early = vi.fn();
    const cancel = whenMainContentShown(early);
    cancel();
    $mainContentShown.set(true);
    expect(early).not.toHaveBeenCalled();
    const late = vi.fn();
    whenMainContentShown(late);
    expect(late).toHaveBeenCalledOnce();
  });
});
