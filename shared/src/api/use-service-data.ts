import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

export type ServiceData<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown };

type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

/**
 * The answers a page was rendered with on the server (docs/architecture.md "Server rendering"),
 * by request key. On the server, one per request: a render first notes the calls its components
 * make (`request`), the server runs them and renders again with their answers. In the browser, the
 * answers that travelled in the page: a component's first render takes its answer from here, so
 * the page hydrates as the server rendered it and does not ask again.
 */
export interface ServiceAnswers {
  /** The answer for `key`, if there is one. */
  take(key: string): { data: unknown } | undefined;
  /** Server only: notes a call the page makes, to be run before the next render. */
  request?(key: string, fetcher: Fetcher<unknown>): void;
}

/** The browser's answers from the server's render of this page (adoptServerAnswers). */
const servedAnswers = new Map<string, unknown>();

const browserAnswers: ServiceAnswers = {
  take: (key) => (servedAnswers.has(key) ? { data: servedAnswers.get(key) } : undefined),
};

/**
 * Takes the answers the server rendered this page with (start.tsx, before hydrating). They stand
 * for the page the server rendered: every render of it takes them (React may render a part more
 * than once while it hydrates), until forgetServerAnswers.
 */
export function adoptServerAnswers(answers: Record<string, unknown>): void {
  servedAnswers.clear();
  for (const [key, data] of Object.entries(answers)) servedAnswers.set(key, data);
}

/** Forgets them once the visitor leaves the page the server rendered: later pages ask afresh. */
export function forgetServerAnswers(): void {
  servedAnswers.clear();
}

/** Where useServiceData finds answers: the server's per-request answers, or the browser's. */
export const ServiceAnswersContext = createContext<ServiceAnswers>(browserAnswers);

/**
 * Runs a per-feature fetcher for a component and re-runs it when `key` changes; the fetch is
 * cancelled when the component unmounts or the key changes. `reload` retries after a failure.
 * A component whose answer came with the page (server rendering) starts ready and fetches nothing.
 */
export function useServiceData<T>(key: string, fetcher: Fetcher<T>): ServiceData<T> & { reload: () => void } {
  const answers = useContext(ServiceAnswersContext);
  const [served] = useState(() => answers.take(key));
  const [state, setState] = useState<ServiceData<T>>(() =>
    served ? { status: 'ready', data: served.data as T } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  // The first effect has nothing to fetch when the answer came with the page.
  const answeredAtFirst = useRef(served !== undefined);
  if (!served) answers.request?.(key, fetcher);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the fetcher's inputs
  useEffect(() => {
    if (answeredAtFirst.current) {
      answeredAtFirst.current = false;
      return;
    }
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
