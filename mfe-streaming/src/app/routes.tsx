import { NotFoundPage } from '@club/shared/ui';
import type { RouteObject } from 'react-router';
import { VideosHomePage } from '../features/videos/components/videos-home-page.tsx';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

/**
 * mfe-streaming's pages, with absolute paths under the prefixes the shell gives it (/videos, /live).
 * Any other path under those prefixes is a 404.
 */
export const routes: RouteObject[] = [
  { path: '/videos', element: <VideosHomePage /> },
  { path: '*', element: <NotFoundPage /> },
];
