import { useCallback, useEffect, useState } from 'react';

export type ServiceData<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown };

/**
 * Runs a per-feature fetcher for a component and re-runs it when `key` changes; the fetch is
 * cancelled when the component unmounts or the key changes. `reload` retries after a failure.
 */
export function useServiceData<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
): ServiceData<T> & { reload: () => void } {
  const [state, setState] = useState<ServiceData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the fetcher's inputs
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
