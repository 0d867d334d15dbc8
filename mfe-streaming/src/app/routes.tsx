import { type RemoteRouteTable, STREAMER_HOME } from '@club/shared/federation';
import { NotFoundPage, PageLoader } from '@club/shared/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { VideosHomePage } from '../features/videos/components/videos-home-page.tsx';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

/**
 * A page whose code loads when it is first visited, so /videos's first load carries only the video
 * home (the first-visit budget); the FAQ page's sanitiser, the search and the live pages come later.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

const notFound = { path: '*', element: <NotFoundPage /> };

/**
 * mfe-streaming's pages under the prefixes the shell gives it (/videos, /live), spec 001 §2, and
 * the streamer site's home page. Any other path under those prefixes is a 404.
 */
export const routes: RemoteRouteTable = {
  videos: [
    { index: true, element: <VideosHomePage /> },
    {
      path: 'browse',
      element: lazyPage(() => import('../features/search/components/browse-page.tsx'), 'BrowsePage'),
    },
    {
      path: 'categories',
      element: lazyPage(() => import('../features/videos/components/categories-page.tsx'), 'CategoriesPage'),
    },
    {
      path: 'channel/:slug?',
      element: lazyPage(() => import('../features/search/components/channel-page.tsx'), 'ChannelPage'),
    },
    {
      path: 'player/:slug?',
      element: lazyPage(() => import('../features/videos/components/player-page.tsx'), 'PlayerPage'),
    },
    {
      path: 'faqs',
      element: lazyPage(() => import('../features/faqs/components/faqs-page.tsx'), 'FaqsPage'),
    },
    {
      path: 'subscriptions',
      element: lazyPage(
        () => import('../features/videos/components/subscriptions-page.tsx'),
        'SubscriptionsPage',
      ),
    },
    {
      path: ':videoID',
      element: lazyPage(() => import('../features/videos/components/video-page.tsx'), 'VideoPage'),
    },
    notFound,
  ],
  live: [
    { index: true, element: lazyPage(() => import('../features/live/components/live-page.tsx'), 'LivePage') },
    {
      path: ':mediaType/:assetID?',
      element: lazyPage(() => import('../features/live/components/live-player-page.tsx'), 'LivePlayerPage'),
    },
    notFound,
  ],
  // The streamer site's home page, which the shell mounts at `/` on :3005 (STREAMER_HOME).
  [STREAMER_HOME.routesKey]: [
    {
      index: true,
      element: lazyPage(() => import('../features/streamer/components/streamer-page.tsx'), 'StreamerPage'),
    },
    notFound,
  ],
};
