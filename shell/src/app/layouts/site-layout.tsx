import type { SiteVariant } from '@club/shared/config';
import { useLocation } from 'react-router';
import { isNewsItemPath } from '../../features/routing/lib/route-table.ts';
import { DefaultLayout } from './default-layout.tsx';
import { RouteErrorContent } from './route-error-content.tsx';
import { StreamerLayout } from './streamer-layout.tsx';

/**
 * Chooses the page layout (spec 000 §2 "Layouts"): the streamer layout on the streaming-only site;
 * otherwise the news item layout for a single article and the default layout for every other page.
 * Both of the latter are the one DefaultLayout, so moving between them keeps its slots mounted.
 * `routeError` shows the error page in the page content slot.
 */
export function SiteLayout({ variant, routeError = false }: { variant: SiteVariant; routeError?: boolean }) {
  const { pathname } = useLocation();
  const content = routeError ? <RouteErrorContent /> : undefined;
  if (variant === 'streamer') return <StreamerLayout content={content} />;
  return <DefaultLayout kind={isNewsItemPath(pathname) ? 'news-item' : 'default'} content={content} />;
}
