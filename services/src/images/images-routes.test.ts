import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { IMAGE_CACHE_CONTROL } from './images-routes.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const AVIF_AND_WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function getImage(path: string, accept?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/images/${path}`, {
    headers: { ...(accept ? { accept } : {}), ...headers },
  });
  const data = Buffer.from(await response.arrayBuffer());
  const meta = response.status === 200 ? await sharp(data).metadata() : undefined;
  return { response, data, meta };
}

describe('GET /images: sizes, from the real pixels', () => {
  it('fits a 16:9 news picture inside the box with /fit-in/ (handler v2), keeping its aspect', async () => {
    const { response, meta } = await getImage('400x400/fit-in/news/lionesses-reach-the-final.jpg');
    expect(response.status).toBe(200);
    expect([meta?.width, meta?.height]).toEqual([400, 225]);
  });

  it('fits a portrait player picture by its height', async () => {
    const { meta } = await getImage('400x400/fit-in/players/ava-stone-9.jpg');
    expect([meta?.width, meta?.height]).toEqual([320, 400]);
  });

  it('covers the box exactly with {w}x{h}/{key}, cropping from the centre', async () => {
    const { meta } = await getImage('400x400/news/lionesses-reach-the-final.jpg');
    expect([meta?.width, meta?.height]).toEqual([400, 400]);
    const wide = await getImage('300x50/players/ava-stone-9.jpg');
    expect([wide.meta?.width, wide.meta?.height]).toEqual([300, 50]);
  });

  it("letterboxes to exactly the box with ',contain' (handler v1), padded in the picture's colour", async () => {
    const { data, meta } = await getImage('400x400,contain/news/lionesses-reach-the-final.jpg', 'image/webp');
    expect([meta?.width, meta?.height]).toEqual([400, 400]);
    // The bands above and below the 400x225 picture are one flat colour.
    const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...pixels.subarray((y * 400 + x) * info.channels, (y * 400 + x) * info.channels + 3),
    ];
    // WebP is lossy, so "the same colour" allows a step or two per channel.
    const near = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - (b[i] ?? 0)) <= 4);
    expect(near(at(5, 5), at(390, 80))).toBe(true);
    expect(near(at(200, 395), at(5, 5))).toBe(true);
    // The picture itself, in the middle, is not that flat colour.
    expect(near(at(200, 200), at(5, 5))).toBe(false);
  });

  it('letterboxes a transparent crest with transparency', async () => {
    const { data, meta } = await getImage('300x100,contain/crest/eastport-athletic.png');
    expect([meta?.width, meta?.height, meta?.hasAlpha]).toEqual([300, 100, true]);
    const { data: pixels } = await sharp(data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(pixels[3]).toBe(0);
  });

  it('answers the original at its natural size', async () => {
    expect((await getImage('news/lionesses-reach-the-final.jpg')).meta).toMatchObject({
      width: 1600,
      height: 900,
    });
    expect((await getImage('sponsors/harbour-bank.png')).meta).toMatchObject({ width: 800, height: 400 });
  });

  it('draws a neutral picture for a key of no known kind instead of failing', async () => {
    const { response, meta } = await getImage('200x200/fit-in/uploads/2024/some-thing.jpg');
    expect(response.status).toBe(200);
    expect([meta?.width, meta?.height]).toEqual([200, 133]);
    expect((await getImage('lonely.jpg')).meta).toMatchObject({ width: 1200, height: 800 });
  });

  it('draws the same bytes for the same address and different pictures for different keys', async () => {
    const a = await getImage('120x120/fit-in/adverts/season-tickets-mobile.jpg');
    const again = await getImage('120x120/fit-in/adverts/season-tickets-mobile.jpg');
    const b = await getImage('120x120/fit-in/adverts/new-away-kit-mobile.jpg');
    expect(again.data.equals(a.data)).toBe(true);
    expect(b.data.equals(a.data)).toBe(false);
  });
});

