/**
 * A tab keeps the versions of the remotes it started with, so a release never changes a page under
 * a visitor's hands. But a version can be withdrawn while a tab runs it (rolled back: it misbehaved);
 * then the tab's next navigation is a full load, which starts it on what the site serves now. The
 * tab learns of it by reading the served config again now and then, and whenever it comes back into
 * view. The same reading points the remotes it has not loaded yet at the versions served now.
 * Nothing here is needed for a first paint: the shell loads it once the page's content has shown
 * (start.tsx); what the page reacts to meanwhile is in full-load-on-navigation.ts.
 */
import type { RemoteKey, RuntimeConfig } from '@club/shared/config';
import { parseRuntimeConfig } from '@club/shared/config';
import { $fullLoadOnNavigation, FULL_LOAD_ATTRIBUTE } from './full-load-on-navigation.ts';

/** How often an open tab reads the served config again. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

/** The config the site serves now, read afresh (never from the HTTP cache), for this visitor. */
export async function readServedConfig(url: string, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json(), `runtime config at ${url}`);
}

export interface VersionWatchOptions {
  /** Reads the served config (readServedConfig). */
  reread: () => Promise<RuntimeConfig>;
  /** The version of each remote the page has loaded. */
  inUse: () => ReadonlyArray<readonly [RemoteKey, string]>;
  /** Hands the served config to the federation runtime for the remotes not loaded yet. */
  adopt: (config: RuntimeConfig) => void;
  intervalMs?: number;
  target?: Document;
}

/** Whether any version the page runs is among those the served config says were withdrawn. */
export function runsWithdrawnVersion(
  config: RuntimeConfig,
  inUse: ReadonlyArray<readonly [RemoteKey, string]>,
): boolean {
  return inUse.some(([remote, version]) => config.versions?.[remote]?.withdrawn.includes(version) ?? false);
}

/** Starts watching; returns the cleanup. */
export function watchWithdrawnVersions({
  reread,
  inUse,
  adopt,
  intervalMs = VERSION_CHECK_INTERVAL_MS,
  target = document,
}: VersionWatchOptions): () => void {
  const check = async () => {
    try {
      const config = await reread();
      adopt(config);
      if (runsWithdrawnVersion(config, inUse())) {
        $fullLoadOnNavigation.set(true);
        target.documentElement.setAttribute(FULL_LOAD_ATTRIBUTE, 'true');
      }
    } catch (error) {
      // Unreachable now: the next check, or the next full load, will know.
      console.warn('[releases] the served config could not be read again', error);
    }
  };
  const timer = setInterval(check, intervalMs);
  const onVisible = () => {
    if (target.visibilityState === 'visible') void check();
  };
  target.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    target.removeEventListener('visibilitychange', onVisible);
  };
}
