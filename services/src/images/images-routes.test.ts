import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { IMAGE_CACHE_CONTROL } from './images-routes.ts';
import { labelFromKey } from './placeholder-svg.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /images/{w}x{h}/fit-in/{key}', () => {
  it('answers an SVG of the asked size, labelled with the key, cacheable for a year', async () => {
    const response = await fetch(`${server.url}/images/400x300/fit-in/news/lionesses-reach-the-final.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="400" height="300"/);
    const label = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
    expect(label).toBe('lionesses reach the final');
  });

  it('gives the same picture for the same key and a different colour scheme across keys', async () => {
    const get = (key: string) => fetch(`${server.url}/images/100x100/fit-in/${key}`).then((r) => r.text());
    expect(await get('a.jpg')).toBe(await get('a.jpg'));
    const fills = new Set(
      await Promise.all(
        ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg'].map(async (key) => {
          return /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(await get(key))?.[1];
        }),
      ),
    );
    expect(fills.size).toBeGreaterThan(1);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = `${server.url}/images/50x50/fit-in/sponsors/kit.png`;
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('labels the picture with the words of the key file name', () => {
    expect(labelFromKey('news/some-thing_here.webp')).toBe('some thing here');
  });

  it.each(['abcx100', '100', '0x100', '100x0', '5000x10', '10x10x10'])(
    'answers 400 for the size %s',
    async (size) => {
      const response = await fetchJson<{ errors: Array<{ code: string }> }>(
        `${server.url}/images/${size}/fit-in/news/a.jpg`,
      );
      expect(response.status).toBe(400);
      expect(response.body.errors[0]?.code).toBe('invalid_request');
    },
  );

  it.each(['..%2Fsecret.jpg', 'news/%3Cscript%3E.jpg'])('answers 400 for the key %s', async (key) => {
    const response = await fetchJson(`${server.url}/images/10x10/fit-in/${key}`);
    expect(response.status).toBe(400);
  });
});
