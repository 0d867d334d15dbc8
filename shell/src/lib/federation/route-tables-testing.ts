/**
 * Route tables standing in for the remotes' `./routes` in the shell's tests: a few pages of each,
 * with their meta as the remotes give it, so the layout's per-page behaviour is tested with no
 * remote's code (each remote tests its own pages' meta beside its routes).
 */
import type { RemoteKey } from '@club/shared/config';
import { NOT_FOUND_ROUTE, type RemoteRouteTable, type RouteMeta, withMeta } from '@club/shared/federation';
import { forgetRouteTables, recordRouteTable } from './route-meta.ts';

const page = (path: string | undefined, meta: RouteMeta) =>
  path === undefined ? { index: true, handle: withMeta(meta) } : { path, handle: withMeta(meta) };

export const TEST_ROUTE_TABLES: Partial<Record<RemoteKey, RemoteRouteTable>> = {
  'mfe-content': {
    '': [
      page(undefined, { name: 'index', title: 'Home', kind: 'home' }),
      page('news', { name: 'news', title: 'News', kind: 'news-listing' }),
      page('news/:slug', {
        name: 'news-slug',
        title: 'An Article',
        kind: 'news-single',
        layout: 'news-item',
      }),
      page('news/:year/:month', { name: 'news-year-month', title: 'News', kind: 'legacy-news' }),
      page('category/:category', {
        name: 'category-category',
        title: 'Arabic',
        kind: 'category',
        language: 'ar',
      }),
      page('the-club/:slug', { name: 'subpage1-slug', title: 'Club Page' }),
      NOT_FOUND_ROUTE,
    ],
  },
  'mfe-matches': {
    teams: [page(undefined, { name: 'teams', title: 'Teams', kind: 'team' }), NOT_FOUND_ROUTE],
    matches: [page(':team', { name: 'matches-team', title: 'Lionesses', kind: 'matches' }), NOT_FOUND_ROUTE],
  },
  'mfe-streaming': {
    videos: [page(undefined, { name: 'videos', title: 'Videos', kind: 'video-listing' }), NOT_FOUND_ROUTE],
    streamer: [page(undefined, { name: 'index', title: 'Home', kind: 'home' })],
  },
};

/** Records the stand-in tables, as if each remote's routes had been mounted; call forgetRouteTables after. */
export function recordTestRouteTables(): void {
  forgetRouteTables();
  for (const [remote, table] of Object.entries(TEST_ROUTE_TABLES) as Array<[RemoteKey, RemoteRouteTable]>) {
    recordRouteTable(remote, table);
  }
}
