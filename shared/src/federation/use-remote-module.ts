import type { RemoteKey } from '@club/shared/config';
import { useCallback, useEffect, useState } from 'react';

type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'failed'; error: unknown };

/** How a module is loaded: `fresh` after a retry; `signal` aborts when nobody waits for it any more. */
export type ModuleLoader = <T>(
  remote: RemoteKey,
  expose: string,
  fresh: boolean,
  signal: AbortSignal,
) => Promise<T>;

/** Loads `./<expose>` of a remote; `fresh` fetches the remote afresh (a retry). */
export type RemoteModuleLoader = <T>(remote: RemoteKey, expose: string, fresh?: boolean) => Promise<T>;

/** Thrown by a mount when no host has provided a loader (a remote running standalone or in a unit test). */
export class NoRemoteLoaderError extends Error {
  override name = 'NoRemoteLoaderError';
  constructor(remote: RemoteKey, expose: string) {
    super(`No host loads remotes here, so ${remote}/${expose} cannot be shown.`);
  }
}

// The host's loader. This module is one shared instance for the shell and every remote, so a
// remote that mounts another remote's piece loads it through the host's federation runtime.
let hostLoader: RemoteModuleLoader | null = null;

/** The host (the shell, at start) provides how remotes are loaded; `null` forgets it (tests). */
export function provideRemoteLoader(loader: RemoteModuleLoader | null): void {
  hostLoader = loader;
}

function loadModule<T>(remote: RemoteKey, expose: string, fresh = false): Promise<T> {
  if (!hostLoader) return Promise.reject(new NoRemoteLoaderError(remote, expose));
  return hostLoader<T>(remote, expose, fresh);
}

const loadPlain: ModuleLoader = (remote, expose, fresh) => loadModule(remote, expose, fresh);

// Modules already loaded render at once on a later mount (no loader flash between pages of one remote).
const loadedModules = new Map<string, unknown>();

/** Forgets every loaded module (tests). */
export function forgetLoadedModules(): void {
  loadedModules.clear();
}

/**
 * Loads a module ahead of need (the landing page's routes, the idle prefetch) so its first mount
 * renders at once. Resolves with the module, or undefined when it could not be loaded: a failure is
 * left for the mount to meet and show with its retry.
 */
export async function preloadRemoteModule<T = unknown>(
  remote: RemoteKey,
  expose: string,
): Promise<T | undefined> {
  const key = `${remote}/${expose}`;
  if (loadedModules.has(key)) return loadedModules.get(key) as T;
  try {
    const module = await loadModule<T>(remote, expose);
    loadedModules.set(key, module);
    return module;
  } catch {
    return undefined;
  }
}

/** Loads an exposed module of a remote, with a retry that fetches the remote afresh. */
export function useRemoteModule<T>(remote: RemoteKey, expose: string, load: ModuleLoader = loadPlain) {
  const key = `${remote}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<T>>(() =>
    loadedModules.has(key) ? { status: 'ready', module: loadedModules.get(key) as T } : { status: 'loading' },
  );

  useEffect(() => {
    if (attempt === 0 && loadedModules.has(key)) {
      // Loaded since this mount began (e.g. by the idle prefetch): show it.
      const module = loadedModules.get(key) as T;
      setState((current) => (current.status === 'ready' ? current : { status: 'ready', module }));
      return;
    }
    const abort = new AbortController();
    setState({ status: 'loading' });
    load<T>(remote, expose, attempt > 0, abort.signal).then(
      (module) => {
        loadedModules.set(key, module);
        if (!abort.signal.aborted) setState({ status: 'ready', module });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [remote, expose, key, attempt, load]);

  const retry = useCallback(() => {
    loadedModules.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  return { state, retry };
}
