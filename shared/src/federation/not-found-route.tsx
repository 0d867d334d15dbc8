import type { RouteObject } from '@club/shared/router';
import { NOT_FOUND_MESSAGE } from '@club/shared/site';
import { NotFoundPage } from '@club/shared/ui';
import { NOT_FOUND_ROUTE_NAME, withMeta } from './route-meta.ts';

/** Any other path under a remote's prefix: the 404 page, named `not-found` and titled with the spec's message (spec 000 §2). */
export const NOT_FOUND_ROUTE: RouteObject = {
  path: '*',
  element: <NotFoundPage />,
  handle: withMeta({ name: NOT_FOUND_ROUTE_NAME, title: NOT_FOUND_MESSAGE }),
};
