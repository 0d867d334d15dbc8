// GET {videos}/search (spec 001 §7): q's conditions become SQL over the videos table. Only
// on-demand entries already released at the server clock are searched, whatever q asks: live
// entries play in the live player, not in the video player a result opens.
import { VIDEO_SORT_START_AT_DESC, type VideoResult, type VideoSearchQuery } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import type { Condition, Range, VideoQuery } from './parse-video-query.ts';
import { releasedBy, SqlParams, toVideoResult, VIDEO_COLUMNS, type VideoRow } from './video-rows.ts';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function rangeSql<T>(column: string, range: Range<T>, params: SqlParams): string {
  const parts: string[] = [];
  if (range.from)
    parts.push(`${column} ${range.from.inclusive ? '>=' : '>'} ${params.add(range.from.value)}`);
  if (range.to) parts.push(`${column} ${range.to.inclusive ? '<=' : '<'} ${params.add(range.to.value)}`);
  return parts.length ? parts.join(' AND ') : 'true';
}

function conditionSql(condition: Condition, params: SqlParams): string {
  switch (condition.field) {
    case 'publicationData.startAt':
      return rangeSql('v.start_at', condition.range, params);
    case 'publicationData.releaseFrom':
      return rangeSql('v.release_from', condition.range, params);
    case 'assetData.duration':
      return rangeSql('v.duration_s', condition.range, params);
    case 'tagData.seasons':
      return `EXISTS (SELECT 1 FROM unnest(v.seasons) AS s WHERE ${rangeSql('s', condition.range, params)})`;
    case 'tagData.teams':
      return `${params.add(condition.value)} = ANY (v.teams)`;
    case 'metaData.categories':
      return `${params.add(condition.value)} = ANY (v.categories)`;
    case 'metaData.legacy':
      return `v.legacy = ${params.add(condition.value)}`;
    case 'metaData.title':
      return `v.title ILIKE ${params.add(likePattern(condition.value))}`;
    case 'metaData.tags':
      return `EXISTS (SELECT 1 FROM unnest(v.tags) AS t WHERE t ILIKE ${params.add(likePattern(condition.value))})`;
  }
}

/** The WHERE clause for q plus the rules every search obeys. */
export function searchWhere(query: VideoQuery, now: Date, params: SqlParams): string {
  const where = [releasedBy(params.add(now)), `v.media_type = 'OnDemand'`];
  for (const group of query) {
    const any = group.map((condition) => conditionSql(condition, params));
    where.push(any.length === 1 ? `(${any[0]})` : `(${any.map((sql) => `(${sql})`).join(' OR ')})`);
  }
  return where.join(' AND ');
}

export interface VideoSearchPage {
  totalCount: number;
  items: VideoResult[];
  /** With `childFriendly`: the matches left out as not flagged child friendly (else 0). */
  childFriendlyHidden: number;
}

export async function searchVideos(
  db: Queryable,
  request: {
    query: VideoQuery;
    now: Date;
    pageSize: number;
    pageNumber: number;
    sort: VideoSearchQuery['sort'];
    imagesBaseUrl: string;
    /** Only items flagged child friendly (the site's child-friendly mode). */
    childFriendly?: boolean;
  },
): Promise<VideoSearchPage> {
  const params = new SqlParams();
  const where = searchWhere(request.query, request.now, params);
  const countParams = [...params.values];
  const shown = request.childFriendly ? `${where} AND v.child_friendly` : where;
  const direction = request.sort === VIDEO_SORT_START_AT_DESC ? 'DESC' : 'ASC';
  const limit = params.add(request.pageSize);
  const offset = params.add(request.pageNumber * request.pageSize);
  const [count, page] = await Promise.all([
    db.query<{ total: number; flagged: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE v.child_friendly))::int AS flagged
       FROM videos v WHERE ${where}`,
      countParams,
    ),
    db.query<VideoRow>(
      `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${shown}
       ORDER BY v.start_at ${direction}, v.entry_id LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    ),
  ]);
  const total = count.rows[0]?.total ?? 0;
  const flagged = count.rows[0]?.flagged ?? 0;
  return {
    totalCount: request.childFriendly ? flagged : total,
    items: page.rows.map((row) => toVideoResult(row, request.imagesBaseUrl)),
    childFriendlyHidden: request.childFriendly ? total - flagged : 0,
  };
}
