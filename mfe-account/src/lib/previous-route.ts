// Remembers, in memory, the route shown before the current one, for the login page's return
// address (spec 001 §4). The shell publishes only the current route ($currentRoute); this remote
// watches it from the moment its account panel loads, which every page does once its content shows.
import { $currentRoute, type CurrentRoute } from '@club/shared/stores';

type Route = Pick<CurrentRoute, 'pathname' | 'search' | 'hash'>;

let current: Route | null = null;
let previous: Route | null = null;

/** Starts following the shell's route; returns the function that stops. */
export function followRoutes(): () => void {
  return $currentRoute.subscribe((route) => {
    if (!route) return;
    if (current && (current.pathname !== route.pathname || current.search !== route.search))
      previous = current;
    current = { pathname: route.pathname, search: route.search, hash: route.hash };
  });
}

/** The route shown before the current one, if this remote saw it. */
export function previousRoute(): Route | null {
  return previous;
}

/** Tests only. */
export function resetRoutesForTests(): void {
  current = null;
  previous = null;
}
