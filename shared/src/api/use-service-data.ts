import { atom } from 'nanostores';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import {
  pageServiceCache,
  type ServiceCache,
  type ServiceData,
  type ServiceDataOptions,
  type ServiceEntry,
  type ServiceFetcher,
} from './service-cache.ts';

/**
 * The cache useServiceData reads: the page's (one for the shell and every remote), or on the server
 * the one its render made for this request (shell/src/server/render-page.tsx).
 */
export const ServiceCacheContext = createContext<ServiceCache>(pageServiceCache);

/** What a component without a key reads: nothing asked, nothing coming. */
const $noKey = atom<ServiceEntry<never>>({ status: 'loading', updatedAt: 0 });
const watchNothing = () => () => {};

/**
 * A key's data from the service data cache (service-cache.ts): the component shows the key's entry
 * and, while mounted, watches it, so the cache fetches it once however many components or remotes
 * ask, keeps it for the next visit (revalidated in the background once stale), polls it when
 * `options.refreshMs` says, and aborts the call when nobody watches any more. `key` stands for the
 * fetcher's inputs; a null key asks nothing (loading). `reload` asks again (Try again). On the
 * server the render's cache answers, and the page's first render in the browser reads the same
 * answers from the page's data block.
 */
export function useServiceData<T>(
  key: string | null,
  fetcher: ServiceFetcher<T>,
  options?: ServiceDataOptions<T>,
): ServiceData<T> & { reload: () => void } {
  const cache = useContext(ServiceCacheContext);
  const $entry = key === null ? $noKey : cache.entry(key, fetcher, options);
  const watch = useCallback(
    (changed: () => void) => (key === null ? watchNothing() : cache.watch(key, changed)),
    [cache, key],
  );
  // The server's snapshot is the same store's: on the server its render's answer, in the browser's
  // first render the answer the page came with.
  const state = useSyncExternalStore(watch, $entry.get, $entry.get);
  const reload = useCallback(() => {
    if (key !== null) cache.reload(key);
  }, [cache, key]);
  return { ...state, reload } as ServiceData<T> & { reload: () => void };
}
