import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  apiErrorBody,
  clearKeyLicenceResponse,
  liveStoryboardResponse,
  MEDIA_ERROR_CODES,
  type TestClockResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { PLAYBACK_TOKEN_TTL_MS, signPlaybackToken } from '../playback/playback-token.ts';
import { STREAM_ASSETS } from '../seed/catalogue.ts';
import { MEDIA_DIR, type MediaManifest } from './media-manifest.ts';
import { LIVE_HISTORY_SECONDS, LIVE_WINDOW_SEGMENTS } from './playlists.ts';
import { TEST_KEY_HEX, TEST_KEY_ID_HEX } from './test-content-key.ts';

const SECRET = 'media-routes-test-secret';
// A fixed start, so live windows are known: 2026-11-07T15:00:00Z is a whole number of 12 s loops.
const START = new Date('2026-11-07T15:00:00.000Z');
const manifest = JSON.parse(readFileSync(path.join(MEDIA_DIR, 'manifest.json'), 'utf8')) as MediaManifest;
const committed = (file: string) => readFileSync(path.join(MEDIA_DIR, file));
const KID = Buffer.from(TEST_KEY_ID_HEX, 'hex').toString('base64url');
const KEY = Buffer.from(TEST_KEY_HEX, 'hex').toString('base64url');

let server: RunningServer;
let entryId: string;

beforeAll(async () => {
  server = await startTestServer({ secret: SECRET, now: () => START });
  const { rows } = await server.db.query<{ entry_id: string }>(
    "SELECT entry_id FROM videos WHERE media_type = 'OnDemand' ORDER BY entry_id LIMIT 1",
  );
  entryId = rows[0]?.entry_id ?? '';
  expect(entryId).not.toBe('');
});
afterAll(() => server?.close());

async function serverNow(): Promise<Date> {
  const { body } = await fetchJson<TestClockResponse>(`${server.url}/__test/clock`);
  return new Date(body.now);
}

async function advance(ms: number): Promise<Date> {
  const { body } = await postJson<TestClockResponse>(`${server.url}/__test/clock`, { advanceMs: ms });
  return new Date(body.now);
}

async function tokenFor(id: string, ttlMs?: number): Promise<string> {
  const grant = { assetId: id, ssoId: null, now: await serverNow(), ...(ttlMs ? { ttlMs } : {}) };
  return await signPlaybackToken(grant, Buffer.from(SECRET, 'utf8'));
}

const media = (pathAndQuery: string) => `${server.url}/media${pathAndQuery}`;
const withToken = (url: string, token: string) => `${url}?token=${encodeURIComponent(token)}`;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') };
}

function expectError(response: { status: number; text: string }, status: number, code: string) {
  expect(response.status).toBe(status);
  const body: unknown = JSON.parse(response.text);
  const checked = validate(apiErrorBody, body);
  expect(checked.ok).toBe(true);
  if (checked.ok) expect(checked.value.errors[0]?.code).toBe(code);
}

/** URIs of a playlist (non-tag lines and URI="..." attributes), resolved against its own URL. */
function uris(playlistUrl: string, text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (line && !line.startsWith('#')) found.push(new URL(line, playlistUrl).href);
    const attribute = /URI="([^"]+)"/.exec(line);
    if (attribute?.[1] && !attribute[1].startsWith('data:'))
      found.push(new URL(attribute[1], playlistUrl).href);
  }
  return found;
}

