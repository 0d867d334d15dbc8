import * as v from '@club/shared/schema';

// The media service ({media} base URL): HLS playlists, segments and the ClearKey licence. Every
// request carries the playback token from the session check (or the payments library's KSession)
// as `?token=`; playlists repeat it on every URI they list, so a player needs no request hooks.
// Spec 001 names no paths here ("not shown"): these are ours, documented in services/README.md.

/** The query parameter every media request carries its playback token in. */
export const MEDIA_TOKEN_PARAM = 'token';

/** What a media path opens: on-demand video by entry id, on-demand audio or a live stream by playbackId. */
export type MediaKind = 'vod' | 'audio' | 'live';

/** The multivariant playlist of one item, relative to the {media} base URL, with its token. */
export function mediaPlaylistPath(kind: MediaKind, id: string, token: string): string {
  return `/${kind}/${encodeURIComponent(id)}/index.m3u8?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * The caption languages an on-demand video may carry (issue 24), each with the name a player lists
 * it under, in that language. Every video has English; an item made for Arabic-speaking supporters
 * has Arabic too.
 */
export const CAPTION_LANGUAGES = { en: 'English', ar: 'العربية' } as const;
export type CaptionLanguage = keyof typeof CAPTION_LANGUAGES;
export const isCaptionLanguage = (value: string): value is CaptionLanguage =>
  Object.hasOwn(CAPTION_LANGUAGES, value);

/** The caption tracks of an on-demand video (a `captionTracksResponse`), relative to {media}, with its token. */
export function mediaCaptionsPath(entryId: string, token: string): string {
  return `/vod/${encodeURIComponent(entryId)}/captions.json?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** One caption track of an on-demand video, a WebVTT file, relative to {media}, with its token. */
export function captionTrackPath(entryId: string, language: CaptionLanguage, token: string): string {
  return `/vod/${encodeURIComponent(entryId)}/captions/${language}.vtt?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * The seek bar's previews of an on-demand video (issue 24): a WebVTT thumbnails track whose cues
 * name tiles of a storyboard sprite (`storyboard.jpg?token=...#xywh=x,y,w,h`, relative to the
 * track), relative to {media}, with its token.
 */
export function mediaStoryboardPath(entryId: string, token: string): string {
  return `/vod/${encodeURIComponent(entryId)}/storyboard.vtt?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * The seek bar's previews of a live video stream's DVR window (issue 24): its storyboard by
 * programme time (a `liveStoryboardResponse`), relative to {media}; asked for with the stream's
 * newest playback token as ?token= (MEDIA_TOKEN_PARAM), since the window is asked for again as it
 * moves. A live stream's media times are the player's own, so the tiles name the instants of the
 * playlist's EXT-X-PROGRAM-DATE-TIME, which the player maps onto its timeline.
 */
export function liveStoryboardPath(playbackId: string): string {
  return `/live/${encodeURIComponent(playbackId)}/storyboard.json`;
}

const instant = v.pipe(v.string(), v.isoTimestamp());

/** 200 from `liveStoryboardPath`: a tile for each stretch of the live window, oldest first. */
export const liveStoryboardResponse = v.object({
  tiles: v.array(
    v.object({
      /** The programme time the tile shows, from and to (ISO instants). */
      from: instant,
      to: instant,
      /** The sprite and the tile in it, `storyboard.jpg?token=...#xywh=x,y,w,h`, relative to the answer. */
      image: v.pipe(v.string(), v.regex(/#xywh=\d+,\d+,\d+,\d+$/, 'must name a tile (#xywh=x,y,w,h)')),
    }),
  ),
});
export type LiveStoryboardResponse = v.InferOutput<typeof liveStoryboardResponse>;

/** A WebVTT timestamp, hh:mm:ss.mmm (the caption, thumbnail and chapter tracks the players load). */
export function webVttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** 200 from `mediaCaptionsPath`: the video's caption tracks, English first. */
export const captionTracksResponse = v.object({
  tracks: v.array(
    v.object({
      language: v.picklist(Object.keys(CAPTION_LANGUAGES) as CaptionLanguage[]),
      label: v.pipe(v.string(), v.minLength(1)),
      /** The track's WebVTT file (`captionTrackPath`), relative to {media}. */
      url: v.pipe(v.string(), v.regex(/^\/[^/]/, 'must be a path on the media service')),
    }),
  ),
});
export type CaptionTracksResponse = v.InferOutput<typeof captionTracksResponse>;

/** The ClearKey licence URL of a live DRM stream, relative to the {media} base URL, with its token. */
export function clearKeyLicencePath(playbackId: string, token: string): string {
  return `/licence/${encodeURIComponent(playbackId)}?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** The key system of the live DRM rendition (EME), and the KEYFORMAT of its #EXT-X-KEY line. */
export const CLEARKEY_KEY_SYSTEM = 'org.w3.clearkey';

/** Error codes of the media service besides the common ones (401 `unauthorized`, 404 `not_found`). */
export const MEDIA_ERROR_CODES = {
  /** 403: the token is genuine but past its expiry; ask the session check for a new one. */
  tokenExpired: 'token_expired',
  /** 403: the token is malformed or its signature does not match. */
  tokenInvalid: 'token_invalid',
  /** 403: the token opens another asset. */
  tokenWrongAsset: 'token_wrong_asset',
  /** 403: the licence request asks only for key ids this stream does not use. */
  unknownKeyId: 'unknown_key_id',
  /**
   * 403: the live playback's concurrency lease no longer counts (no ping or renewal kept it alive,
   * the player closed, or it was stopped from another device); ask the session check again.
   */
  leaseEnded: 'lease_ended',
} as const;

/** A key id or key as the W3C ClearKey JSON formats carry it: 16 bytes in unpadded base64url. */
const base64Url16 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/, 'must be 16 bytes in base64url'));

/**
 * POST {media}/licence/{playbackId}: the CDM's license request message (W3C EME ClearKey,
 * "License Request Format"), sent as the body exactly as the browser made it.
 */
export const clearKeyLicenceRequest = v.object({
  kids: v.pipe(v.array(base64Url16), v.minLength(1, 'must name at least one key id'), v.maxLength(16)),
  type: v.optional(v.picklist(['temporary'], "must be 'temporary'"), 'temporary'),
});
export type ClearKeyLicenceRequest = v.InferOutput<typeof clearKeyLicenceRequest>;

/** 200 from the licence call: a JSON Web Key Set (W3C EME ClearKey "License Format"). */
export const clearKeyLicenceResponse = v.object({
  keys: v.array(v.looseObject({ kty: v.literal('oct'), kid: base64Url16, k: base64Url16 })),
  type: v.literal('temporary'),
});
export type ClearKeyLicenceResponse = v.InferOutput<typeof clearKeyLicenceResponse>;
