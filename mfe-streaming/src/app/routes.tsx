import type { RemoteRouteTable } from '@club/shared/federation';
import { NotFoundPage } from '@club/shared/ui';
import { VideosHomePage } from '../features/videos/components/videos-home-page.tsx';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

const notFound = { path: '*', element: <NotFoundPage /> };

/**
 * mfe-streaming's pages under the prefixes the shell gives it (/videos, /live). Any other path
 * under those prefixes is a 404.
 */
export const routes: RemoteRouteTable = {
  videos: [{ index: true, element: <VideosHomePage /> }, notFound],
  live: [notFound],
};
