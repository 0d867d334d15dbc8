// HLS playlists for the committed renditions. On-demand: the whole rendition, ended. Live: a
// sliding window over an endless loop of the same segments, placed on the clock so that every
// viewer and every refresh agrees on what is live now. Every URI carries the request's token.
import { CLEARKEY_KEY_SYSTEM, MEDIA_TOKEN_PARAM } from '@club/shared/contracts';
import type { Rendition } from './media-library.ts';

/**
 * Segments in a live playlist: a minute with 2 s segments, the DVR window a viewer can step back
 * in (the player's j and arrow keys, then 'Back to live'); hls.js starts 3 segments back from the
 * edge. The segments loop, so the window holds the same few seconds several times over.
 */
export const LIVE_WINDOW_SEGMENTS = 30;

export const MULTIVARIANT_PLAYLIST = 'index.m3u8';
export const MEDIA_PLAYLIST = 'media.m3u8';
export const INIT_SEGMENT = 'init.mp4';
export const segmentFile = (sequence: number) => `${sequence}.m4s`;

// Version 7: EXT-X-MAP for fMP4 and KEYFORMAT need 6 and 5.
const HEADER = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];

const withToken = (uri: string, token: string) => `${uri}?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** One variant: the media playlist next to it, with what a player needs to pick and set up decoders. */
export function multivariantPlaylist(rendition: Rendition, token: string): string {
  const attributes = [
    `BANDWIDTH=${rendition.bandwidth}`,
    `AVERAGE-BANDWIDTH=${rendition.averageBandwidth}`,
    `CODECS="${rendition.codecs}"`,
    ...(rendition.resolution ? [`RESOLUTION=${rendition.resolution}`] : []),
    ...(rendition.frameRate ? [`FRAME-RATE=${rendition.frameRate.toFixed(3)}`] : []),
  ];
  return lines([...HEADER, `#EXT-X-STREAM-INF:${attributes.join(',')}`, withToken(MEDIA_PLAYLIST, token)]);
}

/** The ClearKey line of DESIGN.md: the key id travels in the URI, the key comes from the licence call. */
export function clearKeyLine(kidHex: string): string {
  const kid = Buffer.from(kidHex, 'hex').toString('base64');
  return `#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT="${CLEARKEY_KEY_SYSTEM}",KEYFORMATVERSIONS="1",URI="data:text/plain;base64,${kid}"`;
}

/** Lines every media playlist starts with: target duration, its own tags, key (if encrypted), init segment. */
function mediaHeader(rendition: Rendition, token: string, tags: string[]): string[] {
  // RFC 8216: each EXTINF, rounded to the nearest integer, must not exceed the target duration.
  const target = Math.max(...rendition.segments.map((s) => Math.round(s.duration)));
  return [
    ...HEADER,
    `#EXT-X-TARGETDURATION:${target}`,
    ...tags,
    ...(rendition.encryption ? [clearKeyLine(rendition.encryption.kid)] : []),
    `#EXT-X-MAP:URI="${withToken(INIT_SEGMENT, token)}"`,
  ];
}

const extinf = (duration: number) => `#EXTINF:${duration.toFixed(6)},`;

/**
 * How many segments an on-demand item of `seconds` lists: the rendition played through, loop after
 * loop, until it lasts that long (once through at least). Every video of the seed plays the same
 * 12 s test stream; looped, a 90-minute match lasts 90 minutes, so positions, resume and token
 * expiry behave as they would on the real service.
 */
export function vodSegmentCount(rendition: Rendition, seconds?: number): number {
  const count = rendition.segments.length;
  if (seconds === undefined || !(seconds > rendition.totalDuration)) return count;
  const loops = Math.floor(seconds / rendition.totalDuration);
  let listed = loops * count;
  let elapsed = loops * rendition.totalDuration;
  for (const segment of rendition.segments) {
    if (elapsed >= seconds) break;
    elapsed += segment.duration;
    listed += 1;
  }
  return listed;
}

/**
 * The whole on-demand item, ended: `vodSegmentCount` segments, segment n playing committed segment
 * n mod count. Where the loop wraps the timestamps jump back, so that boundary is a discontinuity
 * (as on the live timeline).
 */
