import { NotFoundPage } from '@club/shared/ui';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/news/components/home-page.tsx';
import { NewsListPage } from '../features/news/components/news-list-page.tsx';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

/** mfe-content's pages. It owns the home page, news, categories and the catch-all club pages. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/news', element: <NewsListPage /> },
  { path: '*', element: <NotFoundPage /> },
];
