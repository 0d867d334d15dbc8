// Makes the committed test streams in services/media/ (see its README): ffmpeg encodes and
// segments, then our own CENC packaging step encrypts the live DRM rendition (Debian 12's ffmpeg
// cannot write playable ClearKey fMP4). Only this script needs ffmpeg; the services and the tests
// use the committed files.
//
//   npx tsx services/src/media/generator/make-test-media.ts [--out services/media]
//   npx tsx services/src/media/generator/make-test-media.ts --storyboard-only
//     (only the video's storyboard, from the committed rendition, into its manifest)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  MANIFEST_FILE,
  MEDIA_DIR,
  type MediaManifest,
  RENDITIONS,
  type RenditionManifest,
  type RenditionName,
  type StoryboardManifest,
} from '../media-manifest.ts';
import { encryptInitSegment, encryptMediaSegment, readTracks } from '../packaging/cenc-encrypt.ts';
import { child, descend, leafData, parseBoxes } from '../packaging/mp4-boxes.ts';
import { TEST_CONTENT_KEY, TEST_KEY_ID_HEX } from '../test-content-key.ts';

/** Length of every stream and of each segment; small enough to commit (about 0.7 MB in all). */
export const DURATION_S = 12;
export const SEGMENT_S = 2;
const FPS = 25;
const WIDTH = 320;
const HEIGHT = 180;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** The storyboard: a frame every segment (the keyframe it starts with), at half size, 3 to a row. */
const STORYBOARD = { interval: SEGMENT_S, tileWidth: WIDTH / 2, tileHeight: HEIGHT / 2, columns: 3 };

/** The commentary flite speaks over a quiet crowd-like noise (about 9 s of speech). */
const COMMENTARY =
  'This is the club test commentary. Kick off, and the home side play it long. ' +
  'A cross comes in from the right, headed away. Corner to the club. And it is a goal.';

// Same bytes on every run: no metadata, no encoder version strings from libavformat.
const BITEXACT = [
  '-map_metadata',
  '-1',
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
];
const HLS_FMP4 = (dir: string) => [
  '-f',
  'hls',
  '-hls_time',
  String(SEGMENT_S),
  '-hls_playlist_type',
  'vod',
  '-hls_segment_type',
  'fmp4',
  '-hls_fmp4_init_filename',
  'init.mp4',
  '-hls_segment_filename',
  path.join(dir, 'seg%d.m4s'),
  path.join(dir, 'playlist.m3u8'),
];

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** Test pattern with a running clock and a 1 kHz beep each second: H.264 Main, AAC-LC mono. */
function encodeVideo(dir: string): void {
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${WIDTH}x${HEIGHT}:rate=${FPS}:duration=${DURATION_S}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=1000:beep_factor=4:sample_rate=48000:duration=${DURATION_S}`],
    '-vf',
    `drawtext=fontfile=${FONT}:text='CLUB TEST %{pts\\:hms}':x=8:y=8:fontsize=16:fontcolor=white:box=1:boxcolor=black@0.6`,
    ...['-c:v', 'libx264', '-profile:v', 'main', '-level', '3.0', '-pix_fmt', 'yuv420p', '-preset', 'slow'],
    ...['-b:v', '120k', '-maxrate', '160k', '-bufsize', '320k', '-threads', '1'],
    // A keyframe exactly every segment, no B-frames: every segment starts cleanly.
    ...[
      '-g',
      String(FPS * SEGMENT_S),
      '-keyint_min',
      String(FPS * SEGMENT_S),
      '-sc_threshold',
      '0',
      '-bf',
      '0',
    ],
    ...['-c:a', 'aac', '-profile:a', 'aac_low', '-b:a', '48k', '-ac', '1', '-ar', '48000'],
    ...BITEXACT,
    ...HLS_FMP4(dir),
  ]);
}

/**
 * The seek bar's previews of the on-demand video (issue 24 item 3): the first frame of each segment
 * (every STORYBOARD.interval seconds), scaled down and tiled into one JPEG, decoded from the
 * rendition's own files so the pictures are the ones played.
 */
function writeStoryboard(outDir: string, rendition: RenditionManifest): StoryboardManifest {
  const tiles = rendition.segments.length;
  const rows = Math.ceil(tiles / STORYBOARD.columns);
  const file = `${RENDITIONS.video}/storyboard.jpg`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'club-storyboard-'));
  try {
    // The init segment and the media segments in order are one fragmented MP4.
    const whole = path.join(work, 'whole.mp4');
    writeFileSync(
      whole,
      Buffer.concat(
        [rendition.init, ...rendition.segments.map((s) => s.file)].map((f) =>
          readFileSync(path.join(outDir, f)),
        ),
      ),
    );
    const every = Math.round(FPS * STORYBOARD.interval);
    ffmpeg([
      ...['-i', whole],
      '-vf',
      `select='not(mod(n,${every}))',scale=${STORYBOARD.tileWidth}:${STORYBOARD.tileHeight},tile=${STORYBOARD.columns}x${rows}`,
      ...['-frames:v', '1', '-q:v', '4'],
      ...BITEXACT.slice(0, 6),
      path.join(outDir, file),
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { file, ...STORYBOARD, tiles };
}

/** Speech from flite over pink noise, trimmed so the last AAC frame ends inside the sixth segment. */
function encodeAudio(dir: string): void {
  ffmpeg([
    ...['-f', 'lavfi', '-i', `flite=text='${COMMENTARY}':voice=slt`],
    ...[
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=color=pink:amplitude=0.04:sample_rate=48000:seed=7:duration=${DURATION_S}`,
    ],
    '-filter_complex',
    `[0:a]aresample=48000,apad,atrim=0:${DURATION_S - 0.02}[speech];` +
      '[speech][1:a]amix=inputs=2:duration=first:normalize=0,asetpts=N/SR/TB[mix]',
    ...['-map', '[mix]', '-c:a', 'aac', '-profile:a', 'aac_low', '-b:a', '48k', '-ac', '1', '-ar', '48000'],
    ...BITEXACT,
    ...HLS_FMP4(dir),
  ]);
}

