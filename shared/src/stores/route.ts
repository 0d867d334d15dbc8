import { atom } from 'nanostores';

/** The route the shell is showing, as the browser's address has it. */
export interface CurrentRoute {
  pathname: string;
  search: string;
  hash: string;
  /** Route changes since the page loaded: 0 for the first route, then one more per change. */
  changes: number;
}

/**
 * The route the shell shows; null until its router first renders. Only the shell writes it, on the
 * first route and on every change of path or query (not of the hash alone). Remotes listen to it
 * for work tied to route changes, e.g. the streamer site re-checks login on every route change
 * (spec 001 §2 "Streamer site variant").
 */
export const $currentRoute = atom<CurrentRoute | null>(null);

/** Records the route the shell now shows; the same path and query again is not a change. */
export function recordRoute({ pathname, search, hash }: Omit<CurrentRoute, 'changes'>): void {
  const current = $currentRoute.get();
  if (!current) {
    $currentRoute.set({ pathname, search, hash, changes: 0 });
    return;
  }
  const changed = current.pathname !== pathname || current.search !== search;
  if (!changed && current.hash === hash) return;
  $currentRoute.set({ pathname, search, hash, changes: current.changes + (changed ? 1 : 0) });
}

/** Forgets the route (tests). */
export function resetRoute(): void {
  $currentRoute.set(null);
}
