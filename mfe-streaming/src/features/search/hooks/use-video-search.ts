import { isApiError } from '@club/shared/api';
import type { VideoResult, VideoSearchFilters } from '@club/shared/contracts';
import { $childFriendly } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchVideos } from '../api/search-videos.ts';

export interface VideoSearchState {
  status: 'loading' | 'ready' | 'failed';
  results: VideoResult[];
  total: number;
  /** In child-friendly mode, the matches it left out (issue 21); 0 otherwise. */
  hidden: number;
  /** A further page is being read ('more on demand'). */
  loadingMore: boolean;
  /** The last further page failed; what was found so far stays. */
  moreFailed: boolean;
}

const INITIAL: VideoSearchState = {
  status: 'loading',
  results: [],
  total: 0,
  hidden: 0,
  loadingMore: false,
  moreFailed: false,
};

/**
 * Searches the videos for `filters` (re-run when `key`, which stands for them, changes, or the
 * child-friendly mode does): the first page of 12, then each further page when `loadMore` is
 * called, appended. In child-friendly mode only videos flagged for it, `hidden` counting the rest.
 * `retry` repeats whatever failed. Reads in flight are cancelled when the filters change or the
 * component goes.
 */
export function useVideoSearch(key: string, filters: VideoSearchFilters) {
  const childFriendly = useStore($childFriendly);
  const [state, setState] = useState<VideoSearchState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const childFriendlyRef = useRef(childFriendly);
  childFriendlyRef.current = childFriendly;
  const pageRef = useRef(0);
  const controllerRef = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filters
  useEffect(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    pageRef.current = 0;
    setState(INITIAL);
    searchVideos(filtersRef.current, { page: 0, childFriendly, signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState({
          ...INITIAL,
          status: 'ready',
          results: answer.data,
          total: answer.meta.totalCount,
          hidden: answer.meta.childFriendlyHidden ?? 0,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
        console.error('[video search] the search failed', error);
        setState({ ...INITIAL, status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [key, attempt, childFriendly]);

  const loadMore = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    const page = pageRef.current + 1;
    setState((current) => ({ ...current, loadingMore: true, moreFailed: false }));
    searchVideos(filtersRef.current, {
      page,
      childFriendly: childFriendlyRef.current,
      signal: controller.signal,
    }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        pageRef.current = page;
        setState((current) => {
          const known = new Set(current.results.map((item) => item.mediaData.entryId));
          const fresh = answer.data.filter((item) => !known.has(item.mediaData.entryId));
          return {
            ...current,
            results: [...current.results, ...fresh],
            total: answer.meta.totalCount,
            hidden: answer.meta.childFriendlyHidden ?? 0,
            loadingMore: false,
          };
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[video search] a further page failed', error);
        setState((current) => ({ ...current, loadingMore: false, moreFailed: true }));
      },
    );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadMore, retry };
}