/** The token with the first character of its signature changed (every bit of that one counts). */
function tamper(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  return `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
}

const tag = (text: string, name: string) => new RegExp(`^#${name}:(.*)$`, 'm').exec(text)?.[1];

interface Item {
  label: string;
  base: string;
  id: string;
  rendition: keyof MediaManifest['renditions'];
  type: string;
}

const items = (): Item[] => [
  { label: 'on-demand video', base: `/vod/${entryId}`, id: entryId, rendition: 'video', type: 'video/mp4' },
  {
    label: 'on-demand audio',
    base: `/audio/${STREAM_ASSETS.audioReplay.playbackId}`,
    id: STREAM_ASSETS.audioReplay.playbackId,
    rendition: 'audio',
    type: 'audio/mp4',
  },
  {
    label: 'live audio',
    base: `/live/${STREAM_ASSETS.liveAudio.playbackId}`,
    id: STREAM_ASSETS.liveAudio.playbackId,
    rendition: 'audio',
    type: 'audio/mp4',
  },
  {
    label: 'live ClearKey video',
    base: `/live/${STREAM_ASSETS.liveVideo.playbackId}`,
    id: STREAM_ASSETS.liveVideo.playbackId,
    rendition: 'video-clearkey',
    type: 'video/mp4',
  },
];

describe('playlists and segments with a valid token', () => {
  it.each([0, 1, 2, 3])(
    'item %i: multivariant, media playlist, init and every segment, each carrying the token',
    async (n) => {
      const item = items()[n] as Item;
      const rendition = manifest.renditions[item.rendition];
      const token = await tokenFor(item.id);

      const index = await get(withToken(media(`${item.base}/index.m3u8`), token));
      expect(index.status, item.label).toBe(200);
      expect(index.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
      expect(index.headers.get('cache-control')).toBe('no-store');
      expect(index.text).toMatch(/^#EXTM3U\n/);
      expect(tag(index.text, 'EXT-X-STREAM-INF')).toContain(`CODECS="${rendition.codecs}"`);
      const [mediaUrl, ...more] = uris(media(`${item.base}/index.m3u8`), index.text);
      expect(more).toEqual([]);
      expect(new URL(mediaUrl ?? '').searchParams.get('token')).toBe(token);

      const playlist = await get(mediaUrl ?? '');
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
      expect(playlist.headers.get('cache-control')).toBe('no-store');
      const listed = uris(mediaUrl ?? '', playlist.text);
      expect(listed.length).toBeGreaterThan(1);
      for (const url of listed) expect(new URL(url).searchParams.get('token')).toBe(token);

      const [initUrl, ...allSegments] = listed;
      // A long on-demand video lists thousands: once through the loop, the wrap and the last do.
      const loop = rendition.segments.length;
      const segmentUrls =
        allSegments.length > loop + 1
          ? [...allSegments.slice(0, loop + 1), ...allSegments.slice(-1)]
          : allSegments;
      const init = await get(initUrl ?? '');
      expect(init.status).toBe(200);
      expect(init.headers.get('content-type')).toBe(item.type);
      expect(init.bytes.equals(committed(rendition.init))).toBe(true);
      for (const url of segmentUrls) {
        const segment = await get(url);
        expect(segment.status).toBe(200);
        expect(segment.headers.get('content-type')).toBe(item.type);
        const sequence = Number(/\/(\d+)\.m4s/.exec(url)?.[1]);
        const file = rendition.segments[sequence % rendition.segments.length]?.file ?? '';
        expect(segment.bytes.equals(committed(file))).toBe(true);
      }
    },
  );

  it('lists an on-demand video as long as the catalogue says, the test stream looped, ended', async () => {
    const token = await tokenFor(entryId);
    const { rows } = await server.db.query<{ duration_s: number }>(
      'SELECT duration_s FROM videos WHERE entry_id = $1',
      [entryId],
    );
    const seconds = rows[0]?.duration_s ?? 0;
    const loop = manifest.renditions.video.segments;
    const loopSeconds = loop.reduce((sum, segment) => sum + segment.duration, 0);
    expect(seconds, 'the first video lasts longer than the test stream').toBeGreaterThan(loopSeconds);

    const playlist = await get(withToken(media(`/vod/${entryId}/media.m3u8`), token));
    expect(playlist.text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.text).toMatch(/#EXT-X-ENDLIST\n$/);
    expect(playlist.text).not.toContain('#EXT-X-KEY');
    const durations = [...playlist.text.matchAll(/^#EXTINF:([\d.]+),$/gm)].map((m) => Number(m[1]));
    const total = durations.reduce((sum, duration) => sum + duration, 0);
    // Whole segments: at least the video's length, less than one segment more.
    expect(total).toBeGreaterThanOrEqual(seconds);
    expect(total - seconds).toBeLessThan(Math.max(...loop.map((segment) => segment.duration)));
    expect(durations.slice(0, loop.length)).toEqual(loop.map((segment) => segment.duration));
    // Each wrap of the loop is a discontinuity: the timestamps jump back there.
    const wraps = Math.ceil(durations.length / loop.length) - 1;
    expect(playlist.text.match(/^#EXT-X-DISCONTINUITY$/gm)?.length ?? 0).toBe(wraps);
    const lines = playlist.text.split('\n');
    expect(lines[lines.indexOf('#EXT-X-DISCONTINUITY') + 2]).toMatch(new RegExp(`^${loop.length}\\.m4s\\?`));

    // The last listed segment exists and is the committed one it stands for; the next does not.
    const last = durations.length - 1;
    const segment = await get(withToken(media(`/vod/${entryId}/${last}.m4s`), token));
    expect(segment.status).toBe(200);
    expect(segment.bytes.equals(committed(loop[last % loop.length]?.file ?? ''))).toBe(true);
    expectError(await get(withToken(media(`/vod/${entryId}/${last + 1}.m4s`), token)), 404, 'not_found');
  });

  it('gives every entry id of the videos table the same test stream', async () => {
    const { rows } = await server.db.query<{ entry_id: string }>(
      'SELECT entry_id FROM videos ORDER BY entry_id DESC LIMIT 1',
    );
    const other = rows[0]?.entry_id ?? '';
    expect(other).not.toBe(entryId);
    const segment = await get(withToken(media(`/vod/${other}/0.m4s`), await tokenFor(other)));
    expect(segment.status).toBe(200);
    expect(segment.bytes.equals(committed(manifest.renditions.video.segments[0]?.file ?? ''))).toBe(true);
  });

  it('marks the live DRM playlist with the ClearKey key line, and no other playlist', async () => {
    const video = await get(
      withToken(media('/live/pb-live-video/media.m3u8'), await tokenFor(STREAM_ASSETS.liveVideo.playbackId)),
    );
    const kid = Buffer.from(TEST_KEY_ID_HEX, 'hex').toString('base64');
    expect(tag(video.text, 'EXT-X-KEY')).toBe(
      `METHOD=SAMPLE-AES-CTR,KEYFORMAT="org.w3.clearkey",KEYFORMATVERSIONS="1",URI="data:text/plain;base64,${kid}"`,
    );
    const audio = await get(
      withToken(media('/live/pb-live-audio/media.m3u8'), await tokenFor(STREAM_ASSETS.liveAudio.playbackId)),
    );
    expect(audio.text).not.toContain('#EXT-X-KEY');
  });

  it('answers HEAD for a playlist like GET, without the body', async () => {
    const token = await tokenFor(entryId);
    const response = await fetch(withToken(media(`/vod/${entryId}/index.m3u8`), token), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
  });
});

describe('refusals: every route needs a valid token for its own id', () => {
  const files = ['index.m3u8', 'media.m3u8', 'init.mp4', '0.m4s'];

  it.each([0, 1, 2, 3])(
    'item %i: 401 without a token or with an empty one, 403 for a tampered or foreign token',
    async (n) => {
      const item = items()[n] as Item;
      const good = await tokenFor(item.id);
      const [header, payload, signature] = good.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      // The same signature over claims that now name another asset: the signature no longer matches.
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, aid: 'other' })).toString('base64url')}.${signature}`;
      const flipped = tamper(good);
      const foreign = await tokenFor(item.id === entryId ? STREAM_ASSETS.liveVideo.playbackId : entryId);
      const otherSecret = await signPlaybackToken(
        { assetId: item.id, ssoId: null, now: await serverNow() },
        Buffer.from('x'),
      );

      for (const file of files) {
        const url = media(`${item.base}/${file}`);
        const where = `${item.label} ${file}`;
        expectError(await get(url), 401, 'unauthorized');
        expectError(await get(`${url}?token=`), 401, 'unauthorized');
        expectError(await get(withToken(url, 'not-a-token')), 403, MEDIA_ERROR_CODES.tokenInvalid);
        expectError(await get(withToken(url, forged)), 403, MEDIA_ERROR_CODES.tokenInvalid);
        expectError(await get(withToken(url, flipped)), 403, MEDIA_ERROR_CODES.tokenInvalid);
        expectError(await get(withToken(url, otherSecret)), 403, MEDIA_ERROR_CODES.tokenInvalid);
        expectError(await get(withToken(url, foreign)), 403, MEDIA_ERROR_CODES.tokenWrongAsset);
        expect((await get(withToken(url, good))).status, where).toBe(200);
      }
    },
  );

  it('refuses a token once it has expired, on every route and the licence', async () => {
    const tokens = new Map<string, string>();
    for (const item of items()) tokens.set(item.id, await tokenFor(item.id));
    await advance(PLAYBACK_TOKEN_TTL_MS - 1000);
    for (const item of items()) {
      const token = tokens.get(item.id) ?? '';
      // Still valid a second before expiry; the live window has moved on, so ask for the new edge.
      expect((await get(withToken(media(`${item.base}/index.m3u8`), token))).status).toBe(200);
    }
    await advance(1000);
    for (const item of items()) {
      const token = tokens.get(item.id) ?? '';
      for (const file of files) {
        expectError(
          await get(withToken(media(`${item.base}/${file}`), token)),
          403,
          MEDIA_ERROR_CODES.tokenExpired,
        );
      }
    }
    const licence = await postJson(
      withToken(media('/licence/pb-live-video'), tokens.get('pb-live-video') ?? ''),
      { kids: [KID], type: 'temporary' },
    );
    expectError(
      { status: licence.status, text: JSON.stringify(licence.body) },
      403,
      MEDIA_ERROR_CODES.tokenExpired,
    );
  });

  it('checks the token before the id: an unknown id without a token is 401, with its own token 404', async () => {
    expectError(await get(media('/vod/no-such-entry/index.m3u8')), 401, 'unauthorized');
    expectError(
      await get(withToken(media('/vod/no-such-entry/index.m3u8'), await tokenFor('no-such-entry'))),
      404,
      'not_found',
    );
  });

  it('serves no media for idle or disabled live streams (their players show the offline image)', async () => {
    for (const asset of [
      STREAM_ASSETS.liveVideoIdle,
      STREAM_ASSETS.liveVideoDisabled,
      STREAM_ASSETS.liveAudioIdle,
      STREAM_ASSETS.liveAudioDisabled,
    ]) {
      const token = await tokenFor(asset.playbackId);
      for (const file of files) {
        const response = await get(withToken(media(`/live/${asset.playbackId}/${file}`), token));
        expectError(response, 404, 'not_found');
        expect(response.text).toContain(asset.status);
      }
    }
  });

  it('keeps each kind of path to its own kind of item', async () => {
    const live = STREAM_ASSETS.liveAudio.playbackId;
    expectError(
      await get(withToken(media(`/audio/${live}/index.m3u8`), await tokenFor(live))),
      404,
      'not_found',
    );
    const replay = STREAM_ASSETS.audioReplay.playbackId;
    expectError(
      await get(withToken(media(`/live/${replay}/index.m3u8`), await tokenFor(replay))),
      404,
      'not_found',
    );
    expectError(
      await get(withToken(media(`/live/${entryId}/index.m3u8`), await tokenFor(entryId))),
      404,
      'not_found',
    );
  });

  it('answers 404 for segments that do not exist', async () => {
    const token = await tokenFor(entryId);
    for (const name of ['01.m4s', '-1.m4s', 'x.m4s', '1.ts', '99999999999999999999.m4s']) {
      expectError(await get(withToken(media(`/vod/${entryId}/${name}`), token)), 404, 'not_found');
    }
  });

  it('sends CORS headers to the site, on media and on refusals', async () => {
    const origin = 'http://localhost:3000';
    const token = await tokenFor(entryId);
    const ok = await get(withToken(media(`/vod/${entryId}/index.m3u8`), token), { origin });
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    const refused = await get(media(`/vod/${entryId}/index.m3u8`), { origin });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
  });
});

describe('live: a sliding window that moves with the clock', () => {
  const SEGMENT_MS = 2000;
  const LOOP = manifest.renditions['video-clearkey'].segments.length;

  async function window() {
    const token = await tokenFor(STREAM_ASSETS.liveVideo.playbackId);
    const url = withToken(media('/live/pb-live-video/media.m3u8'), token);
    const { text } = await get(url);
    const sequences = [...text.matchAll(/^(\d+)\.m4s\?/gm)].map((m) => Number(m[1]));
    return { text, token, sequences, now: await serverNow() };
  }

  /** When sequence 0 starts, read from a playlist: the first segment's date less its place. */
  function timelineStart(text: string, sequences: number[]): number {
    const first = sequences[0] ?? 0;
    return Date.parse(tag(text, 'EXT-X-PROGRAM-DATE-TIME') ?? '') - first * SEGMENT_MS;
  }

  it('lists the last segments up to the edge, numbered from the clock, and moves on as it advances', async () => {
    const before = await window();
    // Numbered from a loop about an hour before the services started (a real encoder's small
    // numbers), so the window is full from the start.
    const start = timelineStart(before.text, before.sequences);
    expect(start % (LOOP * SEGMENT_MS)).toBe(0);
    expect(before.now.getTime() - start).toBeGreaterThanOrEqual(LIVE_HISTORY_SECONDS * 1000);
    expect(before.now.getTime() - start).toBeLessThan(24 * 3600 * 1000);
    // The video's segments are exactly 2 s: the edge is the last one that has finished by now.
    const edge = Math.floor((before.now.getTime() - start) / SEGMENT_MS) - 1;
    expect(before.sequences).toEqual(
      Array.from({ length: LIVE_WINDOW_SEGMENTS }, (_, i) => edge - LIVE_WINDOW_SEGMENTS + 1 + i),
    );
    expect(Number(tag(before.text, 'EXT-X-MEDIA-SEQUENCE'))).toBe(before.sequences[0]);
    expect(before.text).not.toContain('#EXT-X-ENDLIST');
    expect(before.text).not.toContain('#EXT-X-PLAYLIST-TYPE');

    await advance(SEGMENT_MS);
    const after = await window();
    expect(after.sequences).toEqual(before.sequences.map((s) => s + 1));

    await advance(SEGMENT_MS * 7);
    const later = await window();
    expect(later.sequences[0]).toBe((before.sequences[0] ?? 0) + 8);
  });

  it('dates each segment and marks each wrap of the loop as a discontinuity, counted once it scrolls out', async () => {
    for (let step = 0; step < LOOP; step++) {
      const { text, sequences } = await window();
      const first = sequences[0] ?? 0;
      const start = timelineStart(text, sequences);
      expect(Number(tag(text, 'EXT-X-DISCONTINUITY-SEQUENCE'))).toBe(Math.floor(first / LOOP));
      // The tag sits right before each segment that restarts the loop, except the first listed.
      const lines = text.split('\n');
      for (const sequence of sequences) {
        const at = lines.findIndex((line) => line.startsWith(`${sequence}.m4s?`));
        const marked = lines[at - 3] === '#EXT-X-DISCONTINUITY';
        expect(marked, `segment ${sequence}`).toBe(sequence !== first && sequence % LOOP === 0);
        expect(lines[at - 2]).toBe(
          `#EXT-X-PROGRAM-DATE-TIME:${new Date(start + sequence * SEGMENT_MS).toISOString()}`,
        );
      }
      await advance(SEGMENT_MS);
    }
  });

  it('serves past segments and the edge, but not segments still to come', async () => {
    const { sequences, token } = await window();
    const edge = sequences.at(-1) ?? 0;
    const segment = (n: number) => get(withToken(media(`/live/pb-live-video/${n}.m4s`), token));
    const atEdge = await segment(edge);
    expect(atEdge.status).toBe(200);
    expect(atEdge.bytes.equals(committed(`video-clearkey/${edge % LOOP}.m4s`))).toBe(true);
    expect((await segment(edge - 20)).status).toBe(200);
    expectError(await segment(edge + 1), 404, 'not_found');
  });

  it("names the DVR window's preview tiles by the playlist's programme time, the loop's frames in turn", async () => {
    const { text, sequences, token } = await window();
    const response = await get(withToken(media('/live/pb-live-video/storyboard.json'), token));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const checked = validate(liveStoryboardResponse, JSON.parse(response.text));
    if (!checked.ok) throw new Error(checked.problems.join('; '));
    const { tiles } = checked.value;
    // A tile per 2 s segment of the window, from the segment's EXT-X-PROGRAM-DATE-TIME to the next.
    const dates = [...text.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.*)$/gm)].map((m) => m[1]);
    expect(tiles.map((tile) => tile.from)).toEqual(dates);
    expect(tiles.map((tile) => Date.parse(tile.to) - Date.parse(tile.from))).toEqual(
      sequences.map(() => SEGMENT_MS),
    );
    // Segment n shows the frame of its place in the loop: tile n % 6, three to a row of 160 x 90.
    const sprite = `storyboard.jpg?token=${encodeURIComponent(token)}`;
    expect(tiles.map((tile) => tile.image)).toEqual(
      sequences.map(
        (n) => `${sprite}#xywh=${((n % LOOP) % 3) * 160},${Math.floor((n % LOOP) / 3) * 90},160,90`,
      ),
    );
    // The sprite, resolved against the answer as the player does, is the on-demand one: the same pictures.
    const answerUrl = withToken(media('/live/pb-live-video/storyboard.json'), token);
    const image = await get(new URL(tiles[0]?.image ?? '', answerUrl).href);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.bytes.equals(committed(manifest.renditions.video.storyboard?.file ?? 'missing'))).toBe(true);

    // The window moves on with the clock, and its tiles with it.
    await advance(SEGMENT_MS);
    const later = await get(withToken(media('/live/pb-live-video/storyboard.json'), token));
    const moved = (JSON.parse(later.text) as { tiles: typeof tiles }).tiles;
    expect(moved[0]?.from).toBe(tiles[1]?.from);
  });

  it("keeps the live previews behind the stream's own token, and has none for live audio or an idle stream", async () => {
    const path = (id: string, file: string) => media(`/live/${id}/${file}`);
    expectError(await get(path('pb-live-video', 'storyboard.json')), 401, 'unauthorized');
    expectError(await get(path('pb-live-video', 'storyboard.jpg')), 401, 'unauthorized');
    const audio = await tokenFor(STREAM_ASSETS.liveAudio.playbackId);
    expect((await get(withToken(path('pb-live-video', 'storyboard.json'), audio))).status).toBe(403);
    expectError(await get(withToken(path('pb-live-audio', 'storyboard.json'), audio)), 404, 'not_found');
    const idle = STREAM_ASSETS.liveVideoIdle.playbackId;
    expectError(await get(withToken(path(idle, 'storyboard.json'), await tokenFor(idle))), 404, 'not_found');
  });

  it('runs the live audio window on its own segment durations', async () => {
    const token = await tokenFor(STREAM_ASSETS.liveAudio.playbackId);
    const { text } = await get(withToken(media('/live/pb-live-audio/media.m3u8'), token));
    const durations = [...text.matchAll(/^#EXTINF:([\d.]+),$/gm)].map((m) => Number(m[1]));
    const sequences = [...text.matchAll(/^(\d+)\.m4s\?/gm)].map((m) => Number(m[1]));
    const segments = manifest.renditions.audio.segments;
    expect(durations).toEqual(sequences.map((s) => segments[s % segments.length]?.duration));
    // Each segment's date is the previous one's plus its duration.
    const dates = [...text.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.*)$/gm)].map((m) => Date.parse(m[1] ?? ''));
    for (let i = 1; i < dates.length; i++) {
      expect(
        Math.abs((dates[i] ?? 0) - (dates[i - 1] ?? 0) - (durations[i - 1] ?? 0) * 1000),
      ).toBeLessThanOrEqual(1);
    }
  });
});

