import type { RemoteKey, SiteVariant } from '@club/shared/config';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { RemoteRoutes } from '../lib/federation/remote-mounts.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';

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
 * another's never renders the old remote's routes for the new URL. The layout is chosen per site
 * variant and path (SiteLayout). An error below the layout shows the error page inside the layout;
 * one in the layout itself shows the bare error page.
 */
export function appRoutes(variant: SiteVariant = 'club'): RouteObject[] {
  const children = Object.entries(REMOTE_PREFIXES).flatMap(([remote, prefixes]) =>
    prefixes.map((prefix) => ({
      path: prefix ? `${prefix}/*` : '*',
      element: <RemoteRoutes key={remote} remote={remote as RemoteKey} prefix={prefix} />,
    })),
  );
  return [
    {
      errorElement: <ErrorPage />,
      children: [
        {
          element: <SiteLayout variant={variant} />,
          errorElement: <SiteLayout variant={variant} routeError />,
          children,
        },
      ],
    },
  ];
}

export const createAppRouter = (variant: SiteVariant = 'club') => createBrowserRouter(appRoutes(variant));
