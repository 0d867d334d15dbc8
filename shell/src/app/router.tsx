import type { RemoteKey } from '@club/shared/config';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { RemoteRoutes } from '../lib/federation/remote-mounts.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';

/**
 * The shell knows only path prefixes and which remote owns them; each remote routes within its
 * prefixes (its `./routes` table is keyed by the same prefixes), so it can add pages without a shell
 * release. mfe-content owns the root catch-all and with it the 404 page for paths nobody knows.
 */
export const REMOTE_PREFIXES = {
  'mfe-matches': ['matches', 'match', 'teams', 'players'],
  'mfe-streaming': ['videos', 'live'],
  'mfe-account': ['account'],
  'mfe-content': [''],
} as const satisfies Record<RemoteKey, readonly string[]>;

/**
 * One route per prefix. The key keeps one mount per remote, so moving from one remote's pages to
 * another's never renders the old remote's routes for the new URL.
 */
export function appRoutes(): RouteObject[] {
  const children = Object.entries(REMOTE_PREFIXES).flatMap(([remote, prefixes]) =>
    prefixes.map((prefix) => ({
      path: prefix ? `${prefix}/*` : '*',
      element: <RemoteRoutes key={remote} remote={remote as RemoteKey} prefix={prefix} />,
    })),
  );
  return [{ element: <DefaultLayout />, errorElement: <ErrorPage />, children }];
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
