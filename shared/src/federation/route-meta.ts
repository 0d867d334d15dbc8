/**
 * What the shell does per page, said by the page's own route: each remote's route objects carry it
 * in React Router's `handle` (`{ meta }`), and the shell reads it from the route its remote's
 * `./routes` matches (`matchRouteMeta`). So a page a remote adds gets its body class, default title,
 * page kind and layout in the remote's own release, with no shell change; the shell knows only
 * prefixes and slots (REMOTE_PREFIXES).
 */

import type { ContentLanguage } from '@club/shared/contracts';
import { matchRoutes, type Params, type RouteObject } from '@club/shared/router';
import type { PageKind } from '@club/shared/stores';

/** Spec 000 §2 "Layouts": the default layout's two kinds (the streamer layout is the site variant's). */
export type PageLayout = 'default' | 'news-item';

/** A page as the shell sees it (spec 000 §1, §2). */
export interface RouteMeta {
  /** The route's name: the body gets `route-{name}` (spec 000 §2), e.g. `news-slug`, `subpage1-slug`. */
  name: string;
  /** The title the shell gives the page while it names none itself (`usePageTitle` wins), without the suffix. */
  title: string;
  /** The kind the header style follows; the page may set a more precise one itself. Default DEFAULT_PAGE_KIND. */
  kind?: PageKind;
  /** Default 'default'; 'news-item' puts the content at reading width. */
  layout?: PageLayout;
  /** The content language the path implies (Arabic at /category/arabic). Default DEFAULT_PAGE_LANGUAGE. */
  language?: ContentLanguage;
}

/** A route's `handle`: its meta, or the meta worked out from the matched parameters (a splat the page reads itself). */
export interface RouteHandle {
  meta: RouteMeta | ((params: Params) => RouteMeta);
  /**
   * Loads the page's own code (a chunk of its own), for the shell to ask for with the landing page's
   * routes: the first render then has the page, and a server-rendered one hydrates at once.
   */
  preload?: () => Promise<unknown>;
}

/** A route's handle with its meta, type-checked (React Router types `handle` as any). */
export const withMeta = (meta: RouteHandle['meta'], preload?: RouteHandle['preload']): RouteHandle =>
  preload ? { meta, preload } : { meta };

/** The route name of a path no page stands behind. */
export const NOT_FOUND_ROUTE_NAME = 'not-found';

/** A slug made readable: 'privacy-notice' is 'Privacy Notice' (route parameters arrive decoded). */
export function readableSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ');
}

const handleOf = (route: RouteObject): RouteHandle | undefined => {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && 'meta' in handle
    ? (handle as RouteHandle)
    : undefined;
};

/**
 * The meta of the deepest route of `routes` (a remote's table for one prefix, paths relative to it)
 * that matches `pathname` (relative to the same prefix) and carries a handle; undefined when none
 * does.
 */
/** Loads the code of the pages the routes match at `pathname` (their handles' `preload`). */
export async function preloadRoutePages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => handleOf(match.route)?.preload?.()));
}

export function matchRouteMeta(routes: RouteObject[], pathname: string): RouteMeta | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const match of [...matches].reverse()) {
    const meta = handleOf(match.route)?.meta;
    if (meta) return typeof meta === 'function' ? meta(match.params) : meta;
  }
  return undefined;
}
