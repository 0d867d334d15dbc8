import {
  NOT_FOUND_ROUTE,
  type RemoteRouteTable,
  type RouteMeta,
  readableSlug,
  STREAMER_HOME,
  withMeta,
} from '@club/shared/federation';
import type { Params } from '@club/shared/router';
import { PageLoader } from '@club/shared/ui';
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

const notFound = NOT_FOUND_ROUTE;

const VIDEOS_TITLE = 'Videos';
const LIVE_TITLE = 'Live';
const videos = (name: string, title = VIDEOS_TITLE): RouteMeta => ({ name, title, kind: 'video-listing' });
/** A videos page whose optional slug names it: 'videos-channel-slug' titled by the slug, else 'videos-channel'. */
const videosBySlug =
  (name: string) =>
  ({ slug }: Params): RouteMeta =>
    slug ? videos(`${name}-slug`, readableSlug(slug)) : videos(name);

/**
 * mfe-streaming's pages under the prefixes the shell gives it (/videos, /live), spec 001 §2, and
 * the streamer site's home page, each with its meta for the shell (body class, default title, page
 * kind). Any other path under those prefixes is a 404.
 */
export const routes: RemoteRouteTable = {
  videos: [
    { index: true, element: <VideosHomePage />, handle: withMeta(videos('videos')) },
    {
      path: 'browse',
      element: lazyPage(() => import('../features/search/components/browse-page.tsx'), 'BrowsePage'),
      handle: withMeta(videos('videos-browse', 'Browse')),
    },
    {
      path: 'categories',
      element: lazyPage(() => import('../features/videos/components/categories-page.tsx'), 'CategoriesPage'),
      handle: withMeta({ name: 'videos-categories', title: 'Categories', kind: 'video-category' }),
    },
    {
      path: 'channel/:slug?',
      element: lazyPage(() => import('../features/search/components/channel-page.tsx'), 'ChannelPage'),
      handle: withMeta(videosBySlug('videos-channel')),
    },
    {
      path: 'player/:slug?',
      element: lazyPage(() => import('../features/videos/components/player-page.tsx'), 'PlayerPage'),
      handle: withMeta(videosBySlug('videos-player')),
    },
    {
      path: 'faqs',
      element: lazyPage(() => import('../features/faqs/components/faqs-page.tsx'), 'FaqsPage'),
      handle: withMeta({ name: 'videos-faqs', title: 'FAQs', kind: 'faqs' }),
    },
    {
      path: 'subscriptions',
      element: lazyPage(
        () => import('../features/videos/components/subscriptions-page.tsx'),
        'SubscriptionsPage',
      ),
      handle: withMeta(videos('videos-subscriptions', 'Subscriptions')),
    },
    {
      path: ':videoID',
      element: lazyPage(() => import('../features/videos/components/video-page.tsx'), 'VideoPage'),
      handle: withMeta(videos('videos-videoid')),
    },
    notFound,
  ],
  live: [
    {
      index: true,
      element: lazyPage(() => import('../features/live/components/live-page.tsx'), 'LivePage'),
      handle: withMeta({ name: 'live', title: LIVE_TITLE, kind: 'live' }),
    },
    {
      path: ':mediaType/:assetID?',
      element: lazyPage(() => import('../features/live/components/live-player-page.tsx'), 'LivePlayerPage'),
      handle: withMeta(({ assetID }) => ({
        name: assetID ? 'live-mediatype-assetid' : 'live-mediatype',
        title: LIVE_TITLE,
        kind: 'live',
      })),
    },
    notFound,
  ],
  // The streamer site's home page, which the shell mounts at `/` on :3005 (STREAMER_HOME).
  [STREAMER_HOME.routesKey]: [
    {
      index: true,
      element: lazyPage(() => import('../features/streamer/components/streamer-page.tsx'), 'StreamerPage'),
      handle: withMeta({ name: 'index', title: 'Home', kind: 'home' }),
    },
    notFound,
  ],
};
