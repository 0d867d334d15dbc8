import { isApiError, useServiceData } from '@club/shared/api';
import { getFeedSections } from '../api/get-feed-sections.ts';
import { FEED_LOAD_LOG_MESSAGE } from '../constants.ts';

/**
 * The first section of a feed for a page, or null when the feed has none. A failure is logged with
 * the spec's words (spec 001 §7) and left to the page to show; a cancelled read is not a failure.
 */
export function useFeedSection(feedId: string) {
  return useServiceData(`feed:${feedId}`, async (signal) => {
    try {
      const feed = await getFeedSections(feedId, { signal });
      return feed.sections[0] ?? null;
    } catch (error) {
      if (!(isApiError(error) && error.kind === 'aborted')) console.error(FEED_LOAD_LOG_MESSAGE, error);
      throw error;
    }
  });
}
