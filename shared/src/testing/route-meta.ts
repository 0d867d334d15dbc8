import type { RemoteKey, SiteVariant } from '@club/shared/config';
import {
  matchRouteMeta,
  type RemoteRouteTable,
  type RouteMeta,
  routingForPath,
} from '@club/shared/federation';
import { expect } from 'vitest';

/**
 * The meta the shell reads for `path` (spec 000 §2 route table): the route `remote`'s table
 * matches. Fails the test when the shell gives the path to another remote.
 */
export function routeMetaIn(
  remote: RemoteKey,
  routes: RemoteRouteTable,
  path: string,
  variant: SiteVariant = 'club',
): RouteMeta | undefined {
  const routing = routingForPath(path, variant);
  expect(routing.remote).toBe(remote);
  return matchRouteMeta(routes[routing.routesKey] ?? [], routing.pathname);
}
