import { matchRouteHint, routeHintDataUrl, routeHintImageLink } from '@club/shared/route-hints';
import { mockServices, serviceAddress, testRuntimeConfig } from '@club/shared/testing';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { newsArticle, newsHit } from '../features/news/testing.ts';
import { renderAt } from '../testing/render-at.tsx';
import { ROUTE_HINTS } from './route-hints.ts';

const search = { hits: { found: 20, start: 0, hit: [1, 2, 3, 4, 5, 6].map((n) => newsHit(n)) } };
const article = { data: newsArticle(), related: [1, 2, 3, 4].map((n) => newsHit(n)) };

const server = mockServices(
  http.get(serviceAddress('webApi', '/v1/news/search'), () => HttpResponse.json(search)),
  http.get(serviceAddress('webApi', '/v1/news/:slug'), () => HttpResponse.json(article)),
  // Home's pieces and adverts, and the article's extras: answered empty, they are not under test.
  http.get(/.*/, () => HttpResponse.json({}, { status: 404 })),
);

const requested: string[] = [];
server.events.on('request:start', ({ request }) => {
  requested.push(request.url);
});
afterEach(() => {
  requested.length = 0;
});

/** The page's largest picture as the page draws it: one `src`, or its `srcset` and `sizes`. */
function drawn(image: HTMLImageElement) {
  const srcset = image.getAttribute('srcset');
  return srcset
    ? { imagesrcset: srcset, imagesizes: image.getAttribute('sizes') ?? undefined }
    : { href: image.getAttribute('src') ?? undefined };
}

// Each hint is held against the page it names: the early hints are only worth anything if the page
// then asks for exactly the same addresses, to the character.
describe("mfe-content's route hints", () => {
  const { services } = testRuntimeConfig();

  it.each([
    ['/', () => screen.findByRole('heading', { name: 'Story 1' }), search],
    ['/news', () => screen.findByRole('heading', { level: 1, name: 'Latest News' }), search],
    [
      '/news/cup-final-report',
      () => screen.findByRole('heading', { level: 1, name: 'Cup final report' }),
      article,
    ],
  ])('%s: the page makes the hinted call first and draws the hinted picture', async (path, shown, answer) => {
    const matched = matchRouteHint(ROUTE_HINTS, path);
    if (!matched) throw new Error(`no hint for ${path}`);
    renderAt(path);
    await shown();
    const hintedCalls = (matched.hint.data ?? []).map((call) =>
      routeHintDataUrl(call, matched.params, services),
    );
    expect(hintedCalls.length).toBeGreaterThan(0);
    expect(requested.slice(0, hintedCalls.length)).toEqual(hintedCalls);

    if (!matched.hint.image) throw new Error(`${path} hints no picture`);
    const hinted = routeHintImageLink(matched.hint.image, answer, services.images);
    const image = await screen
      .findAllByRole('presentation')
      .then((images) =>
        images.find((candidate): candidate is HTMLImageElement => candidate instanceof HTMLImageElement),
      );
    if (!image) throw new Error(`${path} draws no picture`);
    expect(hinted).toEqual(drawn(image));
  });

  it('hints only the chunk of the other pages, whose first calls it does not declare', () => {
    for (const [path, chunk] of [
      ['/the-club/history', 'club-page'],
      ['/category', 'category-list'],
      ['/category/mens-team', 'category-page'],
      ['/news/2021/05/14', 'news-path'],
    ] as const)
      expect(matchRouteHint(ROUTE_HINTS, path)?.hint).toEqual({ path: expect.any(String), chunks: [chunk] });
  });
});
