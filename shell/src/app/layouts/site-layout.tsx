import type { SiteVariant } from '@club/shared/config';
import { Outlet, useLocation } from '@club/shared/router';
import { isNewsItemPath } from '../../features/routing/lib/route-table.ts';
import { DefaultLayout } from './default-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteErrorContent } from './route-error-content.tsx';
import { StreamerLayout } from './streamer-layout.tsx';

/**
 * Chooses the page layout (spec 000 §2 "Layouts"): the streamer layout on the streaming-only site;
 * otherwise the news item layout for a single article and the default layout for every other page.
 * Both of the latter are the one DefaultLayout, so moving between them keeps its slots mounted.
 * An error thrown by the page shows the error page in the page content slot, until the address
 * changes.
 */
export function SiteLayout({ variant }: { variant: SiteVariant }) {
  const { pathname, search } = useLocation();
  const content = (
    <RouteErrorBoundary
      resetKey={`${pathname}${search}`}
      fallback={(error) => <RouteErrorContent error={error} />}
    >
      <Outlet />
    </RouteErrorBoundary>
  );
  if (variant === 'streamer') return <StreamerLayout content={content} />;
  return <DefaultLayout kind={isNewsItemPath(pathname) ? 'news-item' : 'default'} content={content} />;
}
