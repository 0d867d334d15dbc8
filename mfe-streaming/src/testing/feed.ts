import type { FeedSectionsResponse, ResumeEntry, VideoItem } from '@club/shared/contracts';

/**
 * A feed video with the fields of spec 001 §3 "Video item", flagged child friendly as the catalogue
 * flags most (issue 21); override what a test is about.
 */
export function aVideo(
  entryId: string,
  title: string,
  {
    duration = 206,
    entitlements = ['?'],
    childFriendly = true,
    categories,
  }: { duration?: number; entitlements?: string[]; childFriendly?: boolean; categories?: string[] } = {},
): VideoItem {
  return {
    metaData: {
      title,
      VideoDuration: duration,
      SysEntryEntitlements: entitlements,
      ...(childFriendly ? { ChildFriendly: true } : {}),
      ...(categories ? { categories } : {}),
    },
    mediaData: { entryId, thumbnailUrl: `http://localhost:4000/images/300x169/fit-in/videos/${entryId}.jpg` },
    publicationData: { createdAt: '2026-11-01T00:00:00.000Z' },
  };
}

/** Feed 1 as the feed service answers it, with one section of the given videos. */
export function videosFeed(
  items: VideoItem[],
  sectionTitle = 'Latest Videos',
  { feedId = '1', sectionId = 'latest' }: { feedId?: string; sectionId?: string } = {},
): FeedSectionsResponse {
  return { feedId, title: 'Videos', sections: [{ id: sectionId, title: sectionTitle, itemData: items }] };
}

/**
 * A feed as the feed service answers it: the section asked for, or the feed's first section for
 * one it does not have (spec 001 §7's fallback). `sections` maps a section id to its title and videos.
 */
export function feedAnswer(
  feedId: string,
  sections: Record<string, { title: string; items: VideoItem[] }>,
  asked: string | null,
): FeedSectionsResponse {
  const ids = Object.keys(sections);
  const id = asked && ids.includes(asked) ? asked : ids[0];
  const section = id ? sections[id] : undefined;
  return {
    feedId,
    title: 'Feed',
    sections: id && section ? [{ id, title: section.title, itemData: section.items }] : [],
  };
}

/** A 'Continue watching' entry as the videos service keeps it: the video, and where the viewer left it. */
export function aResumeEntry(
  video: VideoItem,
  positionSeconds: number,
  updatedAt = '2026-11-20T10:00:00.000Z',
): ResumeEntry {
  return {
    entryId: video.mediaData.entryId,
    positionSeconds,
    durationSeconds: video.metaData.VideoDuration,
    updatedAt,
    item: {
      ...video,
      publicationData: { ...video.publicationData, releaseFrom: updatedAt, startAt: updatedAt },
    },
  };
}
