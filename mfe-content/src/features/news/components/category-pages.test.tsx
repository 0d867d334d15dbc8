import { LOAD_MORE_LABEL } from '@club/shared/site';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render-at.tsx';
import { CATEGORIES_HEADING, CATEGORIES_LOAD_ERROR } from '../constants.ts';
import { newsHit } from '../testing.ts';

const CATEGORIES = serviceAddress('webApi', '/v1/categories');
const CATEGORY = serviceAddress('webApi', '/v1/categories/:slug');
const SEARCH = serviceAddress('webApi', '/v1/news/search');
const server = mockServices();

const lionesses = {
  name: 'Lionesses',
  slug: 'lionesses',
  nativeName: 'Lionesses',
  count: 1,
  language: 'en',
  direction: 'ltr',
};
const arabic = {
  name: 'Arabic',
  slug: 'arabic',
  nativeName: 'العربية',
  count: 10,
  language: 'ar',
  direction: 'rtl',
};

describe('the category pages', () => {
  it('list every category with its count, linking to its page; the Arabic name in Arabic', async () => {
    server.use(http.get(CATEGORIES, () => HttpResponse.json({ data: [lionesses, arabic] })));
    renderAt('/category');
    expect(await screen.findByRole('heading', { level: 1, name: CATEGORIES_HEADING })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Lionesses/ });
    expect(link.getAttribute('href')).toBe('/category/lionesses');
    expect(within(link).getByText('1 article')).toBeTruthy();
    const arabicName = screen.getByText('العربية');
    expect(arabicName.getAttribute('lang')).toBe('ar');
    expect(arabicName.closest('a')?.getAttribute('href')).toBe('/category/arabic');
    expect(screen.getByText('10 articles')).toBeTruthy();
  });

  it('show a failure of the list with Try again', async () => {
    server.use(http.get(CATEGORIES, () => HttpResponse.json({}, { status: 502 })));
    renderAt('/category');
    expect(await screen.findByText(CATEGORIES_LOAD_ERROR)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("show one category's articles right to left in Arabic, asking the search for that category, with Load more", async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get(CATEGORY, () => HttpResponse.json({ data: arabic })),
      http.get(SEARCH, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.get('category'));
        const start = Number(params.get('start'));
        const hits =
          start === 0
            ? Array.from({ length: 12 }, (_, i) => newsHit(i + 1, { language: 'ar' }))
            : [newsHit(13)];
        return HttpResponse.json({ hits: { found: 13, hit: hits } });
      }),
    );
    renderAt('/category/arabic');
    const heading = await screen.findByRole('heading', { level: 1, name: 'العربية' });
    const section = heading.closest('section') as HTMLElement;
    expect(section.getAttribute('lang')).toBe('ar');
    expect(section.getAttribute('dir')).toBe('rtl');
    expect(await within(section).findAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }));
    expect(await screen.findByRole('link', { name: 'Story 13' })).toBeTruthy();
    expect(asked).toEqual(['arabic', 'arabic']);
  });

  it('show the 404 page for an unknown category', async () => {
    server.use(http.get(CATEGORY, () => HttpResponse.json({ errors: [] }, { status: 404 })));
    renderAt('/category/no-such-category');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});
