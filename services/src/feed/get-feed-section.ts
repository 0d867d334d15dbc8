// One page of one section of an on-demand feed (spec 001 §7), newest first. Without a section the
// feed's first one answers, which is what the sidebar asks for.
import type { FeedSectionsResponse, VideoItem } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';

/** Thumbnails are asked of the image service at this size, 16:9 as the video cards show them. */
export const THUMBNAIL_SIZE = '300x169';

export interface FeedSectionRequest {
  feedId: string;
  section?: string | undefined;
  pageIndex: number;
  pageSize: number;
  /** Where the image service is reachable, e.g. http://localhost:4000/images. */
  imagesBaseUrl: string;
}

interface VideoRow {
  entry_id: string;
  title: string;
  duration_s: number;
  entitlements: string[];
  thumbnail_key: string;
  created_at: Date;
}

export type FeedSectionResult =
  | { ok: true; value: FeedSectionsResponse }
  | { ok: false; missing: 'feed' | 'section' };

export async function getFeedSection(db: Queryable, request: FeedSectionRequest): Promise<FeedSectionResult> {
  const feed = await db.query<{ title: string }>('SELECT title FROM feeds WHERE feed_id = $1', [
    request.feedId,
  ]);
  const feedTitle = feed.rows[0]?.title;
  if (feedTitle === undefined) return { ok: false, missing: 'feed' };

  const section = request.section
    ? await db.query<{ section_id: string; title: string }>(
        'SELECT section_id, title FROM feed_sections WHERE feed_id = $1 AND section_id = $2',
        [request.feedId, request.section],
      )
    : await db.query<{ section_id: string; title: string }>(
        'SELECT section_id, title FROM feed_sections WHERE feed_id = $1 ORDER BY position, section_id LIMIT 1',
        [request.feedId],
      );
  const found = section.rows[0];
  if (!found) return { ok: false, missing: 'section' };

  const [count, videos] = await Promise.all([
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM videos WHERE feed_id = $1 AND section = $2',
      [request.feedId, found.section_id],
    ),
    db.query<VideoRow>(
      `SELECT entry_id, title, duration_s, entitlements, thumbnail_key, created_at
       FROM videos WHERE feed_id = $1 AND section = $2
       ORDER BY created_at DESC, entry_id
       LIMIT $3 OFFSET $4`,
      [request.feedId, found.section_id, request.pageSize, request.pageIndex * request.pageSize],
    ),
  ]);

  const value: FeedSectionsResponse = {
    feedId: request.feedId,
    title: feedTitle,
    sections: [
      {
        id: found.section_id,
        title: found.title,
        pageIndex: request.pageIndex,
        pageSize: request.pageSize,
        totalItems: count.rows[0]?.total ?? 0,
        itemData: videos.rows.map((row) => toVideoItem(row, request.imagesBaseUrl)),
      },
    ],
  };
  return { ok: true, value };
}

function toVideoItem(row: VideoRow, imagesBaseUrl: string): VideoItem {
  return {
    metaData: {
      title: row.title,
      VideoDuration: row.duration_s,
      SysEntryEntitlements: row.entitlements,
    },
    mediaData: {
      entryId: row.entry_id,
      thumbnailUrl: `${imagesBaseUrl}/${THUMBNAIL_SIZE}/fit-in/${row.thumbnail_key}`,
    },
    publicationData: {
      createdAt: new Date(row.created_at).toISOString(),
    },
  };
}
