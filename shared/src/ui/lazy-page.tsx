import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useMemo } from 'react';
import { PageLoader } from './page-loader.tsx';

type PageCode = { default: ComponentType };

/** A promise that says when it has settled: a page whose code has come renders without suspending. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const tracking: Tracked<T> = promise;
  tracking.then(
    (value) => {
      tracking.status = 'fulfilled';
      tracking.value = value;
    },
    (reason: unknown) => {
      tracking.status = 'rejected';
      tracking.reason = reason;
    },
  );
  return tracking;
}

export interface LazyPageCode {
  /** Asks for its code ahead of the render (the route's handle: the shell's landing routes). */
  preload: () => Promise<PageCode>;
  /** The page, if its code has come. */
  loaded: () => ComponentType | undefined;
  /** The page through React's lazy, which waits for its code. */
  Lazy: LazyExoticComponent<ComponentType>;
}

/**
 * A page whose code loads only when it is visited (its own chunk), so a remote's entry page does not
 * pay for the others (mfe-content's /news for articles and the HTML sanitiser). Unlike React's `lazy` alone, code asked for ahead
 * (`preload`) renders at once when it has arrived: a server-rendered page hydrates in one go, with
 * nothing left for a later update to switch to a browser render.
 */
export function lazyPage(load: () => Promise<PageCode>): LazyPageCode {
  let loading: Tracked<PageCode> | undefined;
  const preload = () => {
    if (!loading) {
      const started = tracked(load());
      // A chunk that failed to load is asked for afresh next time.
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
      loading = started;
    }
    return loading;
  };
  const loaded = () => (loading?.status === 'fulfilled' ? loading.value?.default : undefined);
  return { preload, loaded, Lazy: lazy(preload) };
}

/** A lazy page, in the page loader (saying `label`) while its code arrives. */
export function LazyPage({ page, label }: { page: LazyPageCode; label?: string }) {
  // Chosen once per page: a later render (the code has come meanwhile) keeps the same element, so
  // the page is not mounted afresh.
  const Code = useMemo(() => page.loaded(), [page]);
  return <Suspense fallback={<PageLoader label={label} />}>{Code ? <Code /> : <page.Lazy />}</Suspense>;
}
