import * as v from '@club/shared/schema';
import { queryInteger } from './validate.ts';

/** Spec 001 §9: sidebar and feed page size. */
export const FEED_PAGE_SIZE = 10;

/**
 * GET {feed}/feed/{feedId}/sections/ query (spec 001 §7). A section the feed does not have answers
 * the feed's first section (the spec's fallback), so the sidebar always has something to show.
 */
export const feedSectionsQuery = v.object({
  section: v.optional(v.string()),
  pageIndex: v.optional(queryInteger(0, 10_000), 0),
  pageSize: v.optional(queryInteger(1, 100), FEED_PAGE_SIZE),
});
export type FeedSectionsQuery = v.InferOutput<typeof feedSectionsQuery>;

/** Spec 001 §3 "Filters" values as items carry them: team ids and season years, both as text. */
export const videoTagData = v.looseObject({
  teams: v.array(v.string()),
  seasons: v.array(v.string()),
});

/**
 * A video item from the feed (spec 001 §3 "Video item"). Beyond the spec's fields, services/ also
 * sends what search filters on (tagData, assetData, tags, categories, legacy) and, for live
 * entries, the stream asset the live player opens.
 */
export const videoItem = v.looseObject({
  metaData: v.looseObject({
    title: v.string(),
    VideoDuration: v.pipe(v.number(), v.minValue(0)),
    SysEntryEntitlements: v.array(v.string()),
    description: v.optional(v.string()),
    tags: v.optional(v.array(v.string())),
    categories: v.optional(v.array(v.string())),
    legacy: v.optional(v.boolean()),
    /**
     * Ours (issue 21, beyond the spec): true when the item may show in child-friendly mode; an item
     * without it is not flagged, and child-friendly mode hides it.
     */
    ChildFriendly: v.optional(v.boolean()),
  }),
  mediaData: v.looseObject({
    entryId: v.string(),
    thumbnailUrl: v.string(),
    /** 'OnDemand' plays in the video player; 'Live' opens /live/{liveMediaType}/{streamAssetId}. */
    mediaType: v.optional(v.picklist(['OnDemand', 'Live'])),
    streamAssetId: v.optional(v.string()),
    liveMediaType: v.optional(v.picklist(['video', 'audio'])),
  }),
  publicationData: v.looseObject({
    createdAt: v.string(),
    /** Listed from this instant; nothing before it (spec 001 §3: the alternate search reads it). */
    releaseFrom: v.optional(v.string()),
    /** Playable from this instant: the release for on-demand, the kick-off for live. */
    startAt: v.optional(v.string()),
  }),
  tagData: v.optional(videoTagData),
  assetData: v.optional(v.looseObject({ duration: v.pipe(v.number(), v.minValue(0)) })),
});
export type VideoItem = v.InferOutput<typeof videoItem>;

/** One section of a feed; the paging fields say which page of how many items this is. */
export const feedSection = v.looseObject({
  id: v.string(),
  title: v.string(),
  itemData: v.array(videoItem),
  pageIndex: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  totalItems: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type FeedSection = v.InferOutput<typeof feedSection>;

/** GET {feed}/feed/{feedId}/sections/ answer: the feed with the one section asked for (or the fallback). */
export const feedSectionsResponse = v.object({
  feedId: v.string(),
  title: v.string(),
  sections: v.array(feedSection),
});
export type FeedSectionsResponse = v.InferOutput<typeof feedSectionsResponse>;
