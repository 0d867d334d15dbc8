import { type RemoteRouteTable, type RouteHandle, readableSlug, withMeta } from '@club/shared/federation';
import { LANGUAGE_OPTIONS } from '@club/shared/site';
import { LazyPage, lazyPage } from '@club/shared/ui';
import { HomePage } from '../features/news/components/home-page.tsx';
import { NewsListPage } from '../features/news/components/news-list-page.tsx';
import { clubPageMeta, newsPathMeta } from './route-meta.ts';

/** This build's release label (set by the release tooling). */
export const release = __RELEASE__;

// Pages only some visits need load with their own chunk: an article brings the HTML sanitiser.
// Each chunk is named for the route hints (route-hints.ts), which fetch it with the remote's entry
// and link its stylesheets in a page the server renders.
const NewsPathPage = lazyPage(
  () => import(/* webpackChunkName: "news-path" */ '../features/news/components/news-path-page.tsx'),
);
const CategoryListPage = lazyPage(
  () => import(/* webpackChunkName: "category-list" */ '../features/news/components/category-list-page.tsx'),
);
const CategoryPage = lazyPage(
  () => import(/* webpackChunkName: "category-page" */ '../features/news/components/category-page.tsx'),
);
const ClubPage = lazyPage(
  () => import(/* webpackChunkName: "club-page" */ '../features/pages/components/club-page.tsx'),
);

/** Spec 000 §2: Arabic content is at /category/arabic, in Arabic and right to left. */
const ARABIC_PATH = LANGUAGE_OPTIONS.find((option) => option.language === 'ar')?.to;

const categoryMeta: RouteHandle['meta'] = ({ category = '' }) => ({
  name: 'category-category',
  title: readableSlug(category),
  kind: 'category',
  ...(`/category/${category.toLowerCase()}` === ARABIC_PATH ? { language: 'ar' } : {}),
});

/**
 * mfe-content's pages, each with its meta for the shell (RouteHandle: the body class, the default
 * title, the page kind and layout). It owns the root catch-all (the home page, news, categories and the club
 * pages), and so answers the 404 for paths no remote claims.
 */
export const routes: RemoteRouteTable = {
  '': [
    { index: true, element: <HomePage />, handle: withMeta({ name: 'index', title: 'Home', kind: 'home' }) },
    {
      path: 'news',
      element: <NewsListPage />,
      handle: withMeta({ name: 'news', title: 'News', kind: 'news-listing' }),
    },
    {
      path: 'news/*',
      element: <LazyPage page={NewsPathPage} />,
      handle: withMeta(newsPathMeta, NewsPathPage.preload),
    },
    {
      path: 'category',
      element: <LazyPage page={CategoryListPage} />,
      handle: withMeta({ name: 'category', title: 'Category', kind: 'category' }, CategoryListPage.preload),
    },
    {
      path: 'category/:category',
      element: <LazyPage page={CategoryPage} />,
      handle: withMeta(categoryMeta, CategoryPage.preload),
    },
    // Every other path is a club content page, or the 404 page when no page stands behind it.
    { path: '*', element: <LazyPage page={ClubPage} />, handle: withMeta(clubPageMeta, ClubPage.preload) },
  ],
};
