import { IMAGE_SIZES } from '@club/shared/api';
import { NEWS_SORT_DATE } from '@club/shared/contracts';
import type { RouteHint } from '@club/shared/route-hints';
import { HOME_LATEST_COUNT, NEWS_LIST_PAGE_SIZE } from '../features/news/constants.ts';
import { HERO_CANDIDATES, HERO_SIZES } from '../lib/hero-image-sizes.ts';

/** The news search as `searchNews` sends it (@club/shared/calls) for a first page of `size`. */
const newsSearch = (size: number) =>
  ({
    service: 'webApi',
    path: '/v1/news/search',
    query: { query: '', sort: NEWS_SORT_DATE, size: String(size), start: '0' },
  }) as const;

/**
 * The pages a first visit most often lands on, for the early hints of the shell's index.html
 * (@club/shared/federation route-hints.ts) and the stylesheets of a page the server renders: each
 * page's first call, as its API function makes it, its largest picture and its own chunk. route-hints.test.ts holds each against the request the page really makes.
 */
export const ROUTE_HINTS: readonly RouteHint[] = [
  {
    // Home: the lead story's hero (lead-story.tsx) heads the latest news.
    path: '/',
    data: [newsSearch(HOME_LATEST_COUNT + 1)],
    image: { pointer: '/hits/hit/0/imageData/key', candidates: HERO_CANDIDATES, sizes: HERO_SIZES },
  },
  {
    // The listing: the first card's picture (news-card.tsx).
    path: '/news',
    data: [newsSearch(NEWS_LIST_PAGE_SIZE)],
    image: { pointer: '/hits/hit/0/imageData/key', candidates: [IMAGE_SIZES.newsResult] },
  },
  {
    // An article: its own chunk (with the sanitiser's loader) and its hero (article-view.tsx).
    path: '/news/:slug',
    data: [{ service: 'webApi', path: '/v1/news/:slug' }],
    image: { pointer: '/data/imageData/key', candidates: HERO_CANDIDATES, sizes: HERO_SIZES },
    chunks: ['news-path'],
  },
  // The legacy addresses under /news (news-path-page.tsx), categories and club pages: their chunks.
  { path: '/news/*', chunks: ['news-path'] },
  { path: '/category', chunks: ['category-list'] },
  { path: '/category/:category', chunks: ['category-page'] },
  // Every other path is a club page (or the 404 it answers): last, as the first hint that matches wins.
  { path: '/*', chunks: ['club-page'] },
];
