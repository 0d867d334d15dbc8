import { $pageLoading, resetStoresForTests } from '@club/shared/stores';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $progressBar } from '../../features/routing/stores/progress-bar.ts';
import { loadRemoteModule } from './federation.ts';
import { fetchPageModule, PAGE_FETCH_MIN_DELAY_MS } from './page-fetch.ts';

vi.mock('./federation.ts', () => ({ loadRemoteModule: vi.fn() }));
const load = vi.mocked(loadRemoteModule);

const module = { release: 'v1', routes: {} };
const arrivesAfter = (ms: number) => () =>
  new Promise<unknown>((resolve) => setTimeout(() => resolve(module), ms));

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
  load.mockReset();
});
afterEach(() => {
  cleanStores($progressBar, $pageLoading);
  vi.useRealTimers();
});

/** Starts a fetch and records when it resolved. */
function track(promise: Promise<unknown>) {
  const seen = { resolved: false };
  void promise.then(() => {
    seen.resolved = true;
  });
  return seen;
}

describe('fetchPageModule (spec 000 §2 "minimum delay of 200 ms")', () => {
  it('uses the spec number', () => {
    expect(PAGE_FETCH_MIN_DELAY_MS).toBe(200);
  });

  it('resolves a module that is there at once no sooner than 200 ms after it started', async () => {
    load.mockResolvedValue(module);
    const fetch = track(fetchPageModule('mfe-content', 'routes', false));
    await vi.advanceTimersByTimeAsync(PAGE_FETCH_MIN_DELAY_MS - 1);
    expect(fetch.resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.resolved).toBe(true);
    expect(load).toHaveBeenCalledWith('mfe-content', 'routes', false);
  });

  it('resolves a slow module when it arrives', async () => {
    load.mockImplementation(arrivesAfter(900));
    const fetch = track(fetchPageModule('mfe-matches', 'routes', true));
    await vi.advanceTimersByTimeAsync(899);
    expect(fetch.resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.resolved).toBe(true);
  });

  it('holds the page as loading until it settles, failures included', async () => {
    load.mockRejectedValue(new Error('down'));
    const fetch = fetchPageModule('mfe-streaming', 'routes', false).catch(() => 'failed');
    expect($pageLoading.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(PAGE_FETCH_MIN_DELAY_MS);
    expect(await fetch).toBe('failed');
    expect($pageLoading.get()).toBe(false);
  });

  it('stops holding the page when nobody waits for it any more', () => {
    load.mockImplementation(() => new Promise(() => {}));
    const abort = new AbortController();
    void fetchPageModule('mfe-account', 'routes', false, abort.signal);
    expect($pageLoading.get()).toBe(true);
    abort.abort();
    expect($pageLoading.get()).toBe(false);
  });
});

describe('the minimum delay with the loading bar', () => {
  it('shows a page that arrives within 200 ms at 200 ms without ever showing the bar', async () => {
    const phases: string[] = [];
    const unlisten = $progressBar.subscribe(({ phase }) => phases.push(phase));
    load.mockImplementation(arrivesAfter(50));
    const fetch = track(fetchPageModule('mfe-content', 'routes', false));
    await vi.advanceTimersByTimeAsync(PAGE_FETCH_MIN_DELAY_MS);
    expect(fetch.resolved).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(phases).toEqual(['hidden']);
    unlisten();
  });

  it('shows the bar at 200 ms for a page that takes longer', async () => {
    const unlisten = $progressBar.listen(() => {});
    load.mockImplementation(arrivesAfter(600));
    void fetchPageModule('mfe-content', 'routes', false);
    await vi.advanceTimersByTimeAsync(PAGE_FETCH_MIN_DELAY_MS);
    expect($progressBar.get().phase).toBe('running');
    await vi.advanceTimersByTimeAsync(400);
    expect($progressBar.get().phase).toBe('finishing');
    unlisten();
  });
});
