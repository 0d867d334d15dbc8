/**
 * The meta of mfe-content's pages whose route is a splat read by the page itself (the news
 * addresses, the club pages): the same reading as the page's, so the body class, title, page kind
 * and layout agree with what shows (spec 000 §2 "Route table", "Layouts").
 */
import { NOT_FOUND_ROUTE_NAME, type RouteMeta, readableSlug } from '@club/shared/federation';
import type { Params } from '@club/shared/router';
import { NOT_FOUND_MESSAGE } from '@club/shared/site';
import { isLegacyYear, parseLegacyAddress } from '../features/news/lib/legacy-address.ts';
import { clubPagePath } from '../features/pages/lib/club-page-path.ts';

const NEWS_TITLE = 'News';
const NOT_FOUND: RouteMeta = { name: NOT_FOUND_ROUTE_NAME, title: NOT_FOUND_MESSAGE };

/**
 * /news/{slug}: 'news-slug', a single article in the news item layout; a legacy address is named
 * by the parts it has ('news-year-month-slug'), in the news item layout when it names an article.
 */
export function newsPathMeta(params: Params): RouteMeta {
  const segments = (params['*'] ?? '').replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '')) return NOT_FOUND;
  const [first] = segments;
  if (isLegacyYear(first)) {
    const address = parseLegacyAddress(segments);
    if (!address) return NOT_FOUND;
    const parts = (['year', 'month', 'day', 'slug'] as const).filter((part) => address[part] !== undefined);
    return {
      name: ['news', ...parts].join('-'),
      title: address.slug ? readableSlug(address.slug) : NEWS_TITLE,
      kind: 'legacy-news',
      layout: address.slug ? 'news-item' : 'default',
    };
  }
  if (segments.length !== 1 || !first) return NOT_FOUND;
  return { name: 'news-slug', title: readableSlug(first), kind: 'news-single', layout: 'news-item' };
}

/** The sub-page levels of a club page's name, deepest last ('subpage1-subpage2-slug'). */
const SUBPAGE_LEVELS = ['subpage1', 'subpage2', 'subpage3', 'subpage4'];

/**
 * A club content page, /{slug} up to four sub-page levels then a slug: 'slug', 'subpage1-slug' ...
 * titled by its slug until the page names itself; a path that cannot be a page is the 404.
 */
export function clubPageMeta(params: Params): RouteMeta {
  const path = clubPagePath(`/${params['*'] ?? ''}`);
  if (!path) return NOT_FOUND;
  const segments = path.split('/');
  return {
    name: [...SUBPAGE_LEVELS.slice(0, segments.length - 1), 'slug'].join('-'),
    title: readableSlug(segments.at(-1) ?? ''),
  };
}
