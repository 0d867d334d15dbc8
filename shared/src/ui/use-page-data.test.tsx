import { $pageLoading, recordRoute, resetStoresForTests } from '@club/shared/stores';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FETCH_MIN_DELAY_MS, usePageData } from './use-page-data.ts';

/** A fetch that answers after `ms`, or fails after it. */
const answerAfter =
  (ms: number, fail = false) =>
  () =>
    new Promise<string>((resolve, reject) =>
      setTimeout(() => (fail ? reject(new Error('down')) : resolve('the page')), ms),
    );

beforeEach(() => {
  resetStoresForTests();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('usePageData (spec 000 §2, 001 §9: page fetches have a minimum delay of 200 ms)', () => {
  it('holds a page reached by a route change until 200 ms after its fetch began, and the loading bar with it', async () => {
    expect(PAGE_FETCH_MIN_DELAY_MS).toBe(200);
    recordRoute({ pathname: '/news', search: '', hash: '' });
    recordRoute({ pathname: '/teams', search: '', hash: '' });
    const { result } = renderHook(() => usePageData('teams', answerAfter(20)));
    expect($pageLoading.get()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PAGE_FETCH_MIN_DELAY_MS - 1));
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ status: 'ready', data: 'the page' });
    expect($pageLoading.get()).toBe(false);
  });

  it('lets go of the page before a 200 ms throttle started with it looks, as the loading bar does', async () => {
    recordRoute({ pathname: '/news', search: '', hash: '' });
    recordRoute({ pathname: '/teams', search: '', hash: '' });
    // The shell's loading bar: 200 ms after the page starts loading it checks whether it still is.
    let stillLoadingAt200: boolean | null = null;
    const unbind = $pageLoading.listen((loading) => {
      if (loading) setTimeout(() => (stillLoadingAt200 = $pageLoading.get()), PAGE_FETCH_MIN_DELAY_MS);
    });
    renderHook(() => usePageData('teams', answerAfter(20)));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_FETCH_MIN_DELAY_MS));
    unbind();
    expect(stillLoadingAt200).toBe(false);
  });

  it('holds a failure as long, so the error never flashes either', async () => {
    recordRoute({ pathname: '/news', search: '', hash: '' });
    recordRoute({ pathname: '/teams', search: '', hash: '' });
    const { result } = renderHook(() => usePageData('teams', answerAfter(10, true)));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_FETCH_MIN_DELAY_MS - 1));
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.status).toBe('failed');
  });

  it('adds nothing to a fetch that takes longer than the minimum', async () => {
    recordRoute({ pathname: '/news', search: '', hash: '' });
    recordRoute({ pathname: '/teams', search: '', hash: '' });
    const { result } = renderHook(() => usePageData('teams', answerAfter(350)));
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(result.current.status).toBe('ready');
  });

  it("does not hold back the visit's first page, which its remote's load already held", async () => {
    recordRoute({ pathname: '/teams', search: '', hash: '' });
    const { result } = renderHook(() => usePageData('teams', answerAfter(20)));
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current.status).toBe('ready');
  });
});
