// The alternate provider's video search (spec 001 §7: pageIndex, pageSize, sorted by releaseFrom
// descending, with a section variant; "not shown beyond this"). Our design: the same entries the
// main search covers (on-demand, released at the server clock), newest release first; `section`
// narrows them to one feed section, named by its id alone since ids are unique across feeds.
import type { AlternateVideoSearchQuery, VideoResult } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { releasedBy, SqlParams, toVideoResult, VIDEO_COLUMNS, type VideoRow } from './video-rows.ts';

export type AlternateSearchResult =
  | { ok: true; totalCount: number; items: VideoResult[] }
  | { ok: false; missing: 'section' };

export async function alternateSearch(
  db: Queryable,
  request: AlternateVideoSearchQuery & { now: Date; imagesBaseUrl: string },
): Promise<AlternateSearchResult> {
  const params = new SqlParams();
  const where = [releasedBy(params.add(request.now)), `v.media_type = 'OnDemand'`];
  if (request.section !== undefined) {
    const known = await db.query('SELECT 1 FROM feed_sections WHERE section_id = $1', [request.section]);
    if (known.rows.length === 0) return { ok: false, missing: 'section' };
    where.push(
      `EXISTS (SELECT 1 FROM feed_items i WHERE i.entry_id = v.entry_id AND i.section_id = ${params.add(request.section)})`,
    );
  }
  const whereSql = where.join(' AND ');
  const countParams = [...params.values];
  const direction = request.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const limit = params.add(request.pageSize);
  const offset = params.add(request.pageIndex * request.pageSize);
  const [count, page] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM videos v WHERE ${whereSql}`, countParams),
    db.query<VideoRow>(
      `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${whereSql}
       ORDER BY v.release_from ${direction}, v.entry_id LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    ),
  ]);
  return {
    ok: true,
    totalCount: count.rows[0]?.total ?? 0,
    items: page.rows.map((row) => toVideoResult(row, request.imagesBaseUrl)),
  };
}
