import {
  apiErrorBody,
  type NewsArticleResponse,
  newsArticleResponse,
  RELATED_NEWS_COUNT,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import {
  ARABIC_CATEGORY,
  buildNewsArticles,
  LEGACY_HOSTILE_SLUG,
  type NewsArticleSeed,
} from '../seed/news-seed.ts';

let server: RunningServer;
const seeded = buildNewsArticles();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function getArticle(slug: string) {
  const response = await fetchJson<NewsArticleResponse>(`${server.url}/web/v1/news/${slug}`);
  expect(response.status).toBe(200);
  const checked = validate(newsArticleResponse, response.body);
  expect(checked.ok ? [] : checked.problems).toEqual([]);
  return response.body;
}

/** What the related block must hold: the newest others sharing the article's first category. */
const expectedRelated = (article: NewsArticleSeed) =>
  seeded
    .filter((other) => other.slug !== article.slug && other.categories.includes(article.categories[0] ?? ''))
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, RELATED_NEWS_COUNT)
    .map((other) => other.slug);

const seededArticle = (slug: string) => {
  const article = seeded.find((a) => a.slug === slug);
  if (!article) throw new Error(`no seeded article ${slug}`);
  return article;
};

describe('GET /web/v1/news/{slug}', () => {
  it('answers the whole article with its body, date, categories, image and SEO fields', async () => {
    const seed = seededArticle('captain-signs-a-new-long-term-contract');
    const { data } = await getArticle(seed.slug);
    expect(data).toMatchObject({
      slug: seed.slug,
      title: seed.title,
      summary: seed.summary,
      bodyHtml: seed.bodyHtml,
      published_date: seed.publishedAt.toISOString(),
      categories: seed.categories,
      imageData: { key: `news/${seed.slug}.jpg` },
      language: 'en',
      direction: 'ltr',
      seo: { title: seed.title, description: seed.summary, canonicalPath: `/news/${seed.slug}` },
    });
    expect(data.bodyHtml).toMatch(/<h2>.+<\/h2>/);
  });

  it('relates four others of the same first category, newest first, never itself', async () => {
    for (const slug of [
      'captain-signs-a-new-long-term-contract',
      'annual-report-published',
      'walking-football-sessions-return',
    ]) {
      const seed = seededArticle(slug);
      const { related } = await getArticle(slug);
      expect(related).toHaveLength(RELATED_NEWS_COUNT);
      expect(related.map((hit) => hit.slug)).toEqual(expectedRelated(seed));
      expect(related.map((hit) => hit.slug)).not.toContain(slug);
      for (const hit of related) expect(hit.categories).toContain(seed.categories[0]);
      const dates = related.map((hit) => hit.published_date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('answers Arabic articles as right to left, related to other Arabic articles', async () => {
    const arabic = seeded.filter((a) => a.language === 'ar');
    expect(arabic.length).toBeGreaterThanOrEqual(5);
    const seed = arabic[0] as NewsArticleSeed;
    const { data, related } = await getArticle(seed.slug);
    expect(data.language).toBe('ar');
    expect(data.direction).toBe('rtl');
    expect(data.title).toMatch(/[\u0600-\u06ff]/);
    expect(data.categories).toEqual([ARABIC_CATEGORY]);
    expect(related).toHaveLength(RELATED_NEWS_COUNT);
    for (const hit of related) expect(hit.title).toMatch(/[\u0600-\u06ff]/);
  });

  it('passes the one hostile legacy body through untouched: sanitising is the site’s job', async () => {
    const hostile = seeded.filter((a) => /onerror=|<script|javascript:/i.test(a.bodyHtml));
    expect(hostile.map((a) => a.slug)).toEqual([LEGACY_HOSTILE_SLUG]);
    const { data } = await getArticle(LEGACY_HOSTILE_SLUG);
    expect(data.bodyHtml).toContain('onerror=');
    expect(data.bodyHtml).toContain('<script>');
    expect(data.bodyHtml).toContain('href="javascript:');
  });

  it('answers 404 not_found for an unknown slug', async () => {
    const response = await fetchJson(`${server.url}/web/v1/news/no-such-article`);
    expect(response.status).toBe(404);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect((response.body as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('not_found');
  });

  it.each(['Captain-Signs', 'bad_slug', 'two--dashes', '-leading', `${'a'.repeat(121)}`, '%20'])(
    'answers 400 invalid_request for the malformed slug %j',
    async (slug) => {
      const response = await fetchJson(`${server.url}/web/v1/news/${slug}`);
      expect(response.status).toBe(400);
      const error = (response.body as { errors: Array<{ code: string; detail: string }> }).errors[0];
      expect(error?.code).toBe('invalid_request');
      expect(error?.detail).toContain('slug:');
    },
  );

  it('keeps the search route apart from the article route', async () => {
    const response = await fetchJson(`${server.url}/web/v1/news/search`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveProperty('hits');
  });
});
