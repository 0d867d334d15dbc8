import {
  apiErrorBody,
  type NewsCategoriesResponse,
  type NewsCategoryResponse,
  newsCategoriesResponse,
  newsCategoryResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { ARABIC_CATEGORY, buildNewsArticles, NEWS_CATEGORIES } from '../seed/news-seed.ts';

let server: RunningServer;
const seeded = buildNewsArticles();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /web/v1/categories', () => {
  it('lists every category with its slug, language, direction and article count', async () => {
    const response = await fetchJson<NewsCategoriesResponse>(`${server.url}/web/v1/categories`);
    expect(response.status).toBe(200);
    expect(validate(newsCategoriesResponse, response.body).ok).toBe(true);
    const { data } = response.body;
    expect(data.map((c) => c.name)).toEqual([...NEWS_CATEGORIES, ARABIC_CATEGORY]);
    expect(data.map((c) => c.slug)).toEqual([
      'mens-team',
      'lionesses',
      'academy',
      'club',
      'community',
      'arabic',
    ]);
    for (const category of data) {
      expect(category.count).toBe(seeded.filter((a) => a.categories.includes(category.name)).length);
      expect(category.count).toBeGreaterThanOrEqual(5);
    }
    expect(data.find((c) => c.slug === 'arabic')).toMatchObject({
      language: 'ar',
      direction: 'rtl',
      nativeName: 'العربية',
    });
    expect(data.find((c) => c.slug === 'mens-team')).toMatchObject({ language: 'en', direction: 'ltr' });
  });

  it('agrees with the search: a category slug filters to exactly its count', async () => {
    const { body } = await fetchJson<NewsCategoriesResponse>(`${server.url}/web/v1/categories`);
    for (const category of body.data) {
      const search = await fetchJson<{ hits: { found: number } }>(
        `${server.url}/web/v1/news/search?category=${category.slug}`,
      );
      expect(search.body.hits.found).toBe(category.count);
    }
  });

  it('answers one category by slug, 404 for an unknown one and 400 for a malformed one', async () => {
    const arabic = await fetchJson<NewsCategoryResponse>(`${server.url}/web/v1/categories/arabic`);
    expect(arabic.status).toBe(200);
    expect(validate(newsCategoryResponse, arabic.body).ok).toBe(true);
    expect(arabic.body.data).toMatchObject({ name: ARABIC_CATEGORY, slug: 'arabic', direction: 'rtl' });

    const unknown = await fetchJson(`${server.url}/web/v1/categories/transfers`);
    expect(unknown.status).toBe(404);
    expect(validate(apiErrorBody, unknown.body).ok).toBe(true);

    const malformed = await fetchJson(`${server.url}/web/v1/categories/Men's%20Team`);
    expect(malformed.status).toBe(400);
    expect((malformed.body as { errors: Array<{ detail: string }> }).errors[0]?.detail).toContain('slug:');
  });
});
