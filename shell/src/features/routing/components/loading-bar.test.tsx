import { $pageLoading, resetStoresForTests, startPageLoading } from '@club/shared/stores';
import { act, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_HIDE_DELAY_MS,
  PROGRESS_BAR_THROTTLE_MS,
} from '../constants.ts';
import { $progressBar } from '../stores/progress-bar.ts';
import { LOADING_BAR_LABEL, LoadingBar } from './loading-bar.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
});
afterEach(() => {
  cleanStores($progressBar, $pageLoading);
  vi.useRealTimers();
});

const bar = () => screen.queryByRole('progressbar', { name: LOADING_BAR_LABEL });

describe('LoadingBar', () => {
  it('shows a labelled progress bar from 200 ms into loading until 500 ms after it ends', () => {
    render(<LoadingBar />);
    let done: () => void = () => {};
    act(() => {
      done = startPageLoading();
    });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).not.toBeNull();
    expect(bar()?.getAttribute('aria-valuenow')).toBeNull();

    act(() => done());
    expect(bar()?.getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_HIDE_DELAY_MS - 1));
    expect(bar()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('comes and goes inside a status region that stays on the page, so it is never content outside a landmark', () => {
    render(<LoadingBar />);
    const status = screen.getByRole('status');
    expect(status.childElementCount).toBe(0);
    act(() => {
      startPageLoading();
    });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS));
    expect(screen.getByRole('status')).toBe(status);
    expect(status.contains(bar())).toBe(true);
  });

  it('runs toward the end over the spec duration, from the start of each run', () => {
    render(<LoadingBar />);
    act(() => {
      startPageLoading();
    });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS));
    const element = bar() as HTMLElement;
    expect(element.style.getPropertyValue('--loading-bar-run')).toBe(`${PROGRESS_BAR_DURATION_MS}ms`);
    const fill = element.firstElementChild as HTMLElement;
    expect(fill.style.transform).toBe('scaleX(0)');
    act(() => vi.advanceTimersByTime(20));
    expect(fill.style.transform).toBe('scaleX(0.9)');
  });
});
