import type { RemoteKey } from '@club/shared/config';
import { startPageLoading } from '@club/shared/stores';
import { loadRemoteModule } from './federation.ts';

/**
 * Spec 000 §2, spec 001 §9: page fetches have a minimum delay of 200 ms. A page fetch here is the
 * load of a remote's page module (`./routes`) the first time one of its pages is shown: it resolves
 * no sooner than 200 ms after it started, the loading bar's throttle. So a page that arrives within
 * 200 ms replaces its loader at 200 ms and never shows the bar, one that takes longer gets the bar
 * at 200 ms, and the loader never flashes for a few milliseconds. Pages of a remote already loaded
 * render at once: there is no fetch, so no delay. Data a page loads is the remote's own.
 */
export const PAGE_FETCH_MIN_DELAY_MS = 200;

/**
 * Loads a remote's page module, holding the page as loading (for the loading bar) until it settles
 * or `signal` aborts, and resolving no sooner than PAGE_FETCH_MIN_DELAY_MS.
 */
export function fetchPageModule<T>(
  remote: RemoteKey,
  expose: string,
  fresh: boolean,
  signal?: AbortSignal,
): Promise<T> {
  // The delay's timer is set before the page is marked loading, so at 200 ms it fires before the
  // loading bar's 200 ms throttle timer, and a module already there releases the page (in the same
  // task, through promise callbacks) before the bar would start: a fast page never flashes the bar.
  const minimum = new Promise<void>((resolve) => setTimeout(resolve, PAGE_FETCH_MIN_DELAY_MS));
  const release = startPageLoading();
  signal?.addEventListener('abort', release, { once: true });
  return Promise.all([loadRemoteModule<T>(remote, expose, fresh), minimum])
    .then(([module]) => module)
    .finally(release);
}