/** The segments and their durations, in order, from the playlist ffmpeg wrote. */
function readPlaylist(dir: string): Array<{ source: string; duration: number }> {
  const lines = readFileSync(path.join(dir, 'playlist.m3u8'), 'utf8').split('\n');
  const segments: Array<{ source: string; duration: number }> = [];
  lines.forEach((line, index) => {
    const match = /^#EXTINF:([\d.]+),/.exec(line);
    const uri = lines[index + 1]?.trim();
    if (match?.[1] && uri) segments.push({ source: path.join(dir, uri), duration: Number(match[1]) });
  });
  if (segments.length === 0) throw new Error(`no segments in ${dir}/playlist.m3u8`);
  return segments;
}

/** RFC 6381 codec of the first video track (avc1.PPCCLL from avcC), if there is one. */
function videoCodec(init: Buffer): string | undefined {
  const moov = parseBoxes(init).find((box) => box.type === 'moov');
  for (const trak of moov?.children?.filter((box) => box.type === 'trak') ?? []) {
    const entry = descend(trak, 'mdia/minf/stbl/stsd').children?.[0];
    const avcC = entry && child(entry, 'avcC');
    if (avcC) return `avc1.${leafData(avcC).subarray(1, 4).toString('hex')}`;
  }
  return undefined;
}

interface Written {
  init: Buffer;
  segments: Array<{ data: Buffer; duration: number }>;
}

function writeRendition(
  outDir: string,
  name: RenditionName,
  media: Written,
  details: Pick<RenditionManifest, 'kind' | 'codecs' | 'resolution' | 'frameRate' | 'encryption'>,
): RenditionManifest {
  const dir = path.join(outDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'init.mp4'), media.init);
  const segments = media.segments.map(({ data, duration }, index) => {
    const file = `${name}/${index}.m4s`;
    writeFileSync(path.join(outDir, file), data);
    return { file, duration };
  });
  const bits = media.segments.map(({ data, duration }) => (data.length * 8) / duration);
  const totalBytes = media.segments.reduce((sum, { data }) => sum + data.length, 0);
  const totalDuration = media.segments.reduce((sum, { duration }) => sum + duration, 0);
  // Undefined details (audio has no resolution) vanish in the JSON.
  return {
    ...details,
    bandwidth: Math.ceil(Math.max(...bits)),
    averageBandwidth: Math.ceil((totalBytes * 8) / totalDuration),
    init: `${name}/init.mp4`,
    segments,
  };
}

