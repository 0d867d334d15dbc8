import { REMOTE_KEYS } from '@club/shared/config';
import { preloadRemoteModule } from '@club/shared/federation';
import { allowsPrefetch, type ConnectionInfo } from './connection.ts';

let prefetched = false;

/**
 * Spec 000 §9 "Prefetch": once the first page has settled and the browser is idle, the other
 * remotes' page modules (`./routes`) are loaded ahead of need, so the first visit to their pages
 * renders at once; never on 2g or with data saver on, and only once per page load. Returns whether
 * it prefetched. Failures are left for the page to meet and show with its retry.
 */
export async function prefetchRemotePages(connection: ConnectionInfo | undefined): Promise<boolean> {
  if (prefetched || !allowsPrefetch(connection)) return false;
  prefetched = true;
  await Promise.all(REMOTE_KEYS.map((remote) => preloadRemoteModule(remote, 'routes')));
  return true;
}

/** Forgets that the prefetch ran (tests). */
export function resetPrefetch(): void {
  prefetched = false;
}