describe('POST /media/licence/{playbackId}', () => {
  const licenceUrl = async (playbackId: string = STREAM_ASSETS.liveVideo.playbackId) =>
    withToken(media(`/licence/${playbackId}`), await tokenFor(playbackId));

  it('answers the ClearKey JSON Web Key Set for the stream key, however the CDM labels the body', async () => {
    const url = await licenceUrl();
    const body = JSON.stringify({ kids: [KID], type: 'temporary' });
    const labels: Array<Record<string, string>> = [
      {},
      { 'content-type': 'application/json' },
      { 'content-type': 'text/plain' },
    ];
    for (const headers of labels) {
      const response = await fetch(url, { method: 'POST', headers, body: new TextEncoder().encode(body) });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toContain('application/json');
      const licence: unknown = await response.json();
      expect(validate(clearKeyLicenceResponse, licence).ok).toBe(true);
      expect(licence).toEqual({ keys: [{ kty: 'oct', kid: KID, k: KEY }], type: 'temporary' });
    }
  });

  it('hands out only the keys it knows and refuses a request for none of them', async () => {
    const unknown = Buffer.alloc(16, 7).toString('base64url');
    const mixed = await postJson(await licenceUrl(), { kids: [unknown, KID], type: 'temporary' });
    expect(mixed.status).toBe(200);
    expect(mixed.body).toEqual({ keys: [{ kty: 'oct', kid: KID, k: KEY }], type: 'temporary' });
    const none = await postJson(await licenceUrl(), { kids: [unknown], type: 'temporary' });
    expectError(
      { status: none.status, text: JSON.stringify(none.body) },
      403,
      MEDIA_ERROR_CODES.unknownKeyId,
    );
  });

  it('answers 400 for a body that is not a ClearKey licence request', async () => {
    const url = await licenceUrl();
    for (const body of [
      '',
      'not json',
      '{}',
      '{"kids":[]}',
      '{"kids":"abc"}',
      `{"kids":["${KID}="]}`,
      `{"kids":["${KID}"],"type":"persistent-license"}`,
    ]) {
      const response = await fetch(url, { method: 'POST', body });
      const text = await response.text();
      expectError({ status: response.status, text }, 400, 'invalid_request');
    }
  });

  it('refuses without a token, with a tampered or foreign one, and for streams without DRM', async () => {
    const body = { kids: [KID], type: 'temporary' };
    const error = async (url: string) => {
      const response = await postJson(url, body);
      return { status: response.status, text: JSON.stringify(response.body) };
    };
    expectError(await error(media('/licence/pb-live-video')), 401, 'unauthorized');
    const tampered = withToken(media('/licence/pb-live-video'), tamper(await tokenFor('pb-live-video')));
    expectError(await error(tampered), 403, MEDIA_ERROR_CODES.tokenInvalid);
    const audioToken = await tokenFor(STREAM_ASSETS.liveAudio.playbackId);
    expectError(
      await error(withToken(media('/licence/pb-live-video'), audioToken)),
      403,
      MEDIA_ERROR_CODES.tokenWrongAsset,
    );
    expectError(await error(await licenceUrl(STREAM_ASSETS.liveAudio.playbackId)), 404, 'not_found');
    expectError(await error(await licenceUrl(STREAM_ASSETS.liveVideoIdle.playbackId)), 404, 'not_found');
  });
});