describe('GET /images: formats and caching', () => {
  it.each([
    [AVIF_AND_WEBP, 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/avif;q=0, image/webp', 'image/webp', 'webp'],
    ['image/png,image/*;q=0.8,*/*;q=0.5', 'image/jpeg', 'jpeg'],
    [undefined, 'image/jpeg', 'jpeg'],
  ])('answers Accept %s with %s', async (accept, type, format) => {
    const { response, meta } = await getImage('64x64/fit-in/news/a-match-report.jpg', accept);
    expect(response.headers.get('content-type')).toBe(type);
    expect(meta?.format).toBe(format);
  });

  it('keeps crests and sponsor logos transparent: PNG when no modern format is accepted', async () => {
    for (const key of ['crest/northbridge-fc.png', 'sponsors/harbour-bank.png']) {
      const png = await getImage(`100x100/fit-in/${key}`, 'image/png,*/*');
      expect(png.response.headers.get('content-type')).toBe('image/png');
      expect(png.meta?.hasAlpha).toBe(true);
      const webp = await getImage(`100x100/fit-in/${key}`, 'image/webp');
      expect(webp.meta).toMatchObject({ format: 'webp', hasAlpha: true });
    }
  });

  it('sends year-long immutable caching, Vary: Accept and an ETag that differs per format', async () => {
    const path = '80x80/fit-in/videos/extended-highlights.jpg';
    const jpeg = await getImage(path);
    const webp = await getImage(path, 'image/webp');
    expect(jpeg.response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(jpeg.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(jpeg.response.headers.get('vary')).toBe('Accept');
    expect(jpeg.response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(webp.response.headers.get('etag')).not.toBe(jpeg.response.headers.get('etag'));
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 to a stale one', async () => {
    const path = '50x50/fit-in/sponsors/kit.png';
    const etag = (await getImage(path, 'image/webp')).response.headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await getImage(path, 'image/webp', { 'if-none-match': ifNoneMatch });
      expect(again.response.status).toBe(304);
      expect(again.data.length).toBe(0);
      expect(again.response.headers.get('etag')).toBe(etag);
      expect(again.response.headers.get('vary')).toBe('Accept');
    }
    // The same tag does not fit the JPEG of the same address.
    expect((await getImage(path, undefined, { 'if-none-match': etag })).response.status).toBe(200);
    expect((await getImage(path, 'image/webp', { 'if-none-match': '"stale"' })).response.status).toBe(200);
  });

  it('renders once and answers repeats from memory', async () => {
    const path = '90x90/fit-in/promos/new-home-kit.jpg';
    expect((await getImage(path)).response.headers.get('x-cache')).toBe('MISS');
    expect((await getImage(path)).response.headers.get('x-cache')).toBe('HIT');
  });
});

describe('GET /images: refusals', () => {
  it.each([
    'abcx100/fit-in/news/a.jpg',
    '100/fit-in/news/a.jpg',
    '0x100/fit-in/news/a.jpg',
    '100x0/fit-in/news/a.jpg',
    '5000x10/fit-in/news/a.jpg',
    '10x10x10/fit-in/news/a.jpg',
    '4001x4001/news/a.jpg',
    '100x100,cover/news/a.jpg',
    'x100,contain/news/a.jpg',
    '100x100/fit-in/',
  ])('answers 400 for the address %s', async (path) => {
    const response = await fetchJson<{ errors: Array<{ code: string }> }>(`${server.url}/images/${path}`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.code).toBe('invalid_request');
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it.each([
    '10x10/fit-in/..%2Fsecret.jpg',
    '10x10/fit-in/news/..%2F..%2Fsecret.jpg',
    '..%2F..%2Fetc%2Fpasswd.jpg',
    '10x10/fit-in/news/%3Cscript%3E.jpg',
    '10x10/fit-in/news//a.jpg',
    '10x10/fit-in/%2Fetc%2Fpasswd.jpg',
  ])('refuses the key in %s with 400', async (path) => {
    const response = await fetchJson(`${server.url}/images/${path}`);
    expect(response.status).toBe(400);
  });

  it.each([
    '/images/10x10/fit-in/../../etc/passwd.jpg',
    '/images/10x10/news/../x.jpg',
    '/images/../package.json.png',
  ])('refuses the raw path %s, sent without the client tidying the dots, with 400', async (path) => {
    // fetch() resolves "..": send the path as written with node:http, as a hostile client would.
    const { port } = new URL(server.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(400);
  });

  it.each([
    '10x10/fit-in/news/a.txt',
    '10x10/fit-in/news/no-extension',
    'news/a.exe',
    '10x10,contain/news/a.svg',
  ])('answers 404 for %s, a key with an unknown extension', async (path) => {
    const response = await fetchJson<{ errors: Array<{ code: string }> }>(`${server.url}/images/${path}`);
    expect(response.status).toBe(404);
    expect(response.body.errors[0]?.code).toBe('not_found');
  });
});
