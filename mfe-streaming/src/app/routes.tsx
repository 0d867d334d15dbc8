import {
  NOT_FOUND_ROUTE,
  type RemoteRouteTable,
  type RouteMeta,
  readableSlug,
  STREAMER_HOME,
  withMeta,
} from '@club/shared/federation';
import type { Params } from '@club/shared/router';
import { LazyPage, lazyPage } from '@club/shared/ui';
import { VideosHomePage } from '../features/videos/components/videos-home-page.tsx';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

// Pages whose code loads when they are first visited, so /videos's first load carries only the video
// home (the first-visit budget); the FAQ page's sanitiser, the search and the live pages come later.
// Each route's handle asks for its page's code ahead (the shell's landing routes, the server's render),
// and each chunk is named for the route hints (route-hints.ts), which fetch it with the remote's entry
// and link its stylesheets in a page the server renders.
const BrowsePage = lazyPage(() =>
  import(/* webpackChunkName: "videos-browse" */ '../features/search/components/browse-page.tsx').then(
    (m) => ({ default: m.BrowsePage }),
  ),
);
const CategoriesPage = lazyPage(() =>
  import(
    /* webpackChunkName: "videos-categories" */ '../features/videos/components/categories-page.tsx'
  ).then((m) => ({ default: m.CategoriesPage })),
);
const ChannelPage = lazyPage(() =>
  import(/* webpackChunkName: "videos-channel" */ '../features/search/components/channel-page.tsx').then(
    (m) => ({ default: m.ChannelPage }),
  ),
);
const PlayerPage = lazyPage(() =>
  import(/* webpackChunkName: "videos-player" */ '../features/videos/components/player-page.tsx').then(
    (m) => ({ default: m.PlayerPage }),
  ),
);
const FaqsPage = lazyPage(() =>
  import(/* webpackChunkName: "videos-faqs" */ '../features/faqs/components/faqs-page.tsx').then((m) => ({
    default: m.FaqsPage,
  })),
);
const SubscriptionsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "videos-subscriptions" */ '../features/videos/components/subscriptions-page.tsx'
  ).then((m) => ({
    default: m.SubscriptionsPage,
  })),
);
const VideoPage = lazyPage(() =>
  import(/* webpackChunkName: "video-page" */ '../features/videos/components/video-page.tsx').then((m) => ({
    default: m.VideoPage,
  })),
);
const LivePage = lazyPage(() =>
  import(/* webpackChunkName: "live-page" */ '../features/live/components/live-page.tsx').then((m) => ({
    default: m.LivePage,
  })),
);
const LivePlayerPage = lazyPage(() =>
  import(/* webpackChunkName: "live-player-page" */ '../features/live/components/live-player-page.tsx').then(
    (m) => ({ default: m.LivePlayerPage }),
  ),
);
const StreamerPage = lazyPage(() =>
  import(/* webpackChunkName: "streamer-page" */ '../features/streamer/components/streamer-page.tsx').then(
    (m) => ({ default: m.StreamerPage }),
  ),
);

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
      element: <LazyPage page={BrowsePage} />,
      handle: withMeta(videos('videos-browse', 'Browse'), BrowsePage.preload),
    },
    {
      path: 'categories',
      element: <LazyPage page={CategoriesPage} />,
      handle: withMeta(
        { name: 'videos-categories', title: 'Categories', kind: 'video-category' },
        CategoriesPage.preload,
      ),
    },
    {
      path: 'channel/:slug?',
      element: <LazyPage page={ChannelPage} />,
      handle: withMeta(videosBySlug('videos-channel'), ChannelPage.preload),
    },
    {
      path: 'player/:slug?',
      element: <LazyPage page={PlayerPage} />,
      handle: withMeta(videosBySlug('videos-player'), PlayerPage.preload),
    },
    {
      path: 'faqs',
      element: <LazyPage page={FaqsPage} />,
      handle: withMeta({ name: 'videos-faqs', title: 'FAQs', kind: 'faqs' }, FaqsPage.preload),
    },
    {
      path: 'subscriptions',
      element: <LazyPage page={SubscriptionsPage} />,
      handle: withMeta(videos('videos-subscriptions', 'Subscriptions'), SubscriptionsPage.preload),
    },
    {
      path: ':videoID',
      element: <LazyPage page={VideoPage} />,
      handle: withMeta(videos('videos-videoid'), VideoPage.preload),
    },
    notFound,
  ],
  live: [
    {
      index: true,
      element: <LazyPage page={LivePage} />,
      handle: withMeta({ name: 'live', title: LIVE_TITLE, kind: 'live' }, LivePage.preload),
    },
    {
      path: ':mediaType/:assetID?',
      element: <LazyPage page={LivePlayerPage} />,
      handle: withMeta(
        ({ assetID }) => ({
          name: assetID ? 'live-mediatype-assetid' : 'live-mediatype',
          title: LIVE_TITLE,
          kind: 'live',
        }),
        LivePlayerPage.preload,
      ),
    },
    notFound,
  ],
  // The streamer site's home page, which the shell mounts at `/` on :3005 (STREAMER_HOME).
  [STREAMER_HOME.routesKey]: [
    {
      index: true,
      element: <LazyPage page={StreamerPage} />,
      handle: withMeta({ name: 'index', title: 'Home', kind: 'home' }, StreamerPage.preload),
    },
    notFound,
  ],
};
