import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { describeRendering, type FloorServer, floorKey, floorUrl, startFloorServer } from './floor-pages.ts';
import type { LighthousePage, PageLook } from './lighthouse-pages.ts';

const CSS = gzipSync('main{display:block}');

/** A stand-in for the site: its stylesheet gzipped, with a long cache life; anything else a 404. */
async function startSite(): Promise<{ origin: string; seen: string[]; close: () => Promise<void> }> {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url} host=${request.headers.host}`);
    if (request.url === '/main.css') {
      response.writeHead(200, {
        'content-type': 'text/css',
        'content-encoding': 'gzip',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      response.end(CSS);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('startFloorServer', () => {
  const open: Array<{ close: () => Promise<void> }> = [];
  afterEach(async () => {
    for (const server of open.splice(0)) await server.close();
  });

  const start = async (): Promise<{ site: Awaited<ReturnType<typeof startSite>>; floors: FloorServer }> => {
    const site = await startSite();
    open.push(site);
    const floors = await startFloorServer(site.origin);
    open.unshift(floors);
    return { site, floors };
  };

  it('serves each floor at its page’s path as HTML that is never cached, mobile and desktop apart', async () => {
    const { site, floors } = await start();
    const page = { label: '/news', path: '/news' };
    floors.serve(floorUrl(floors.origin, page, 'mobile'), '<!DOCTYPE html><p>mobile</p>');
    floors.serve(floorUrl(floors.origin, page, 'desktop'), '<!DOCTYPE html><p>desktop</p>');
    expect(floorUrl(floors.origin, page, 'desktop')).toBe(`${floors.origin}/news?floor=desktop`);

    const mobile = await fetch(`${floors.origin}/news`);
    expect(mobile.status).toBe(200);
    expect(mobile.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(mobile.headers.get('cache-control')).toBe('no-cache');
    expect(await mobile.text()).toBe('<!DOCTYPE html><p>mobile</p>');
    expect(await (await fetch(`${floors.origin}/news?floor=desktop`)).text()).toBe(
      '<!DOCTYPE html><p>desktop</p>',
    );
    expect(site.seen).toEqual([]);
  });

  it('forwards every other request to the site, and its answer as the site sent it', async () => {
    const { site, floors } = await start();
    const css = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${floors.origin}/main.css`, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      },
    );
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body.equals(CSS)).toBe(true);
    expect((await fetch(`${floors.origin}/news`)).status).toBe(404);
    expect(site.seen).toEqual([
      `GET /main.css host=${new URL(site.origin).host}`,
      `GET /news host=${new URL(site.origin).host}`,
    ]);
  });

  it('refuses a floor whose address is not on its origin', async () => {
    const { floors } = await start();
    expect(() => floors.serve('http://localhost:3000/news', '<p>x</p>')).toThrow(/not on the floor server/);
  });
});

describe('describeRendering', () => {
  const home: LighthousePage = { label: '/', path: '/' };
  const news: LighthousePage = { label: '/news', path: '/news' };
  const videos: LighthousePage = { label: '/videos', path: '/videos' };
  const look = (serverRendered: boolean): PageLook => ({ title: 'Club', notFound: false, serverRendered });

  it('names the pages the server rendered, those it rendered on one visit only, and those rendered in the browser', () => {
    const visits = new Map([
      [floorKey(home, 'mobile'), look(true)],
      [floorKey(home, 'desktop'), look(true)],
      [floorKey(news, 'mobile'), look(false)],
      [floorKey(news, 'desktop'), look(true)],
      [floorKey(videos, 'mobile'), look(false)],
      [floorKey(videos, 'desktop'), look(false)],
    ]);
    expect(describeRendering([home, news, videos], visits)).toBe(
      "Rendered by the server on the floors' visits (mobile and desktop): /, /news (desktop only); in the browser: /videos.",
    );
  });

  it('says none, and leaves out a page that was never visited', () => {
    expect(describeRendering([home, news], new Map([[floorKey(home, 'mobile'), look(false)]]))).toBe(
      "Rendered by the server on the floors' visits (mobile and desktop): none; in the browser: /.",
    );
  });
});
