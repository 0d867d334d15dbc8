import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $mainContentShown } from '../../../lib/federation/main-content.ts';
import { $mainRemoteSettled } from '../../../lib/federation/main-remote.ts';
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../../lib/use-idle.ts';
import { prefetchRemotePages } from '../lib/prefetch.ts';
import { usePrefetchOnIdle } from './use-prefetch-on-idle.ts';

vi.mock('../lib/prefetch.ts', () => ({ prefetchRemotePages: vi.fn(async () => true) }));
const prefetch = vi.mocked(prefetchRemotePages);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  $mainRemoteSettled.set(false);
  $mainContentShown.set(false);
  prefetch.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePrefetchOnIdle', () => {
  it("waits for the first page's content, then for idle time (2000 ms at the latest)", () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '3g', saveData: false } });
    renderHook(() => usePrefetchOnIdle());
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS * 2));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => $mainRemoteSettled.set(true));
    act(() => $mainContentShown.set(true));
    act(() => vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledWith({ effectiveType: '3g', saveData: false });
  });
});
