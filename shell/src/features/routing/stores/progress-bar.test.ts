import { resetStoresForTests, startPageLoading } from '@club/shared/stores';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_HIDE_DELAY_MS, PROGRESS_BAR_THROTTLE_MS } from '../constants.ts';
import { $progressBar } from './progress-bar.ts';

let unlisten: () => void = () => {};
const phase = () => $progressBar.get().phase;

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
  unlisten = $progressBar.listen(() => {});
});
afterEach(() => {
  unlisten();
  cleanStores($progressBar);
  vi.useRealTimers();
});

describe('the loading bar (spec 001 §4 "Progress bar")', () => {
  it('uses the spec numbers', () => {
    expect(PROGRESS_BAR_THROTTLE_MS).toBe(200);
    expect(PROGRESS_BAR_HIDE_DELAY_MS).toBe(500);
  });

  it('appears only once loading has lasted the 200 ms throttle', () => {
    startPageLoading();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1);
    expect(phase()).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('running');
  });

  it('never appears for loading that ends within the throttle', () => {
    const done = startPageLoading();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1);
    done();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS * 10);
    expect(phase()).toBe('hidden');
  });

  it('completes when loading finishes and hides 500 ms later', () => {
    const done = startPageLoading();
    vi.advanceTimersByTime(1000);
    done();
    expect(phase()).toBe('finishing');
    vi.advanceTimersByTime(PROGRESS_BAR_HIDE_DELAY_MS - 1);
    expect(phase()).toBe('finishing');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('hidden');
  });

  it('keeps running while any part of the page still loads', () => {
    const remote = startPageLoading();
    const data = startPageLoading();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    remote();
    expect(phase()).toBe('running');
    data();
    expect(phase()).toBe('finishing');
  });

  it('starts a new run at once when loading starts again while it finishes', () => {
    const first = startPageLoading();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    const firstRun = $progressBar.get().run;
    first();
    vi.advanceTimersByTime(100);
    startPageLoading();
    expect($progressBar.get()).toEqual({ phase: 'running', run: firstRun + 1 });
    vi.advanceTimersByTime(PROGRESS_BAR_HIDE_DELAY_MS * 2);
    expect(phase()).toBe('running');
  });

  it('starts a new throttle after it has hidden', () => {
    const first = startPageLoading();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    first();
    vi.advanceTimersByTime(PROGRESS_BAR_HIDE_DELAY_MS);
    startPageLoading();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1);
    expect(phase()).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('running');
  });
});
