import type { RemoteKey, SiteVariant } from '@club/shared/config';
import { REMOTE_PREFIXES, STREAMER_HOME } from '@club/shared/federation';
import { type RouteObject, useRoutes } from '@club/shared/router';
import { useMemo } from 'react';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { useFullLoadOnNavigation } from '../lib/federation/full-load-on-navigation.ts';
import { type RemotePageError, RemoteRoutes } from '../lib/federation/remote-mounts.tsx';
import { RouteErrorBoundary } from './layouts/route-error-boundary.tsx';
import { RouteErrorContent } from './layouts/route-error-content.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';

/** A page whose remote cannot be loaded, or throws, is the error page in the layout, with Try again. */
const remotePageError: RemotePageError = ({ error, status, retry }) => (
  <RouteErrorContent error={error} status={status} onRetry={retry} />
);

/**
 * One route per prefix. The key keeps one mount per remote, so moving from one remote's pages to
 * another's never renders the old remote's routes for the new URL. The layout is chosen per site
 * variant and path (SiteLayout), which shows an error below it inside the layout.
 */
export function appRoutes(variant: SiteVariant = 'club'): RouteObject[] {
  const children = Object.entries(REMOTE_PREFIXES).flatMap(([remote, prefixes]) =>
    prefixes.map((prefix) => ({
      path: prefix ? `${prefix}/*` : '*',
      element: (
        <RemoteRoutes key={remote} remote={remote as RemoteKey} prefix={prefix} pageError={remotePageError} />
      ),
    })),
  );
  // The streamer site's home page is mfe-streaming's (STREAMER_HOME); every other path routes as on the club site.
  const streamerHome: RouteObject[] =
    variant === 'streamer'
      ? [
          {
            index: true,
            element: (
              <RemoteRoutes
                key={STREAMER_HOME.remote}
                remote={STREAMER_HOME.remote}
                prefix={STREAMER_HOME.routesKey}
                pageError={remotePageError}
              />
            ),
          },
        ]
      : [];
  return [{ element: <SiteLayout variant={variant} />, children: [...streamerHome, ...children] }];
}

/** The site's routes, inside a BrowserRouter. An error in the layout itself shows the bare error page. */
export function AppRoutes({ variant = 'club' }: { variant?: SiteVariant }) {
  const routes = useMemo(() => appRoutes(variant), [variant]);
  // A version this page runs was withdrawn (rolled back): the next navigation starts afresh.
  useFullLoadOnNavigation();
  return (
    <RouteErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      {useRoutes(routes)}
    </RouteErrorBoundary>
  );
}
