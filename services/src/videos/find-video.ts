// One entry by its entry id: what the player opens at /videos/{videoID} (spec 001 §2), and what
// other services (the payments library's session, the session check) can read an entry's
// entitlements from. An entry not yet released is as unknown as one that never existed.
import type { VideoResult } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { releasedBy, toVideoResult, VIDEO_COLUMNS, type VideoRow } from './video-rows.ts';

export async function findVideoRow(db: Queryable, entryId: string, now: Date): Promise<VideoRow | undefined> {
  const { rows } = await db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE v.entry_id = $1 AND ${releasedBy('$2')}`,
    [entryId, now],
  );
  return rows[0];
}

export async function findVideo(
  db: Queryable,
  request: { entryId: string; now: Date; imagesBaseUrl: string },
): Promise<VideoResult | undefined> {
  const row = await findVideoRow(db, request.entryId, request.now);
  return row && toVideoResult(row, request.imagesBaseUrl);
}
