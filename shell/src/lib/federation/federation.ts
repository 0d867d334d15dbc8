/**
 * Runtime composition: registers the remotes named in the runtime config with the build-time
 * federation instance, loads their exposed modules on demand, and turns failures into errors the
 * remote boundaries can show and retry.
 */

import { REMOTE_KEYS, type RemoteKey, type RuntimeConfig } from '@club/shared/config';
import { federationName } from '@club/shared/federation';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getInstance } from '@module-federation/enhanced/runtime';

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

/** Registers every remote of the runtime config; nothing is fetched until a remote is used. */
export function registerRemotesFrom(config: RuntimeConfig): void {
  const instance = requireInstance();
  instance.registerPlugins([remoteErrorsPlugin()]);
  instance.registerRemotes(
    REMOTE_KEYS.map((key) => ({ name: federationName(key), entry: config.remotes[key] })),
  );
  registered = config.remotes;
}

/** Loads `./<expose>` of a remote. `fresh` re-registers it first so a retry fetches the manifest again. */
export async function loadRemoteModule<T>(remote: RemoteKey, expose: string, fresh = false): Promise<T> {
  const instance = requireInstance();
  if (fresh && registered) {
    instance.registerRemotes([{ name: federationName(remote), entry: registered[remote] }], { force: true });
  }
  let loaded: T | null;
  try {
    loaded = await instance.loadRemote<T>(`${federationName(remote)}/${expose}`);
  } catch (error) {
    throw new RemoteLoadError(remote, 'load', error);
  }
  if (!loaded) throw new RemoteLoadError(remote, 'load', new Error(`./${expose} is empty`));
  return loaded;
}
