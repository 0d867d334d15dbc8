/**
 * Runtime composition: registers the remotes named in the runtime config with the build-time
 * federation instance, loads their exposed modules on demand, and turns failures into errors the
 * remote boundaries can show and retry.
 */

import type { RemoteKey, RuntimeConfig } from '@club/shared/config';
import { federationName } from '@club/shared/federation';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getInstance } from '@module-federation/enhanced/runtime';
import { type RemoteManifest, readRemoteManifest } from './remote-manifest.ts';

/** A remote that could not be loaded (manifest, entry or module); the boundary shows its fallback. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    readonly lifecycle: string,
    cause: unknown,
  ) {
    super(
      `The ${remote} remote could not be loaded (${lifecycle}): ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

function requireInstance() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised.');
  return instance;
}

/** Logs every remote that fails to load, whatever the stage (manifest, entry, expose). */
export const remoteErrorsPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'club-remote-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    console.error(`[federation] ${id} failed at ${lifecycle}`, error);
    // Returning nothing lets the error reach the caller, whose error boundary renders the fallback.
    return undefined;
  },
});

let registered: RuntimeConfig['remotes'] | null = null;

/**
 * Notes the remotes of the runtime config. Nothing is fetched until a remote is used: then its
 * manifest (which index.html's early hints may already have fetched) names its entry.
 */
export function registerRemotesFrom(config: RuntimeConfig): void {
  requireInstance().registerPlugins([remoteErrorsPlugin()]);
  registered = config.remotes;
  entries.clear();
}

/** Each remote's registration from its manifest, once per page unless a retry asks again. */
const entries = new Map<RemoteKey, Promise<RemoteManifest>>();

async function registerFromManifest(remote: RemoteKey, fresh: boolean): Promise<RemoteManifest> {
  if (!registered) throw new Error('No runtime config: the remotes are not registered.');
  const manifestUrl = registered[remote];
  let manifest: RemoteManifest;
  try {
    // The same request as the early hint's preload (CORS, no credentials), so that one is used.
    const response = await fetch(manifestUrl, fresh ? { cache: 'no-cache' } : {});
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
    manifest = readRemoteManifest(await response.json(), manifestUrl);
  } catch (error) {
    throw new RemoteLoadError(remote, 'manifest', error);
  }
  requireInstance().registerRemotes(
    [
      {
        name: federationName(remote),
        entry: manifest.entry,
        entryGlobalName: manifest.globalName,
        type: manifest.type as 'global',
      },
    ],
    { force: fresh },
  );
  return manifest;
}

function remoteManifest(remote: RemoteKey, fresh: boolean): Promise<RemoteManifest> {
  let pending = fresh ? undefined : entries.get(remote);
  if (!pending) {
    pending = registerFromManifest(remote, fresh);
    entries.set(remote, pending);
    // A failed manifest is fetched again next time (the boundary's 'Try again').
    pending.catch(() => entries.delete(remote));
  }
  return pending;
}

/**
 * Asks the browser for an exposed module's own files beside the remote's entry, rather than after
 * it has run (one round trip less). Same-mode preloads: the runtime loads them without CORS.
 */
function preloadExposeAssets(manifest: RemoteManifest, expose: string): void {
  const { js, css } = manifest.syncAssets(expose);
  for (const [href, as] of [...js.map((url) => [url, 'script']), ...css.map((url) => [url, 'style'])]) {
    if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as ?? 'script';
    link.href = href;
    document.head.append(link);
  }
}

/** Loads `./<expose>` of a remote. `fresh` fetches its manifest again first, for a retry or a release. */
export async function loadRemoteModule<T>(remote: RemoteKey, expose: string, fresh = false): Promise<T> {
  const manifest = await remoteManifest(remote, fresh);
  preloadExposeAssets(manifest, expose);
  let loaded: T | null;
  try {
    loaded = await requireInstance().loadRemote<T>(`${federationName(remote)}/${expose}`);
  } catch (error) {
    throw new RemoteLoadError(remote, 'load', error);
  }
  if (!loaded) throw new RemoteLoadError(remote, 'load', new Error(`./${expose} is empty`));
  return loaded;
}
