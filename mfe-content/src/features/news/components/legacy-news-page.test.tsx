import { mockServices, serviceAddress } from '@club/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render-at.tsx';
import { ARCHIVE_NEXT, ARCHIVE_PAGE_SIZE, ARCHIVE_PREVIOUS, NEWS_LOAD_ERROR } from '../constants.ts';
import { newsArticle, newsHit } from '../testing.ts';

const ARCHIVE = serviceAddress('webApi', '/v1/news/archive');
const server = mockServices();

/** The archive as the news service answers it: 30 articles in May 2021, a page at a time. */
function mayListing(query: URLSearchParams) {
  const start = Number(query.get('start'));
  const size = Number(query.get('size'));
  const hit = Array.from({ length: 30 }, (_, index) => newsHit(index + 1))
    .slice(start, start + size)
    .map((item) => ({ ...item, published_date: '2021-05-14T11:30:00Z' }));
  return HttpResponse.json({
    kind: 'listing',
    period: { year: 2021, month: 5, day: null },
    hits: { found: 30, hit },
  });
}

function archiveOfMay(asked: URLSearchParams[]) {
  return http.get(ARCHIVE, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    return mayListing(query);
  });
}

describe('a legacy news address', () => {
  it('without a slug lists its period a page at a time, older and newer by link', async () => {
    const asked: URLSearchParams[] = [];
    server.use(archiveOfMay(asked));
    renderAt('/news/2021/05');
    expect(await screen.findByRole('heading', { level: 1, name: 'News from May 2021' })).toBeTruthy();
    expect(asked[0]?.get('year')).toBe('2021');
    expect(asked[0]?.get('month')).toBe('05');
    expect(asked[0]?.get('start')).toBe('0');
    expect(asked[0]?.get('size')).toBe(String(ARCHIVE_PAGE_SIZE));
    expect(screen.getAllByRole('article')).toHaveLength(ARCHIVE_PAGE_SIZE);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).queryByRole('link', { name: ARCHIVE_PREVIOUS })).toBeNull();

    await userEvent.click(within(pages).getByRole('link', { name: ARCHIVE_NEXT }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(asked.at(-1)?.get('start')).toBe(String(ARCHIVE_PAGE_SIZE));
    expect(screen.getByRole('link', { name: 'Story 13' }).getAttribute('href')).toBe('/news/story-13');

    await userEvent.click(screen.getByRole('link', { name: ARCHIVE_NEXT }));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(30 - 2 * ARCHIVE_PAGE_SIZE);
    expect(screen.queryByRole('link', { name: ARCHIVE_NEXT })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: ARCHIVE_PREVIOUS }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    // Four page loads one after another: more than the default 5 s on a loaded 2-core machine.
  }, 15_000);

  it('with a slug shows that article, asking for it within its period', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(ARCHIVE, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ kind: 'article', data: newsArticle(), related: [] });
      }),
    );
    renderAt('/news/2026/07/01/cup-final-report');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cup final report' })).toBeTruthy();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      year: '2026',
      month: '07',
      day: '01',
      slug: 'cup-final-report',
    });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/news/cup-final-report',
    );
  });

  it('is the 404 page for an article outside its period, and for a malformed period without asking', async () => {
    let calls = 0;
    server.use(
      http.get(ARCHIVE, () => {
        calls += 1;
        return HttpResponse.json({ errors: [{ code: 'not_found' }] }, { status: 404 });
      }),
    );
    const { unmount } = renderAt('/news/2022/cup-final-report');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(calls).toBe(1);
    unmount();
    renderAt('/news/2021/may/14');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('shows an error with Try again when the service fails, and the listing once it answers', async () => {
    let calls = 0;
    server.use(
      http.get(ARCHIVE, ({ request }) => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({}, { status: 503 });
        return mayListing(new URL(request.url).searchParams);
      }),
    );
    renderAt('/news/2021/05');
    expect(await screen.findByRole('heading', { level: 1, name: NEWS_LOAD_ERROR })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News from May 2021' })).toBeTruthy();
  });
});
