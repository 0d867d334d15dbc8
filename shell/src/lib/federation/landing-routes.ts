/**
 * The first render of a visit waits for the landing page's routes, so the page's meta (its body
 * class, the header's style for its kind, its layout) is known from the first frame: the shell
 * keeps no table of the remotes' pages (route-meta.ts), and with the defaults first the header of
 * the home page, an article or the match centre would change style as the page arrives. The remote's
 * entry and routes are already on their way (the server's early hints fetch them with index.html),
 * so the wait is short; it is capped, so a slow or unreachable remote never holds the shell's frame
 * back: the page then starts from the defaults and its mount shows the loader, or the error page.
 */
import type { SiteVariant } from '@club/shared/config';
import {
  preloadRemoteModule,
  preloadRoutePages,
  type RemoteRoutesModule,
  routingForPath,
} from '@club/shared/federation';
import { recordRouteTable } from './route-meta.ts';

/**
 * The longest the first render waits for the landing page's routes. A remote that answers at all
 * answers well within it (its files are on their way from index.html's hints, and one that is
 * down fails at once); it cuts short only a remote that hangs, whose page then shows its loader.
 */
export const LANDING_ROUTES_WAIT_MS = 3000;

/**
 * Loads the routes of the remote that serves `pathname`, records its table for the layout and asks
 * for the code of the page's own route (a lazy page's chunk: its handle's `preload`), so the first
 * render has the page and a server-rendered one hydrates in one go. Resolves once they are there,
 * once loading them has failed (the mount meets the failure and shows it), or after `waitMs`,
 * whichever comes first; routes that arrive later are still recorded.
 */
export function loadLandingRoutes(
  pathname: string,
  variant: SiteVariant,
  waitMs: number = LANDING_ROUTES_WAIT_MS,
): Promise<void> {
  const routing = routingForPath(pathname, variant);
  const recorded = preloadRemoteModule<RemoteRoutesModule>(routing.remote, 'routes').then(async (module) => {
    if (!module) return;
    recordRouteTable(routing.remote, module.routes);
    const routes = module.routes[routing.routesKey];
    // A page whose code fails to load meets the failure in its mount, with its retry.
    if (routes) await preloadRoutePages(routes, routing.pathname).catch(() => {});
  });
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void recorded.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
