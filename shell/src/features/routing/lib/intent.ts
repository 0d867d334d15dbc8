import type { RemoteKey, SiteVariant } from '@club/shared/config';
import { preloadRemoteModule, remoteForPath } from '@club/shared/federation';
import { allowsPrefetch, type ConnectionInfo } from './connection.ts';

/**
 * The remote whose page a link of this site leads to, for an event met inside the link (a pointer
 * over it, focus, a touch); undefined outside a link, or for a link that leaves the site.
 */
export function remoteOfLinkAt(
  target: EventTarget | null,
  variant: SiteVariant,
  origin: string = window.location.origin,
): RemoteKey | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  const url = new URL(anchor.href, origin);
  return url.origin === origin ? remoteForPath(url.pathname, variant) : undefined;
}

/** The remotes whose pages were asked to run on intent in this page load. */
const asked = new Set<RemoteKey>();

/**
 * A supporter about to open a link (pointing at it, focusing it, touching it) has its page's remote
 * run at once: its files are in the cache after the idle prefetch (prefetch.ts), and this way most
 * of the time it takes to run them passes before the click. Once per remote and page load, even if
 * it failed: a remote that is down is not asked again at every link a pointer crosses; its page
 * loads it again when opened, and shows a failure with its retry. Never on 2g or with data saver on.
 */
export function loadPagesOnIntent(
  remote: RemoteKey | undefined,
  connection: ConnectionInfo | undefined,
): void {
  if (!remote || asked.has(remote) || !allowsPrefetch(connection)) return;
  asked.add(remote);
  void preloadRemoteModule(remote, 'routes');
}

/** Forgets which remotes ran on intent (tests). */
export function resetIntent(): void {
  asked.clear();
}
