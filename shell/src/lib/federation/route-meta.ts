/**
 * The shell reads what it does per page (body class, default title, page kind, layout) from the
 * page's own route: the `handle` of the route its remote's `./routes` matches (RouteMeta in
 * @club/shared/federation). The shell itself knows only which remote serves a prefix. Until that
 * remote's routes have arrived (the first page of a visit; the others are prefetched), the page's
 * meta is not known and the layout uses its defaults.
 */
import type { RemoteKey, SiteVariant } from '@club/shared/config';
import {
  matchRouteMeta,
  NOT_FOUND_ROUTE,
  type RemoteRouteTable,
  type RouteMeta,
  routingForPath,
} from '@club/shared/federation';
import { useLocation } from '@club/shared/router';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo } from 'react';

/** The route tables of the remotes whose `./routes` this page has mounted. */
export const $routeTables = atom<Partial<Record<RemoteKey, RemoteRouteTable>>>({});

/** Records a remote's route table once its `./routes` is mounted (RemoteRoutes). */
export function recordRouteTable(remote: RemoteKey, routes: RemoteRouteTable): void {
  const tables = $routeTables.get();
  if (tables[remote] !== routes) $routeTables.set({ ...tables, [remote]: routes });
}

/** Forgets every recorded table (tests). */
export function forgetRouteTables(): void {
  $routeTables.set({});
}

/**
 * The meta of the page at `pathname`: from the route its remote's table matches; a prefix the
 * remote does not route is its 404. Undefined while the remote's routes have not arrived.
 */
export function routeMetaAt(
  tables: Partial<Record<RemoteKey, RemoteRouteTable>>,
  pathname: string,
  variant: SiteVariant = 'club',
): RouteMeta | undefined {
  const routing = routingForPath(pathname, variant);
  const table = tables[routing.remote];
  if (!table) return undefined;
  return matchRouteMeta(table[routing.routesKey] ?? [NOT_FOUND_ROUTE], routing.pathname);
}

/** The current page's meta (routeMetaAt), updated when the address changes or its remote's routes arrive. */
export function useRouteMeta(variant: SiteVariant = 'club'): RouteMeta | undefined {
  const { pathname } = useLocation();
  const tables = useStore($routeTables);
  return useMemo(() => routeMetaAt(tables, pathname, variant), [tables, pathname, variant]);
}
