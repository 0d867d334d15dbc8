/**
 * The one router of the page, shared by the shell and every remote. Module Federation shares a
 * singleton whole, so sharing `react-router` itself shipped all of it (61 KB gzip) to every
 * visitor, framework and server parts included. This entry is shared instead: each build
 * tree-shakes react-router down to the names below, and the page still has one router, one history
 * and one context. The names are those of the declarative router (BrowserRouter, useRoutes): the
 * data router (loaders, actions, errorElement) would cost twice as much, and no page uses it.
 * `Link` and `NavLink` are our own (links.tsx): react-router's carry its framework mode
 * (route-module prefetching, view transitions), about 2.8 KB gzip that no page uses. Apps import
 * routing from here, never from `react-router` (biome.json enforces it outside tests). A name a
 * page needs that is missing here is added here, in a release of @club/shared.
 */

export type {
  Location,
  NavigateFunction,
  NavigationType,
  Params,
  RouteObject,
} from 'react-router';
export {
  BrowserRouter,
  generatePath,
  matchPath,
  matchRoutes,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { isActivePath, Link, type LinkProps, NavLink, type NavLinkProps } from './links.tsx';
export { renderForOrigin, siteOrigin } from './site-origin.ts';
