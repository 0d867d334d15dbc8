// One page of one section of a feed (spec 001 §7). A section the feed does not have, or none at
// all, answers the feed's first section: the spec's "section defaults to a fallback when none is
// current", so the sidebar always has something to show. Entries appear from their release on;
// a section's schedule decides which of them it lists and in what order (migration 0003).
import type { FeedSectionsResponse } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { releasedBy, SqlParams, toVideoResult, VIDEO_COLUMNS, type VideoRow } from '../videos/video-rows.ts';

export interface FeedSectionRequest {
  feedId: string;
  section?: string | undefined;
  pageIndex: number;
  pageSize: number;
  now: Date;
  /** Where the image service is reachable, e.g. http://localhost:4000/images. */
  imagesBaseUrl: string;
}

type Schedule = 'any' | 'upcoming' | 'started';

/** What each schedule adds to the WHERE clause, and its order (newest created, soonest, latest started). */
const SCHEDULES: Record<Schedule, { where: (now: string) => string; order: string }> = {
  any: { where: () => 'true', order: 'v.created_at DESC, v.entry_id' },
  upcoming: { where: (now) => `v.start_at > ${now}`, order: 'v.start_at ASC, v.entry_id' },
  // A live match's entry is listed until full time (its ends_at); its replay takes over.
  started: {
    where: (now) => `v.start_at <= ${now} AND (v.ends_at IS NULL OR v.ends_at > ${now})`,
    order: 'v.start_at DESC, v.entry_id',
  },
};

export type FeedSectionResult = { ok: true; value: FeedSectionsResponse } | { ok: false; missing: 'feed' };

interface SectionRow {
  section_id: string;
  title: string;
  schedule: Schedule;
}

export async function getFeedSection(db: Queryable, request: FeedSectionRequest): Promise<FeedSectionResult> {
  const feed = await db.query<{ title: string }>('SELECT title FROM feeds WHERE feed_id = $1', [
    request.feedId,
  ]);
  const feedTitle = feed.rows[0]?.title;
  if (feedTitle === undefined) return { ok: false, missing: 'feed' };

  // The asked-for section if the feed has it, else the feed's first one.
  const sections = await db.query<SectionRow>(
    `SELECT section_id, title, schedule FROM feed_sections WHERE feed_id = $1
     ORDER BY (section_id = $2) DESC, position, section_id LIMIT 1`,
    [request.feedId, request.section ?? ''],
  );
  const section = sections.rows[0];
  if (!section) return { ok: true, value: { feedId: request.feedId, title: feedTitle, sections: [] } };

  const schedule = SCHEDULES[section.schedule];
  const params = new SqlParams();
  const now = params.add(request.now);
  const where = `i.feed_id = ${params.add(request.feedId)} AND i.section_id = ${params.add(section.section_id)}
    AND ${releasedBy(now)} AND ${schedule.where(now)}`;
  const from = 'FROM feed_items i JOIN videos v ON v.entry_id = i.entry_id';
  const countParams = [...params.values];
  const limit = params.add(request.pageSize);
  const offset = params.add(request.pageIndex * request.pageSize);
  const [count, videos] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} WHERE ${where}`, countParams),
    db.query<VideoRow>(
      `SELECT ${VIDEO_COLUMNS} ${from} WHERE ${where} ORDER BY ${schedule.order} LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    ),
  ]);

  return {
    ok: true,
    value: {
      feedId: request.feedId,
      title: feedTitle,
      sections: [
        {
          id: section.section_id,
          title: section.title,
          pageIndex: request.pageIndex,
          pageSize: request.pageSize,
          totalItems: count.rows[0]?.total ?? 0,
          itemData: videos.rows.map((row) => toVideoResult(row, request.imagesBaseUrl)),
        },
      ],
    },
  };
}
