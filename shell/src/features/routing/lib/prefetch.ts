import { REMOTE_KEYS } from '@club/shared/config';
import { prefetchRemoteFiles } from '../../../lib/federation/federation.ts';
import { allowsPrefetch, type ConnectionInfo } from './connection.ts';

let prefetched = false;

/**
 * Spec 000 §9 "Prefetch": once the first page has settled and the browser is idle, the files of
 * the other remotes' page modules (`./routes`: each remote's entry and the module's scripts) are
 * fetched into the browser's cache, never on 2g or with data saver on, and only
 * once per page load. They are not run: on a phone the four remotes' entries and routes took
 * 90-200 ms of main thread each, blocking time while the supporter reads the first page
 * (docs/architecture.md "Server rendering"). They run when a link to one of their pages is
 * pointed at, focused or touched (intent.ts), or at the latest when the page opens, from the cache.
 * Returns whether it prefetched. Failures are left for the page to meet and show with its retry.
 */
export async function prefetchRemotePages(connection: ConnectionInfo | undefined): Promise<boolean> {
  if (prefetched || !allowsPrefetch(connection)) return false;
  prefetched = true;
  // Each remote's requests start in a task of their own, not in the effects that called this: on a
  // phone, starting a fetch costs the main thread several milliseconds, and the deferred parts'
  // effects start theirs in the same task.
  const prefetches: Array<Promise<void>> = [];
  for (const remote of REMOTE_KEYS) {
    await nextTask();
    prefetches.push(prefetchRemoteFiles(remote, 'routes').catch(() => undefined));
  }
  await Promise.all(prefetches);
  return true;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Forgets that the prefetch ran (tests). */
export function resetPrefetch(): void {
  prefetched = false;
}
