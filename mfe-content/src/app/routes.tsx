import type { RemoteRouteTable } from '@club/shared/federation';
import { lazy } from 'react';
import { HomePage } from '../features/news/components/home-page.tsx';
import { NewsListPage } from '../features/news/components/news-list-page.tsx';
import { LazyPage } from '../lib/lazy-page.tsx';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

// Pages only some visits need load with their own chunk: an article brings the HTML sanitiser.
// Named for the route hints (route-hints.ts), which fetch it with the remote's entry on an article.
const NewsPathPage = lazy(
  () => import(/* webpackChunkName: "news-path" */ '../features/news/components/news-path-page.tsx'),
);
const CategoryListPage = lazy(() => import('../features/news/components/category-list-page.tsx'));
const CategoryPage = lazy(() => import('../features/news/components/category-page.tsx'));
const ClubPage = lazy(() => import('../features/pages/components/club-page.tsx'));

/**
 * mfe-content's pages. It owns the root catch-all (the home page, news, categories and the club
 * pages), and so answers the 404 for paths no remote claims.
 */
export const routes: RemoteRouteTable = {
  '': [
    { index: true, element: <HomePage /> },
    { path: 'news', element: <NewsListPage /> },
    { path: 'news/*', element: <LazyPage page={NewsPathPage} /> },
    { path: 'category', element: <LazyPage page={CategoryListPage} /> },
    { path: 'category/:category', element: <LazyPage page={CategoryPage} /> },
    // Every other path is a club content page, or the 404 page when no page stands behind it.
    { path: '*', element: <LazyPage page={ClubPage} /> },
  ],
};