export function vodMediaPlaylist(rendition: Rendition, token: string, seconds?: number): string {
  const count = rendition.segments.length;
  const total = vodSegmentCount(rendition, seconds);
  const body: string[] = [];
  for (let sequence = 0; sequence < total; sequence++) {
    const index = sequence % count;
    if (sequence > 0 && index === 0) body.push('#EXT-X-DISCONTINUITY');
    body.push(extinf(rendition.segments[index]?.duration ?? 0), withToken(segmentFile(sequence), token));
  }
  return lines([
    ...mediaHeader(rendition, token, ['#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD']),
    ...body,
    '#EXT-X-ENDLIST',
  ]);
}

/**
 * Live timeline: media sequence number n plays committed segment n mod count, loop after loop,
 * counted from a loop an hour before `origin` (when the services started), so that the
 * sequence and discontinuity numbers stay small, as a real encoder's do. Counted from the Unix epoch
 * they ran to about 150 million loops, and hls.js walks an array indexed by discontinuity sequence
 * (its initPTS) on every playlist reload: that walk kept the player's main thread busy for most of
 * every second. Returns when segment n starts, in seconds since the Unix epoch.
 */
export function liveSegmentStart(rendition: Rendition, sequence: number, origin: Date): number {
  const count = rendition.segments.length;
  const loop = Math.floor(sequence / count);
  let start = timelineStart(rendition, origin) + loop * rendition.totalDuration;
  for (let i = 0; i < sequence % count; i++) start += rendition.segments[i]?.duration ?? 0;
  return start;
}

/** How long the live streams have been on when the services start: the DVR window is full at once. */
export const LIVE_HISTORY_SECONDS = 3600;

/** Where sequence number 0 starts: the beginning of a loop an hour before `origin`, in epoch seconds. */
const timelineStart = (rendition: Rendition, origin: Date) =>
  Math.floor((origin.getTime() / 1000 - LIVE_HISTORY_SECONDS) / rendition.totalDuration) *
  rendition.totalDuration;

/** The newest segment that has finished by `now`: the live edge (-1 before the first has). */
export function liveEdge(rendition: Rendition, now: Date, origin: Date): number {
  const seconds = now.getTime() / 1000 - timelineStart(rendition, origin);
  if (seconds < 0) return -1;
  const loop = Math.floor(seconds / rendition.totalDuration);
  let elapsed = seconds - loop * rendition.totalDuration;
  let complete = 0;
  for (const segment of rendition.segments) {
    if (segment.duration > elapsed) break;
    elapsed -= segment.duration;
    complete += 1;
  }
  return loop * rendition.segments.length + complete - 1;
}

/** The sequence numbers of the live window at `now`: the last LIVE_WINDOW_SEGMENTS up to the edge. */
export function liveWindow(rendition: Rendition, now: Date, origin: Date): { first: number; edge: number } {
  const edge = liveEdge(rendition, now, origin);
  return { first: Math.max(0, edge - LIVE_WINDOW_SEGMENTS + 1), edge };
}

/**
 * The live window at `now`: the last LIVE_WINDOW_SEGMENTS segments up to the edge. Where the loop
 * wraps the timestamps jump back, so that boundary is a discontinuity; DISCONTINUITY-SEQUENCE
 * counts the wraps that scrolled out, so a player following along keeps its count.
 */
export function liveMediaPlaylist(rendition: Rendition, now: Date, origin: Date, token: string): string {
  const count = rendition.segments.length;
  const { first, edge } = liveWindow(rendition, now, origin);
  const body: string[] = [];
  for (let sequence = first; sequence <= edge; sequence++) {
    const index = sequence % count;
    if (sequence > first && index === 0) body.push('#EXT-X-DISCONTINUITY');
    const startMs = Math.round(liveSegmentStart(rendition, sequence, origin) * 1000);
    body.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(startMs).toISOString()}`,
      extinf(rendition.segments[index]?.duration ?? 0),
      withToken(segmentFile(sequence), token),
    );
  }
  return lines([
    ...mediaHeader(rendition, token, [
      `#EXT-X-MEDIA-SEQUENCE:${first}`,
      `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
    ]),
    ...body,
  ]);
}

const lines = (all: string[]) => `${all.join('\n')}\n`;
