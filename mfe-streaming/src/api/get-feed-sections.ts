import { apiRequest } from '@club/shared/api';
import { FEED_PAGE_SIZE, feedSectionsResponse } from '@club/shared/contracts';
import { FEED_PAGE_INDEX } from '../constants.ts';

/**
 * GET {feed}/feed/{feedId}/sections/ (spec 001 §7): one page of a feed's section, the feed's first
 * section when none is named.
 */
export function getFeedSections(
  feedId: string,
  { section, signal }: { section?: string; signal?: AbortSignal } = {},
) {
  return apiRequest('feed', `/feed/${encodeURIComponent(feedId)}/sections/`, {
    schema: feedSectionsResponse,
    query: { section, pageIndex: FEED_PAGE_INDEX, pageSize: FEED_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}
