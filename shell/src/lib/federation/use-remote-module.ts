import type { RemoteKey } from '@club/shared/config';
import { useCallback, useEffect, useState } from 'react';
import { loadRemoteModule } from './federation.ts';

type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'failed'; error: unknown };

// Modules already loaded render at once on a later mount (no loader flash between pages of one remote).
const loadedModules = new Map<string, unknown>();

/** Loads an exposed module of a remote, with a retry that fetches the remote afresh. */
export function useRemoteModule<T>(remote: RemoteKey, expose: string) {
  const key = `${remote}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<T>>(() =>
    loadedModules.has(key) ? { status: 'ready', module: loadedModules.get(key) as T } : { status: 'loading' },
  );

  useEffect(() => {
    if (attempt === 0 && loadedModules.has(key)) return;
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteModule<T>(remote, expose, attempt > 0).then(
      (module) => {
        loadedModules.set(key, module);
        if (!cancelled) setState({ status: 'ready', module });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, expose, key, attempt]);

  const retry = useCallback(() => {
    loadedModules.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  return { state, retry };
}
