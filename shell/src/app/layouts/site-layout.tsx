import type { SiteVariant } from '@club/shared/config';
import { Outlet, useLocation } from '@club/shared/router';
import { useLoadOnIntent } from '../../features/routing/hooks/use-load-on-intent.ts';
import { useRouteMeta } from '../../lib/federation/route-meta.ts';
import { DefaultLayout } from './default-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteErrorContent } from './route-error-content.tsx';
import { StreamerLayout } from './streamer-layout.tsx';

/**
 * Chooses the page layout (spec 000 §2 "Layouts"): the streamer layout on the streaming-only site;
 * otherwise the layout the page's own route names (its meta: the news item layout for a single
 * article), the default layout for every other page and while the page's routes load. Both are
 * the one DefaultLayout, so moving between them keeps its slots mounted.
 * An error thrown by the page shows the error page in the page content slot, until the address
 * changes.
 */
export function SiteLayout({ variant }: { variant: SiteVariant }) {
  const { pathname, search } = useLocation();
  const meta = useRouteMeta(variant);
  useLoadOnIntent(variant);
  const content = (
    <RouteErrorBoundary
      resetKey={`${pathname}${search}`}
      fallback={(error) => <RouteErrorContent error={error} />}
    >
      <Outlet />
    </RouteErrorBoundary>
  );
  if (variant === 'streamer') return <StreamerLayout content={content} meta={meta} />;
  return <DefaultLayout kind={meta?.layout ?? 'default'} content={content} meta={meta} />;
}
