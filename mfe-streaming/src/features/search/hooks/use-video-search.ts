import { isApiError, useServiceData } from '@club/shared/api';
import type { VideoResult, VideoSearchFilters, VideoSearchResponse } from '@club/shared/contracts';
import { $childFriendly } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
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

/** The further pages read for one search (its cache key), after the first. */
interface FurtherPages {
  key: string;
  page: number;
  results: VideoResult[];
  total: number;
  hidden: number;
  loadingMore: boolean;
  moreFailed: boolean;
}

const NO_RESULTS: VideoResult[] = [];

/** A search's first page, its failure logged (a cancelled read is not a failure). */
async function searchFirstPage(
  filters: VideoSearchFilters,
  childFriendly: boolean,
  signal: AbortSignal,
): Promise<VideoSearchResponse> {
  try {
    return await searchVideos(filters, { page: 0, childFriendly, signal });
  } catch (error) {
    if (!signal.aborted && !(isApiError(error) && error.kind === 'aborted'))
      console.error('[video search] the search failed', error);
    throw error;
  }
}

/** `first`'s results, then those of the further pages it does not already hold. */
function joinPages(first: VideoResult[], further: VideoResult[]): VideoResult[] {
  const known = new Set(first.map((item) => item.mediaData.entryId));
  return [...first, ...further.filter((item) => !known.has(item.mediaData.entryId))];
}

/**
 * Searches the videos for `filters` (`key` stands for them): the first page of 12 is page data,
 * through the service data cache (on the server too, and kept for a return visit), one entry per
 * search and child-friendly mode; each further page is read when `loadMore` is called, appended. In
 * child-friendly mode only videos flagged for it, `hidden` counting the rest. `retry` asks for the
 * first page again after it failed. A further page under way stops when the search changes or the
 * component goes.
 */
export function useVideoSearch(key: string, filters: VideoSearchFilters) {
  const childFriendly = useStore($childFriendly);
  const searchKey = `video-search:${childFriendly ? 'child-friendly' : 'all'}:${key}`;
  const first = useServiceData(searchKey, (signal) => searchFirstPage(filters, childFriendly, signal));
  const [further, setFurther] = useState<FurtherPages | null>(null);
  const own = further?.key === searchKey ? further : null;
  const reading = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search stops the last one's further page
  useEffect(() => () => reading.current?.abort(), [searchKey]);

  const firstResults = first.data?.data ?? NO_RESULTS;
  const furtherResults = own?.results ?? NO_RESULTS;
  const results = useMemo(() => joinPages(firstResults, furtherResults), [firstResults, furtherResults]);

  const loadMore = () => {
    if (first.status !== 'ready') return;
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    const page = (own?.page ?? 0) + 1;
    const base: FurtherPages = own ?? {
      key: searchKey,
      page: 0,
      results: [],
      total: first.data.meta.totalCount,
      hidden: first.data.meta.childFriendlyHidden ?? 0,
      loadingMore: false,
      moreFailed: false,
    };
    setFurther({ ...base, loadingMore: true, moreFailed: false });
    searchVideos(filters, { page, childFriendly, signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setFurther({
          ...base,
          page,
          results: joinPages(base.results, answer.data),
          total: answer.meta.totalCount,
          hidden: answer.meta.childFriendlyHidden ?? 0,
          loadingMore: false,
          moreFailed: false,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[video search] a further page failed', error);
        setFurther({ ...base, loadingMore: false, moreFailed: true });
      },
    );
  };

  const state: VideoSearchState = {
    status: first.status,
    results,
    total: own?.total ?? first.data?.meta.totalCount ?? 0,
    hidden: own?.hidden ?? first.data?.meta.childFriendlyHidden ?? 0,
    loadingMore: own?.loadingMore ?? false,
    moreFailed: own?.moreFailed ?? false,
  };
  return { ...state, loadMore, retry: first.reload };
}
