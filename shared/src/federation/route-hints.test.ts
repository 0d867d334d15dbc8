import { describe, expect, it } from 'vitest';
import { serviceUrl } from '../api/client.ts';
import { imageUrl } from '../api/image-url.ts';
import { $runtimeConfig } from '../config/index.ts';
import { testRuntimeConfig } from '../testing/runtime-config.ts';
import {
  matchRouteHint,
  type RouteHint,
  readJsonPointer,
  routeHintDataUrl,
  routeHintImageLink,
} from './route-hints.ts';

const hints: RouteHint[] = [
  { path: '/' },
  { path: '/news' },
  { path: '/news/:slug' },
  { path: '/match/:team/:season/:id' },
];

describe('route hints', () => {
  it('match a page by its path, its parameters decoded', () => {
    expect(matchRouteHint(hints, '/')?.hint.path).toBe('/');
    expect(matchRouteHint(hints, '/news/')?.hint.path).toBe('/news');
    expect(matchRouteHint(hints, '/news/caf%C3%A9-opens')).toEqual({
      hint: hints[2],
      params: { slug: 'café-opens' },
    });
    expect(matchRouteHint(hints, '/match/first-team/2026-27/g1')?.params).toEqual({
      team: 'first-team',
      season: '2026-27',
      id: 'g1',
    });
  });

  it('match any further segments with a last *, and at least one', () => {
    const club: RouteHint[] = [{ path: '/news/:slug' }, { path: '/news/*' }, { path: '/*' }];
    expect(matchRouteHint(club, '/news/a')?.hint.path).toBe('/news/:slug');
    expect(matchRouteHint(club, '/news/2021/05/14')?.hint.path).toBe('/news/*');
    expect(matchRouteHint(club, '/the-club/history')?.hint.path).toBe('/*');
    expect(matchRouteHint(club, '/')).toBeUndefined();
  });

  it('match nothing for other paths, more segments or a malformed escape', () => {
    expect(matchRouteHint(hints, '/teams')).toBeUndefined();
    expect(matchRouteHint(hints, '/news/a/b')).toBeUndefined();
    expect(matchRouteHint(hints, '/news/%E0%A4%A')).toBeUndefined();
  });

  it("build a call's address exactly as the site's API client does", () => {
    const config = testRuntimeConfig();
    $runtimeConfig.set(config);
    const query = { query: '', sort: 'published_date desc', size: '5', start: '0' };
    expect(routeHintDataUrl({ service: 'webApi', path: '/v1/news/search', query }, {}, config.services)).toBe(
      serviceUrl('webApi', '/v1/news/search', query),
    );
    expect(
      routeHintDataUrl({ service: 'webApi', path: '/v1/news/:slug' }, { slug: 'a b/c' }, config.services),
    ).toBe(serviceUrl('webApi', `/v1/news/${encodeURIComponent('a b/c')}`));
  });

  it('read a JSON pointer, with its escapes', () => {
    const document = { hits: { hit: [{ imageData: { key: 'news/a.jpg' } }] }, 'a/b': { '~': 1 } };
    expect(readJsonPointer(document, '/hits/hit/0/imageData/key')).toBe('news/a.jpg');
    expect(readJsonPointer(document, '/a~1b/~0')).toBe(1);
    expect(readJsonPointer(document, '/hits/hit/5/imageData/key')).toBeUndefined();
    expect(readJsonPointer(document, 'hits')).toBeUndefined();
  });

  it("name the picture as the page's <img> does: one size as href, several as a srcset", () => {
    const config = testRuntimeConfig();
    $runtimeConfig.set(config);
    const answer = { data: { imageData: { key: 'news/a.jpg' } } };
    expect(
      routeHintImageLink(
        { pointer: '/data/imageData/key', candidates: [{ width: 400, height: 400 }] },
        answer,
        config.services.images,
      ),
    ).toEqual({ href: imageUrl('news/a.jpg', 400, 400) });
    expect(
      routeHintImageLink(
        {
          pointer: '/data/imageData/key',
          candidates: [
            { width: 480, height: 270 },
            { width: 800, height: 450 },
          ],
          sizes: '100vw',
        },
        answer,
        config.services.images,
      ),
    ).toEqual({
      imagesrcset: `${imageUrl('news/a.jpg', 480, 270)} 480w, ${imageUrl('news/a.jpg', 800, 450)} 800w`,
      imagesizes: '100vw',
    });
  });

  it('name no picture when the answer has none there', () => {
    const image = { pointer: '/data/imageData/key', candidates: [{ width: 400, height: 400 }] };
    expect(routeHintImageLink(image, { data: {} }, 'http://images')).toBeUndefined();
    expect(routeHintImageLink(image, { data: { imageData: { key: 7 } } }, 'http://images')).toBeUndefined();
  });
});
