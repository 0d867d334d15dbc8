import type { RouteHint } from '@club/shared/route-hints';

/**
 * The club site's video and live pages, for the early hints of the shell's index.html
 * (@club/shared/federation route-hints.ts) and the stylesheets of a page the server renders: each
 * lazy page's own chunk (routes.tsx). /videos itself is in the remote's routes. The first hint that
 * matches a path is its page's, so /videos/:videoID comes after the named pages.
 */
export const ROUTE_HINTS: readonly RouteHint[] = [
  { path: '/videos/browse', chunks: ['videos-browse'] },
  { path: '/videos/categories', chunks: ['videos-categories'] },
  { path: '/videos/channel', chunks: ['videos-channel'] },
  { path: '/videos/channel/:slug', chunks: ['videos-channel'] },
  { path: '/videos/player', chunks: ['videos-player'] },
  { path: '/videos/player/:slug', chunks: ['videos-player'] },
  { path: '/videos/faqs', chunks: ['videos-faqs'] },
  { path: '/videos/subscriptions', chunks: ['videos-subscriptions'] },
  { path: '/videos/:videoID', chunks: ['video-page'] },
  { path: '/live', chunks: ['live-page'] },
  { path: '/live/:mediaType', chunks: ['live-player-page'] },
  { path: '/live/:mediaType/:assetID', chunks: ['live-player-page'] },
];
