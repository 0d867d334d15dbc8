import { type ServiceData, type ServiceDataOptions, useServiceData } from '@club/shared/api';
import { $currentRoute, startPageLoading } from '@club/shared/stores';

/**
 * Spec 000 §2, spec 001 §9: page fetches have a minimum delay of 200 ms, the loading bar's throttle,
 * so a page's loader never flashes for a few milliseconds. The shell's first load of a remote's
 * pages keeps it too (shell/src/lib/federation/page-fetch.ts).
 */
export const PAGE_FETCH_MIN_DELAY_MS = 200;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * A page's own data (its "page fetch"): `useServiceData`, held as the page loading (the shell's
 * loading bar) while it loads, and, on a page reached by a route change, settling no sooner than
 * PAGE_FETCH_MIN_DELAY_MS after it started, whether it succeeds or fails. The first page of a visit
 * is not held back: it arrives behind the load of its remote's pages, which already keeps the
 * minimum, and nothing is on screen to flash. The route is read when the data has come, by which
 * time the shell has recorded the change that led here ($currentRoute). A refresh of data already
 * on screen (a revalidation in the background, a poll) is neither: the page is not loading.
 *
 * As the shell's page fetch does, the minimum's timer is set before the page is marked loading, and
 * the fetch releases the page itself (not a render later): so at 200 ms the release comes before the
 * loading bar's 200 ms throttle looks, and a page that arrived in time never flashes the bar.
 */
export function usePageData<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options?: ServiceDataOptions<T>,
): ServiceData<T> & { reload: () => void } {
  return useServiceData(
    key,
    async (signal, { refreshing }) => {
      if (refreshing) return fetcher(signal);
      const started = Date.now();
      const minimum = wait(PAGE_FETCH_MIN_DELAY_MS, signal);
      const release = startPageLoading();
      signal.addEventListener('abort', release, { once: true });
      const heldBack = () => ($currentRoute.get()?.changes ?? 0) > 0;
      try {
        return await fetcher(signal);
      } finally {
        if (heldBack() && Date.now() - started < PAGE_FETCH_MIN_DELAY_MS) await minimum;
        release();
      }
    },
    options,
  );
}
