// services/media/manifest.json: what the generator made (make-test-media.ts) and what the media
// routes serve. One schema for both sides, so the routes never guess at files or durations.
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** The committed test streams (services/media/). */
export const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));
export const MANIFEST_FILE = 'manifest.json';

/** The renditions the generator makes. */
export const RENDITIONS = {
  /** On-demand video: H.264 + AAC in fMP4, clear. */
  video: 'video',
  /** The same video, ClearKey-encrypted ('cenc'), for live DRM video. */
  videoClearKey: 'video-clearkey',
  /** AAC audio commentary in fMP4, clear: on-demand and live audio. */
  audio: 'audio',
} as const;
export type RenditionName = (typeof RENDITIONS)[keyof typeof RENDITIONS];

const relativeFile = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]+\/[a-z0-9-]+\.(mp4|m4s)$/, 'must be dir/name.mp4|m4s'),
);

/**
 * A storyboard (issue 24 item 3): frames of the rendition every `interval` seconds from its start,
 * `tileWidth` by `tileHeight` each, in rows of `columns` in one JPEG sprite: the seek bar's
 * previews.
 */
export const storyboardManifest = v.object({
  file: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\/[a-z0-9-]+\.jpg$/, 'must be dir/name.jpg')),
  interval: v.pipe(v.number(), v.minValue(0.1)),
  tileWidth: v.pipe(v.number(), v.integer(), v.minValue(1)),
  tileHeight: v.pipe(v.number(), v.integer(), v.minValue(1)),
  columns: v.pipe(v.number(), v.integer(), v.minValue(1)),
  tiles: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type StoryboardManifest = v.InferOutput<typeof storyboardManifest>;

export const renditionManifest = v.object({
  kind: v.picklist(['video', 'audio']),
  /** RFC 6381 codecs for the multivariant playlist's CODECS attribute. */
  codecs: v.string(),
  resolution: v.optional(v.pipe(v.string(), v.regex(/^\d+x\d+$/))),
  frameRate: v.optional(v.number()),
  /** Peak and average bits per second over the segments. */
  bandwidth: v.pipe(v.number(), v.integer(), v.minValue(1)),
  averageBandwidth: v.pipe(v.number(), v.integer(), v.minValue(1)),
  init: relativeFile,
  segments: v.pipe(
    v.array(v.object({ file: relativeFile, duration: v.pipe(v.number(), v.minValue(0.1)) })),
    v.minLength(1),
  ),
  /** Present on the encrypted rendition: the scheme and the key id (hex) its samples use. */
  encryption: v.optional(
    v.object({ scheme: v.literal('cenc'), kid: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)) }),
  ),
  /** On the on-demand video: its storyboard. */
  storyboard: v.optional(storyboardManifest),
});
export type RenditionManifest = v.InferOutput<typeof renditionManifest>;

export const mediaManifest = v.object({
  /** `ffmpeg -version`'s first line at generation time. */
  ffmpeg: v.string(),
  renditions: v.object({
    [RENDITIONS.video]: renditionManifest,
    [RENDITIONS.videoClearKey]: renditionManifest,
    [RENDITIONS.audio]: renditionManifest,
  }),
});
export type MediaManifest = v.InferOutput<typeof mediaManifest>;
