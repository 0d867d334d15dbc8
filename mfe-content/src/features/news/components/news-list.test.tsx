import { LOAD_MORE_LABEL } from '@club/shared/site';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NEWS_LOAD_ERROR } from '../constants.ts';
import { NewsList } from './news-list.tsx';

const SEARCH = serviceAddress('webApi', '/v1/news/search');
const server = mockServices();
const hit = (n: number) => ({
  slug: `story-${n}`,
  title: `Story ${n}`,
  published_date: '2026-10-01T12:00:00Z',
  categories: ['Lionesses'],
  imageData: { key: `news/story-${n}.jpg` },
});
const page = (start: number, size: number, found: number) => ({
  hits: {
    found,
    hit: Array.from({ length: Math.max(0, Math.min(size, found - start)) }, (_, i) => hit(start + i + 1)),
  },
});

describe('NewsList', () => {
  it("loads the first card's picture at once and the others lazily, after the first paint", async () => {
    server.use(http.get(SEARCH, () => HttpResponse.json(page(0, 4, 4))));
    render(
      <MemoryRouter>
        <NewsList pageSize={4} />
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: 'Story 4' });
    const loading = Array.from(document.querySelectorAll('img'), (image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });

  it('lists the newest articles with category, date and a sized image from the image service', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(SEARCH, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json(page(0, 4, 4));
      }),
    );
    render(
      <MemoryRouter>
        <NewsList pageSize={4} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Story 1' })).toBeTruthy();
    expect(first.getByRole('link', { name: 'Story 1' }).getAttribute('href')).toBe('/news/story-1');
    expect(first.getByText('Lionesses')).toBeTruthy();
    expect(first.getByText('01 10 2026')).toBeTruthy();
    const image = (items[0] as HTMLElement).querySelector('img');
    expect(image?.getAttribute('src')).toBe('http://localhost:4000/images/400x400/fit-in/news/story-1.jpg');
    expect(image?.getAttribute('width')).toBe('400');
    expect(asked[0]?.get('sort')).toBe('published_date desc');
    expect(asked[0]?.get('size')).toBe('4');
    expect(screen.queryByRole('button', { name: LOAD_MORE_LABEL })).toBeNull();
  });

  it('loads the next page after the articles it shows when Load more is pressed', async () => {
    server.use(
      http.get(SEARCH, ({ request }) => {
        const start = Number(new URL(request.url).searchParams.get('start'));
        return HttpResponse.json(page(start, 2, 3));
      }),
    );
    render(
      <MemoryRouter>
        <NewsList pageSize={2} />
      </MemoryRouter>,
    );
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }));
    expect(await screen.findByRole('heading', { name: 'Story 3' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: LOAD_MORE_LABEL })).toBeNull();
  });

  it('says the news could not be loaded when the service fails, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(SEARCH, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ oops: true }, { status: 500 })
          : HttpResponse.json(page(0, 2, 2));
      }),
    );
    render(
      <MemoryRouter>
        <NewsList pageSize={2} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(NEWS_LOAD_ERROR)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('treats a malformed answer as a failure, not a crash', async () => {
    server.use(http.get(SEARCH, () => HttpResponse.json({ hits: { found: 'many' } })));
    render(
      <MemoryRouter>
        <NewsList pageSize={2} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(NEWS_LOAD_ERROR)).toBeTruthy();
  });
});
