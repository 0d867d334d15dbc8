import { apiErrorBody, type NewsSearchResponse, newsSearchResponse, validate } from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { ARABIC_CATEGORY, buildNewsArticles } from '../seed/news-seed.ts';

let server: RunningServer;
const seeded = buildNewsArticles();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function search(params: Record<string, string>) {
  const response = await fetchJson<NewsSearchResponse>(
    `${server.url}/web/v1/news/search?${new URLSearchParams(params)}`,
  );
  expect(response.status).toBe(200);
  expect(validate(newsSearchResponse, response.body).ok).toBe(true);
  return response.body.hits;
}

const text = (hit: { title: string; summary?: string | undefined }) => `${hit.title} ${hit.summary ?? ''}`;

describe('GET /web/v1/news/search', () => {
  it('lists every article newest first with the default page size of 8 when the query is empty', async () => {
    const hits = await search({});
    expect(hits.found).toBe(seeded.length);
    expect(hits.hit).toHaveLength(8);
    const dates = hits.hit.map((hit) => hit.published_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = [...seeded].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())[0];
    expect(hits.hit[0]?.slug).toBe(newest?.slug);
  });

  it('pages with start and size without repeating or skipping articles', async () => {
    const first = await search({ size: '5', start: '0' });
    const second = await search({ size: '5', start: '5' });
    const both = await search({ size: '10', start: '0' });
    expect(first.found).toBe(seeded.length);
    expect([...first.hit, ...second.hit].map((h) => h.slug)).toEqual(both.hit.map((h) => h.slug));
    const past = await search({ start: String(seeded.length) });
    expect(past.hit).toEqual([]);
    expect(past.found).toBe(seeded.length);
  });

  it('matches every word case-insensitively in title or summary and counts all matches in found', async () => {
    const hits = await search({ query: 'LIONESSES', size: '50' });
    const expected = seeded.filter((a) => /lionesses/i.test(text(a)));
    expect(hits.found).toBe(expected.length);
    expect(hits.hit.map((h) => h.slug).sort()).toEqual(expected.map((a) => a.slug).sort());

    const twoWords = await search({ query: 'cup final', size: '50' });
    for (const hit of twoWords.hit) expect(text(hit)).toMatch(/cup/i);
    for (const hit of twoWords.hit) expect(text(hit)).toMatch(/final/i);
  });

  it('treats a quoted query as an exact phrase, narrower than the same words unquoted', async () => {
    const loose = await search({ query: 'cup final', size: '50' });
    const exact = await search({ query: '"cup final"', size: '50' });
    expect(exact.found).toBeGreaterThanOrEqual(3);
    expect(exact.found).toBeLessThan(loose.found);
    for (const hit of exact.hit) expect(text(hit)).toMatch(/\bcup final\b/i);
    // Both words, but apart: found by the words, not by the phrase.
    const apart = 'final-preparations-under-way-before-the-cup-tie-at-riverside';
    expect(loose.hit.map((h) => h.slug)).toContain(apart);
    expect(exact.hit.map((h) => h.slug)).not.toContain(apart);
    // Escaped quotes, as the spec's Exact Matches sends them, mean the same.
    const escaped = await search({ query: '\\"cup final\\"', size: '50' });
    expect(escaped.found).toBe(exact.found);
  });

  it('matches a quoted phrase with punctuation literally and only as whole words', async () => {
    const mens = await search({ query: `"men's team"`, size: '50' });
    expect(mens.found).toBeGreaterThan(0);
    for (const hit of mens.hit) expect(text(hit).toLowerCase()).toContain("men's team");
    // "lioness" is inside "Lionesses" but is not a word of its own.
    expect((await search({ query: '"lioness"' })).found).toBe(0);
    expect((await search({ query: 'lioness' })).found).toBeGreaterThan(0);
  });

  it('orders by relevance with _score desc, title matches before summary-only matches', async () => {
    const hits = await search({ query: 'academy', sort: '_score desc', size: '50' });
    const inTitle = hits.hit.map((h) => /academy/i.test(h.title));
    expect(inTitle.length).toBeGreaterThan(1);
    // Once a summary-only match appears, no title match follows it.
    expect(inTitle.indexOf(false) === -1 || !inTitle.slice(inTitle.indexOf(false)).includes(true)).toBe(true);
    expect(inTitle).toContain(false);
    const byDate = await search({ query: 'academy', sort: 'published_date desc', size: '50' });
    expect(byDate.found).toBe(hits.found);
    expect(byDate.hit.map((h) => h.slug)).not.toEqual(hits.hit.map((h) => h.slug));
  });

  it('filters by category, by name or by slug, including the Arabic items', async () => {
    const arabic = await search({ category: 'arabic', size: '50' });
    expect(arabic.found).toBe(seeded.filter((a) => a.categories.includes(ARABIC_CATEGORY)).length);
    expect(arabic.found).toBeGreaterThanOrEqual(5);
    for (const hit of arabic.hit) expect(hit.title).toMatch(/[\u0600-\u06ff]/);

    const byName = await search({ category: "Men's Team", size: '50' });
    const bySlug = await search({ category: 'mens-team', size: '50' });
    expect(byName.found).toBe(seeded.filter((a) => a.categories.includes("Men's Team")).length);
    expect(bySlug.hit.map((h) => h.slug)).toEqual(byName.hit.map((h) => h.slug));

    const both = await search({ category: 'Lionesses', query: 'captain', size: '50' });
    for (const hit of both.hit) {
      expect(hit.categories).toContain('Lionesses');
      expect(text(hit)).toMatch(/captain/i);
    }
    expect(both.found).toBeGreaterThan(0);
  });

  it('takes search words literally, so % and _ do not act as wildcards', async () => {
    expect((await search({ query: '%' })).found).toBe(0);
    expect((await search({ query: '_' })).found).toBe(0);
  });

  it.each([
    ['size=abc', 'size'],
    ['size=0', 'size'],
    ['size=51', 'size'],
    ['start=-1', 'start'],
    ['sort=bogus', 'sort'],
  ])('answers 400 invalid_request for %s', async (query, field) => {
    const response = await fetchJson(`${server.url}/web/v1/news/search?${query}`);
    expect(response.status).toBe(400);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    const error = (response.body as { errors: Array<{ code: string; detail: string }> }).errors[0];
    expect(error?.code).toBe('invalid_request');
    expect(error?.detail).toContain(`${field}:`);
  });
});
