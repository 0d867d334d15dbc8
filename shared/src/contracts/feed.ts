import * as v from 'valibot';
import { queryInteger } from './validate.ts';

/** Spec 001 §9: sidebar and feed page size. */
export const FEED_PAGE_SIZE = 10;

/** GET {feed}/feed/{feedId}/sections/ query (spec 001 §7). */
export const feedSectionsQuery = v.object({
  section: v.optional(v.string()),
  pageIndex: v.optional(queryInteger(0, 10_000), 0),
  pageSize: v.optional(queryInteger(1, 100), FEED_PAGE_SIZE),
});
export type FeedSectionsQuery = v.InferOutput<typeof feedSectionsQuery>;

/** A video item from the feed (spec 001 §3 "Video item"). */
export const videoItem = v.looseObject({
  metaData: v.looseObject({
    title: v.string(),
    VideoDuration: v.pipe(v.number(), v.minValue(0)),
    SysEntryEntitlements: v.array(v.string()),
  }),
  mediaData: v.looseObject({
    entryId: v.string(),
    thumbnailUrl: v.string(),
  }),
  publicationData: v.looseObject({
    createdAt: v.string(),
  }),
});
export type VideoItem = v.InferOutput<typeof videoItem>;

export const feedSection = v.looseObject({
  id: v.string(),
  title: v.string(),
  itemData: v.array(videoItem),
});
export type FeedSection = v.InferOutput<typeof feedSection>;

export const feedSectionsResponse = v.object({
  feedId: v.string(),
  title: v.string(),
  sections: v.array(feedSection),
});
export type FeedSectionsResponse = v.InferOutput<typeof feedSectionsResponse>;
