// The tracks beside an on-demand video's stream, over real HTTP: its caption tracks (the list a
// player offers, each track's WebVTT) and its storyboard (the seek bar's thumbnails track and its
// sprite), with the same token rules as the video's own media.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type CaptionTracksResponse,
  captionTracksResponse,
  MEDIA_ERROR_CODES,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { signPlaybackToken } from '../playback/playback-token.ts';
import { CAPTION_CUES } from './captions.ts';
import { MEDIA_DIR, type MediaManifest } from './media-manifest.ts';

const SECRET = 'captions-routes-test-secret';
let server: RunningServer;
/** An on-demand video with English captions only, and the one with Arabic ones too. */
let english: { id: string; seconds: number };
let bilingual: { id: string; seconds: number };

beforeAll(async () => {
  server = await startTestServer({ secret: SECRET });
  const find = async (where: string) => {
    const { rows } = await server.db.query<{ entry_id: string; duration_s: number }>(
      `SELECT entry_id, duration_s FROM videos WHERE media_type = 'OnDemand' AND ${where} ORDER BY entry_id LIMIT 1`,
    );
    const row = rows[0];
    if (!row) throw new Error(`no video where ${where}`);
    return { id: row.entry_id, seconds: row.duration_s };
  };
  english = await find("caption_languages = '{en}' AND duration_s > 30");
  bilingual = await find("'ar' = ANY(caption_languages)");
});
afterAll(() => server?.close());

const tokenFor = (id: string) =>
  signPlaybackToken({ assetId: id, ssoId: null, now: new Date() }, Buffer.from(SECRET, 'utf8'));
const media = (path: string) => `${server.url}/media${path}`;
const captionsList = async (id: string, token: string) =>
  fetchJson<CaptionTracksResponse>(media(`/vod/${id}/captions.json?token=${encodeURIComponent(token)}`));

describe('caption tracks of on-demand videos', () => {
  it('lists English for every video, and Arabic too for the item made with it, each with its token', async () => {
    const token = await tokenFor(english.id);
    const list = await captionsList(english.id, token);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(validate(captionTracksResponse, list.body).ok).toBe(true);
    expect(list.body.tracks).toEqual([
      {
        language: 'en',
        label: 'English',
        url: `/vod/${english.id}/captions/en.vtt?token=${encodeURIComponent(token)}`,
      },
    ]);

    const both = await captionsList(bilingual.id, await tokenFor(bilingual.id));
    expect(both.body.tracks.map((track) => [track.language, track.label])).toEqual([
      ['en', 'English'],
      ['ar', 'العربية'],
    ]);
  });

  it('serves each listed track as WebVTT cues that span the video, loop after loop', async () => {
    const list = await captionsList(bilingual.id, await tokenFor(bilingual.id));
    for (const track of list.body.tracks) {
      const response = await fetch(media(track.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      const vtt = await response.text();
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      const first = CAPTION_CUES[track.language][0]?.text ?? '';
      expect(vtt).toContain(first);
      // One line per pass of the 12 s stream at least: the video is bilingual.seconds long.
      expect(vtt.split(first).length - 1).toBeGreaterThanOrEqual(Math.floor(bilingual.seconds / 12));
      const last = [...vtt.matchAll(/--> (\d\d):(\d\d):(\d\d\.\d\d\d)/g)].at(-1);
      const end = Number(last?.[1]) * 3600 + Number(last?.[2]) * 60 + Number(last?.[3]);
      expect(end).toBeLessThanOrEqual(bilingual.seconds);
    }
  });

  it('has no track the video does not carry, and none of an unknown video', async () => {
    const token = await tokenFor(english.id);
    expect(
      (await fetch(media(`/vod/${english.id}/captions/ar.vtt?token=${encodeURIComponent(token)}`))).status,
    ).toBe(404);
    expect(
      (await fetch(media(`/vod/${english.id}/captions/en.srt?token=${encodeURIComponent(token)}`))).status,
    ).toBe(404);
    const unknown = 'no-such-video';
    expect((await captionsList(unknown, await tokenFor(unknown))).status).toBe(404);
  });

  it('asks for the playback token of that video, as its media do', async () => {
    expect((await fetchJson(media(`/vod/${english.id}/captions.json`))).status).toBe(401);
    expect((await fetch(media(`/vod/${english.id}/captions/en.vtt`))).status).toBe(401);
    const foreign = await captionsList(english.id, await tokenFor(bilingual.id));
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).toContain(MEDIA_ERROR_CODES.tokenWrongAsset);
  });
});

describe('the storyboard of on-demand videos', () => {
  const manifest = JSON.parse(readFileSync(path.join(MEDIA_DIR, 'manifest.json'), 'utf8')) as MediaManifest;
  const storyboard = manifest.renditions.video.storyboard;
  const sprite = readFileSync(path.join(MEDIA_DIR, storyboard?.file ?? 'missing'));

  it('is a thumbnails track with a cue every interval over the whole video, each a tile of the sprite', async () => {
    const token = await tokenFor(english.id);
    const response = await fetch(
      media(`/vod/${english.id}/storyboard.vtt?token=${encodeURIComponent(token)}`),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const vtt = await response.text();
    const cues = [...vtt.matchAll(/^(\S+) --> (\S+)\n(\S+)$/gm)];
    expect(cues.length).toBe(Math.ceil(english.seconds / (storyboard?.interval ?? 1)));
    expect(cues[0]?.[1]).toBe('00:00:00.000');
    // The second pass of the 12 s stream starts again at the sprite's first tile.
    const sixth = cues[6]?.[3] ?? '';
    expect(sixth).toBe(`storyboard.jpg?token=${encodeURIComponent(token)}#xywh=0,0,160,90`);
    expect(cues[4]?.[3]).toContain('#xywh=160,90,160,90');

    // The cue's image, resolved against the track as a player does, is the sprite.
    const image = await fetch(new URL(sixth, response.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer()).equals(sprite)).toBe(true);
  });

  it('asks for the playback token of that video, for the track and for the sprite', async () => {
    expect((await fetch(media(`/vod/${english.id}/storyboard.vtt`))).status).toBe(401);
    expect((await fetch(media(`/vod/${english.id}/storyboard.jpg`))).status).toBe(401);
    const foreign = encodeURIComponent(await tokenFor(bilingual.id));
    expect((await fetch(media(`/vod/${english.id}/storyboard.jpg?token=${foreign}`))).status).toBe(403);
    const unknown = 'no-such-video';
    const own = encodeURIComponent(await tokenFor(unknown));
    expect((await fetch(media(`/vod/${unknown}/storyboard.vtt?token=${own}`))).status).toBe(404);
  });
});
