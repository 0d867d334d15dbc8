import type { RemoteKey } from '@club/shared/config';
import {
  isChunkLoadError,
  NOT_FOUND_ROUTE,
  RemoteBoundary,
  RemoteFallback,
  type RemoteRoutesModule,
  type RemoteSlotModule,
  reloadOnceForChunkError,
  useRemoteModule,
} from '@club/shared/federation';
import { type RouteObject, useRoutes } from '@club/shared/router';
import { PageLoader } from '@club/shared/ui';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { $mainRemoteSettled } from './main-remote.ts';
import { fetchPageModule } from './page-fetch.ts';
import { recordRouteTable } from './route-meta.ts';

// A prefix the remote does not (yet) route: nothing there exists.
const UNKNOWN_PREFIX: RouteObject[] = [NOT_FOUND_ROUTE];

function RemoteRouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function useReloadOnChunkFailure(state: { status: string; error?: unknown }) {
  const error = state.status === 'failed' ? state.error : null;
  useEffect(() => {
    if (error && isChunkLoadError(error)) reloadOnceForChunkError(error);
  }, [error]);
}

/**
 * What a page shows when its remote cannot give it: `error` is what failed and `status` the HTTP
 * status it stands for (503 when the remote could not be loaded; from the error, else 500, when it
 * threw while rendering); `retry` loads the remote afresh.
 */
export type RemotePageError = (failure: { error: unknown; status?: number; retry: () => void }) => ReactNode;

/** Spec 000 §2 "{status} error" for a page whose remote could not be loaded: the service is unavailable. */
export const REMOTE_UNAVAILABLE_STATUS = 503;

/**
 * Mounts a remote's pages (`./routes`) for the prefix the shell's router matched. Loading them is a
 * page fetch: the loading bar covers it and it takes at least the minimum page delay (page-fetch.ts).
 * Its route table is recorded for the layout, which reads the page's meta from it (route-meta.ts).
 * When the remote cannot be loaded or its page throws, `pageError` shows in its place (the shell's
 * error page with Try again), or the standard fallback without it.
 */
export function RemoteRoutes({
  remote,
  prefix,
  pageError,
}: {
  remote: RemoteKey;
  prefix: string;
  pageError?: RemotePageError;
}) {
  const { state, retry } = useRemoteModule<RemoteRoutesModule>(remote, 'routes', fetchPageModule);
  useReloadOnChunkFailure(state);
  const settled = state.status !== 'loading';
  const routes = state.status === 'ready' ? state.module.routes : undefined;
  // Before paint and before the page's own effects: the layout reads the page's meta from these routes.
  useLayoutEffect(() => {
    if (routes) recordRouteTable(remote, routes);
  }, [remote, routes]);
  useEffect(() => {
    if (settled) $mainRemoteSettled.set(true);
  }, [settled]);
  return (
    <div data-remote={remote} data-release={state.status === 'ready' ? state.module.release : undefined}>
      {state.status === 'loading' && <PageLoader />}
      {state.status === 'failed' &&
        (pageError ? (
          pageError({ error: state.error, status: REMOTE_UNAVAILABLE_STATUS, retry })
        ) : (
          <RemoteFallback remote={remote} onRetry={retry} page />
        ))}
      {state.status === 'ready' && (
        <RemoteBoundary
          remote={remote}
          onRetry={retry}
          page
          fallback={pageError && ((error, again) => pageError({ error, retry: again }))}
        >
          <RemoteRouteTree routes={state.module.routes[prefix] ?? UNKNOWN_PREFIX} />
        </RemoteBoundary>
      )}
    </div>
  );
}

/**
 * Mounts a component a remote exposes for one of the shell's layout slots. `frame` wraps the loader
 * and the fallback, also when the loaded component throws (an overlay slot shows them inside its own
 * closable panel); the remote's component draws its own frame once loaded.
 */
export function RemoteSlot({
  remote,
  expose,
  frame = (content) => content,
}: {
  remote: RemoteKey;
  expose: string;
  frame?: (content: ReactNode) => ReactNode;
}) {
  const { state, retry } = useRemoteModule<RemoteSlotModule>(remote, expose);
  useReloadOnChunkFailure(state);
  return (
    <div
      data-remote={remote}
      data-slot={expose}
      data-release={state.status === 'ready' ? state.module.release : undefined}
    >
      {/* One frame for loading and failure, so an overlay's frame stays put (and keeps focus) between them. */}
      {state.status !== 'ready' &&
        frame(
          state.status === 'loading' ? <PageLoader /> : <RemoteFallback remote={remote} onRetry={retry} />,
        )}
      {state.status === 'ready' && (
        <RemoteBoundary remote={remote} onRetry={retry} frame={frame}>
          <state.module.default />
        </RemoteBoundary>
      )}
    </div>
  );
}
