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
// The loads a render waits for (moduleReady), and those of them that failed: a mount after a failed
// one shows the failure with its retry, without loading again.
const readyLoads = new Map<string, Promise<void>>();
const failedLoads = new Map<string, unknown>();

/** Forgets every loaded module (tests; a server render's remote moving to another version). */
export function forgetLoadedModules(): void {
  loadedModules.clear();
  readyLoads.clear();
  failedLoads.clear();
}

export interface ModuleReadyOptions {
  /** What the load waits for first (the host's go-ahead for pieces); nothing when not given. */
  gate?: () => Promise<void>;
  /**
   * A failure rejects the promise and is not kept (a server render, which then leaves the page to
   * the browser); otherwise the promise resolves, and the mount shows the failure.
   */
  rethrow?: boolean;
}

/**
 * Settles once the module has loaded (or failed), one promise per module until it is forgotten: for
 * React's `use`, which suspends a render until then, so the module's first render is its loaded
 * one. A server-rendered piece waits so on the server, and while the browser hydrates it, which
 * keeps the server's markup until then.
 */
export function moduleReady(
  remote: RemoteKey,
  expose: string,
  { gate, rethrow = false }: ModuleReadyOptions = {},
): Promise<void> {
  const key = `${remote}/${expose}`;
  let ready = readyLoads.get(key);
  if (ready) return ready;
  if (loadedModules.has(key)) ready = Promise.resolve();
  else
    ready = (gate ? gate() : Promise.resolve())
      .then(() => loadModule(remote, expose))
      .then(
        (module) => {
          loadedModules.set(key, module);
        },
        (error: unknown) => {
          if (!rethrow) return void failedLoads.set(key, error);
          readyLoads.delete(key);
          throw error;
        },
      );
  readyLoads.set(key, ready);
  return ready;
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

/** The module's state when it has already loaded, or failed in a load a render waited for. */
function settledState<T>(key: string): RemoteState<T> | undefined {
  if (loadedModules.has(key)) return { status: 'ready', module: loadedModules.get(key) as T };
  if (failedLoads.has(key)) return { status: 'failed', error: failedLoads.get(key) };
  return undefined;
}

/** Loads an exposed module of a remote, with a retry that fetches the remote afresh. */
export function useRemoteModule<T>(remote: RemoteKey, expose: string, load: ModuleLoader = loadPlain) {
  const key = `${remote}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<T>>(() => settledState<T>(key) ?? { status: 'loading' });

  useEffect(() => {
    const settled = attempt === 0 ? settledState<T>(key) : undefined;
    if (settled) {
      // Loaded (or failed) since this mount began (e.g. by the idle prefetch): show it.
      setState((current) => (current.status === settled.status ? current : settled));
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
    readyLoads.delete(key);
    failedLoads.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  return { state, retry };
}
