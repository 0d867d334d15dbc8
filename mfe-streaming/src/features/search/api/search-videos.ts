import { apiRequest } from '@club/shared/api';
import {
  buildVideoSearchQuery,
  VIDEO_SEARCH_PAGE_SIZE,
  VIDEO_SORT_START_AT_DESC,
  type VideoSearchFilters,
  type VideoSearchResponse,
  videoSearchResponse,
} from '@club/shared/contracts';

/**
 * GET {videos}/search (spec 001 §7): one page of on-demand videos for the filters, always up to a
 * start of publication and newest first (spec 001 §5), 12 a page (spec 001 §9). In child-friendly
 * mode (`childFriendly`) only the videos flagged for it, the answer counting those it left out.
 */
export function searchVideos(
  filters: VideoSearchFilters,
  {
    page = 0,
    pageSize = VIDEO_SEARCH_PAGE_SIZE,
    childFriendly = false,
    signal,
  }: { page?: number; pageSize?: number; childFriendly?: boolean; signal?: AbortSignal } = {},
): Promise<VideoSearchResponse> {
  return apiRequest('videos', '/search', {
    schema: videoSearchResponse,
    query: {
      'page[size]': pageSize,
      'page[number]': page,
      q: buildVideoSearchQuery(filters),
      sort: VIDEO_SORT_START_AT_DESC,
      childFriendly: childFriendly ? 'true' : undefined,
    },
    ...(signal ? { signal } : {}),
  });
}
