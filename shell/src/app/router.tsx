import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { DefaultLayout } from '../features/layout/components/default-layout.tsx';
import { RemoteRoutes } from './remote-mounts.tsx';

/**
 * The shell knows only path prefixes and which remote owns them; each remote routes within its
 * prefixes, so it can add pages without a shell release. mfe-content owns the catch-all club pages,
 * and with them the 404 page for paths nobody knows.
 */
export const REMOTE_PREFIXES = {
  'mfe-matches': ['matches/*', 'match/*', 'teams/*', 'players/*'],
  'mfe-streaming': ['videos/*', 'live/*'],
  'mfe-account': ['account/*'],
  'mfe-content': ['*'],
} as const;

/**
 * One pathless route per remote, matched through its prefixes: the remote's own routes (absolute
 * paths) then match against the whole URL, and the key keeps one mount per remote, so moving from
 * one remote's pages to another's never renders the old remote's routes for the new URL.
 */
export function appRoutes(): RouteObject[] {
  const children = Object.entries(REMOTE_PREFIXES).map(([remote, paths]) => ({
    element: <RemoteRoutes key={remote} remote={remote as keyof typeof REMOTE_PREFIXES} />,
    children: paths.map((path) => ({ path })),
  }));
  return [{ element: <DefaultLayout />, errorElement: <ErrorPage />, children }];
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
