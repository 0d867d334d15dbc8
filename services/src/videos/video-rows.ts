// One place that knows how a row of the videos table becomes the item every call answers with
// (spec 001 §3 "Video item" and "Video result"): the feed, both searches and the single lookup.
import type { VideoResult } from '@club/shared/contracts';

/** Thumbnails are asked of the image service at this size: spec 001 §9 "video thumbnails 300 wide", 16:9. */
export const THUMBNAIL_SIZE = '300x169';

/** The columns toVideoResult needs, for `SELECT ${VIDEO_COLUMNS} FROM videos v`. */
export const VIDEO_COLUMNS = `v.entry_id, v.title, v.description, v.duration_s, v.entitlements, v.thumbnail_key,
  v.created_at, v.release_from, v.start_at, v.media_type, v.stream_asset_id, v.live_media_type, v.teams,
  v.seasons, v.tags, v.categories, v.legacy, v.child_friendly`;

/**
 * Nothing is listed, found or looked up before its release (the caller passes the clock's now as
 * the parameter numbered `nowParam`).
 */
export const releasedBy = (nowParam: string) => `v.release_from <= ${nowParam}`;

export interface VideoRow {
  entry_id: string;
  title: string;
  description: string;
  duration_s: number;
  entitlements: string[];
  thumbnail_key: string;
  created_at: Date;
  release_from: Date;
  start_at: Date;
  media_type: 'OnDemand' | 'Live';
  stream_asset_id: string | null;
  live_media_type: 'video' | 'audio' | null;
  teams: string[];
  seasons: number[];
  tags: string[];
  categories: string[];
  legacy: boolean;
  child_friendly: boolean;
}

const iso = (value: Date) => new Date(value).toISOString();

/** `imagesBaseUrl` is the image service on the host the request came to (lib/public-url.ts). */
export function toVideoResult(row: VideoRow, imagesBaseUrl: string): VideoResult {
  return {
    metaData: {
      title: row.title,
      description: row.description,
      VideoDuration: row.duration_s,
      SysEntryEntitlements: row.entitlements,
      tags: row.tags,
      categories: row.categories,
      legacy: row.legacy,
      ChildFriendly: row.child_friendly,
    },
    mediaData: {
      entryId: row.entry_id,
      thumbnailUrl: `${imagesBaseUrl}/${THUMBNAIL_SIZE}/fit-in/${row.thumbnail_key}`,
      mediaType: row.media_type,
      ...(row.stream_asset_id && row.live_media_type
        ? { streamAssetId: row.stream_asset_id, liveMediaType: row.live_media_type }
        : {}),
    },
    publicationData: {
      createdAt: iso(row.created_at),
      releaseFrom: iso(row.release_from),
      startAt: iso(row.start_at),
    },
    tagData: { teams: row.teams, seasons: row.seasons.map(String) },
    assetData: { duration: row.duration_s },
  };
}

/** Numbered SQL parameters collected as a query is built. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
