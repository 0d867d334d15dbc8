import type { RemoteKey } from '@club/shared/config';
import type { RemoteRoutesModule, RemoteSlotModule } from '@club/shared/federation';
import { NotFoundPage, PageLoader } from '@club/shared/ui';
import { type ReactNode, useEffect } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';
import { $mainRemoteSettled } from './main-remote.ts';
import { RemoteBoundary, RemoteFallback } from './remote-boundary.tsx';
import { useRemoteModule } from './use-remote-module.ts';

// A prefix the remote does not (yet) route: nothing there exists.
const UNKNOWN_PREFIX: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];

function RemoteRouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function useReloadOnChunkFailure(state: { status: string; error?: unknown }) {
  const error = state.status === 'failed' ? state.error : null;
  useEffect(() => {
    if (error && isChunkLoadError(error)) reloadOnceForChunkError(error);
  }, [error]);
}

/** Mounts a remote's pages (`./routes`) for the prefix the shell's router matched. */
export function RemoteRoutes({ remote, prefix }: { remote: RemoteKey; prefix: string }) {
  const { state, retry } = useRemoteModule<RemoteRoutesModule>(remote, 'routes');
  useReloadOnChunkFailure(state);
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (settled) $mainRemoteSettled.set(true);
  }, [settled]);
  return (
    <div data-remote={remote} data-release={state.status === 'ready' ? state.module.release : undefined}>
      {state.status === 'loading' && <PageLoader />}
      {state.status === 'failed' && <RemoteFallback remote={remote} onRetry={retry} />}
      {state.status === 'ready' && (
        <RemoteBoundary remote={remote} onRetry={retry}>
          <RemoteRouteTree routes={state.module.routes[prefix] ?? UNKNOWN_PREFIX} />
        </RemoteBoundary>
      )}
    </div>
  );
}

/**
 * Mounts a component a remote exposes for one of the shell's layout slots. `frame` wraps the loader
 * and the fallback (an overlay slot shows them inside its own panel); the remote's component draws
 * its own frame once loaded.
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
      {state.status === 'loading' && frame(<PageLoader />)}
      {state.status === 'failed' && frame(<RemoteFallback remote={remote} onRetry={retry} />)}
      {state.status === 'ready' && (
        <RemoteBoundary remote={remote} onRetry={retry}>
          <state.module.default />
        </RemoteBoundary>
      )}
    </div>
  );
}
