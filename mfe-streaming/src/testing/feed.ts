import type { FeedSectionsResponse, VideoItem } from '@club/shared/contracts';

/** A feed video with the fields of spec 001 §3 "Video item"; override what a test is about. */
export function aVideo(
  entryId: string,
  title: string,
  { duration = 206, entitlements = ['?'] }: { duration?: number; entitlements?: string[] } = {},
): VideoItem {
  return {
    metaData: { title, VideoDuration: duration, SysEntryEntitlements: entitlements },
    mediaData: { entryId, thumbnailUrl: `http://localhost:4000/images/300x169/fit-in/videos/${entryId}.jpg` },
    publicationData: { createdAt: '2026-11-01T00:00:00.000Z' },
  };
}

/** Feed 1 as the feed service answers it, with one section of the given videos. */
export function videosFeed(items: VideoItem[], sectionTitle = 'Latest Videos'): FeedSectionsResponse {
  return { feedId: '1', title: 'Videos', sections: [{ id: 'latest', title: sectionTitle, itemData: items }] };
}
