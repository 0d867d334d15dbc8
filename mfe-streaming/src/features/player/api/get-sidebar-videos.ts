import { apiRequest } from '@club/shared/api';
import { feedSectionsResponse } from '@club/shared/contracts';
import { SIDEBAR_FEED_ID, SIDEBAR_PAGE_INDEX, SIDEBAR_PAGE_SIZE } from '../constants.ts';

/**
 * GET {feed}/feed/1/sections/ (spec 001 §7): the player sidebar's videos, ten from page 0 of the
 * section (the feed's first section when none is named).
 */
export async function getSidebarVideos(section: string | null, signal?: AbortSignal) {
  const feed = await apiRequest('feed', `/feed/${SIDEBAR_FEED_ID}/sections/`, {
    schema: feedSectionsResponse,
    query: { section: section ?? undefined, pageIndex: SIDEBAR_PAGE_INDEX, pageSize: SIDEBAR_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return (feed.sections[0]?.itemData ?? []).slice(0, SIDEBAR_PAGE_SIZE);
}
