import { isApiError, useServiceData } from '@club/shared/api';
import type { FeedSection } from '@club/shared/contracts';
import { usePageData } from '@club/shared/ui';
import { getFeedSections } from '../api/get-feed-sections.ts';
import { FEED_LOAD_LOG_MESSAGE, FEED_SECTIONS } from '../constants.ts';

/** Reads one section of a feed, logging a failure with the spec's words (spec 001 §7). */
export async function readFeedSection(
  feedId: string,
  section: string | undefined,
  signal: AbortSignal,
): Promise<FeedSection | null> {
  try {
    const feed = await getFeedSections(feedId, { section, signal });
    const answered = feed.sections[0] ?? null;
    // The feed answers its first section for one it does not have: that is not the section asked for.
    if (answered && section !== undefined && answered.id !== section) return null;
    return answered;
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'aborted')) console.error(FEED_LOAD_LOG_MESSAGE, error);
    throw error;
  }
}

/**
 * A section of a feed (the feed's first section when none is named), or null when the feed has no
 * such section. A failure is logged and left to the caller to show; a cancelled read is not a
 * failure. `usePageFeedSection` when the section is the page's own data (a page fetch).
 */
export function useFeedSection(feedId: string, section?: string) {
  return useServiceData(`feed:${feedId}:${section ?? ''}`, (signal) =>
    readFeedSection(feedId, section, signal),
  );
}

/** `useFeedSection` for the page whose data it is: a page fetch, with the loading bar and its minimum delay. */
export function usePageFeedSection(feedId: string, section?: string) {
  return usePageData(`feed:${feedId}:${section ?? ''}`, (signal) => readFeedSection(feedId, section, signal));
}

/** Every section of a feed that has videos, in FEED_SECTIONS order (the feed's first section if none are named). */
export function useFeedRails(feedId: string) {
  return usePageData(`feed-rails:${feedId}`, async (signal) => {
    const names = FEED_SECTIONS[feedId] ?? [undefined];
    const sections = await Promise.all(names.map((name) => readFeedSection(feedId, name, signal)));
    const seen = new Set<string>();
    return sections.filter((section): section is FeedSection => {
      if (!section || section.itemData.length === 0 || seen.has(section.id)) return false;
      seen.add(section.id);
      return true;
    });
  });
}
