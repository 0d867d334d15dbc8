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

export function appRoutes(): RouteObject[] {
  const children = Object.entries(REMOTE_PREFIXES).flatMap(([remote, paths]) =>
    paths.map((path) => ({
      path,
      element: <RemoteRoutes key={remote} remote={remote as keyof typeof REMOTE_PREFIXES} />,
    })),
  );
  return [{ element: <DefaultLayout />, errorElement: <ErrorPage />, children }];
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