function read(dir: string): Written {
  return {
    init: readFileSync(path.join(dir, 'init.mp4')),
    segments: readPlaylist(dir).map(({ source, duration }) => ({ data: readFileSync(source), duration })),
  };
}

export function makeTestMedia(outDir: string): MediaManifest {
  const version = (
    execFileSync('ffmpeg', ['-version'], { encoding: 'utf8' }).split('\n')[0] ?? 'unknown'
  ).replace(/ Copyright.*/, '');
  const work = mkdtempSync(path.join(os.tmpdir(), 'club-test-media-'));
  try {
    const videoDir = path.join(work, 'video');
    const audioDir = path.join(work, 'audio');
    mkdirSync(videoDir);
    mkdirSync(audioDir);
    encodeVideo(videoDir);
    encodeAudio(audioDir);

    const video = read(videoDir);
    const audio = read(audioDir);
    const avc = videoCodec(video.init);
    if (!avc) throw new Error('the video has no H.264 track');
    const videoDetails = {
      kind: 'video' as const,
      // The audio is AAC-LC (-profile:a aac_low): object type 0x40, audio object type 2.
      codecs: `${avc},mp4a.40.2`,
      resolution: `${WIDTH}x${HEIGHT}`,
      frameRate: FPS,
    };
    const tracks = readTracks(video.init);
    const encrypted: Written = {
      init: encryptInitSegment(video.init, TEST_CONTENT_KEY),
      segments: video.segments.map(({ data, duration }, index) => ({
        data: encryptMediaSegment(data, tracks, TEST_CONTENT_KEY, index),
        duration,
      })),
    };

    const clear = writeRendition(outDir, RENDITIONS.video, video, videoDetails);
    const manifest: MediaManifest = {
      ffmpeg: version,
      renditions: {
        [RENDITIONS.video]: { ...clear, storyboard: writeStoryboard(outDir, clear) },
        [RENDITIONS.videoClearKey]: writeRendition(outDir, RENDITIONS.videoClearKey, encrypted, {
          ...videoDetails,
          encryption: { scheme: 'cenc', kid: TEST_KEY_ID_HEX },
        }),
        [RENDITIONS.audio]: writeRendition(outDir, RENDITIONS.audio, audio, {
          kind: 'audio',
          codecs: 'mp4a.40.2',
        }),
      },
    };
    writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Remakes only the on-demand video's storyboard from the rendition already in `outDir`. */
export function remakeStoryboard(outDir: string): StoryboardManifest {
  const file = path.join(outDir, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as MediaManifest;
  const video = manifest.renditions[RENDITIONS.video];
  video.storyboard = writeStoryboard(outDir, video);
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return video.storyboard;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: MEDIA_DIR },
      'storyboard-only': { type: 'boolean', default: false },
    },
  });
  const outDir = path.resolve(values.out);
  if (values['storyboard-only']) {
    const storyboard = remakeStoryboard(outDir);
    console.log(
      `storyboard: ${storyboard.tiles} frames every ${storyboard.interval} s in ${outDir}/${storyboard.file}`,
    );
    process.exit(0);
  }
  mkdirSync(outDir, { recursive: true });
  const manifest = makeTestMedia(outDir);
  for (const [name, rendition] of Object.entries(manifest.renditions)) {
    console.log(
      `${name}: ${rendition.segments.length} segments, ${rendition.codecs}, ${rendition.bandwidth} bit/s peak`,
    );
  }
  console.log(`written to ${outDir} with ${manifest.ffmpeg}`);
}
