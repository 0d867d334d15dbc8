import {
  NEWS_SEARCH_PAGE_SIZE,
  type NewsArchiveResponse,
  newsArchiveResponse,
  validate,
} from '@club/shared/contracts';
import { TIMEZONE } from '@club/shared/site';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { buildNewsArticles, LEGACY_HOSTILE_SLUG } from '../seed/news-seed.ts';

let server: RunningServer;
const seeded = buildNewsArticles();
const london = (date: Date) => DateTime.fromJSDate(date, { zone: TIMEZONE });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function archive(params: Record<string, string>, status = 200) {
  const response = await fetchJson<NewsArchiveResponse>(
    `${server.url}/web/v1/news/archive?${new URLSearchParams(params)}`,
  );
  expect(response.status).toBe(status);
  if (status === 200) {
    const checked = validate(newsArchiveResponse, response.body);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
  }
  return response.body;
}

const inLondon = (pick: { year: number; month?: number; day?: number }) =>
  seeded
    .filter((a) => {
      const d = london(a.publishedAt);
      return (
        d.year === pick.year && (!pick.month || d.month === pick.month) && (!pick.day || d.day === pick.day)
      );
    })
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());

describe('GET /web/v1/news/archive (legacy /news/{year}/{month?}/{day?}/{slug?})', () => {
  it('lists a year, newest first, paged like the search', async () => {
    const expected = inLondon({ year: 2026 });
    const body = await archive({ year: '2026' });
    if (body.kind !== 'listing') throw new Error('expected a listing');
    expect(body.period).toEqual({ year: 2026, month: null, day: null });
    expect(body.hits.found).toBe(expected.length);
    expect(body.hits.hit.map((h) => h.slug)).toEqual(
      expected.slice(0, NEWS_SEARCH_PAGE_SIZE).map((a) => a.slug),
    );
    const next = await archive({ year: '2026', size: '5', start: '5' });
    if (next.kind !== 'listing') throw new Error('expected a listing');
    expect(next.hits.hit.map((h) => h.slug)).toEqual(expected.slice(5, 10).map((a) => a.slug));
  });

  it('lists a month and a day, with zero-padded numbers as legacy addresses write them', async () => {
    const sample = seeded[3];
    if (!sample) throw new Error('seed too small');
    const d = london(sample.publishedAt);
    const month = await archive({ year: String(d.year), month: String(d.month).padStart(2, '0') });
    if (month.kind !== 'listing') throw new Error('expected a listing');
    expect(month.hits.found).toBe(inLondon({ year: d.year, month: d.month }).length);
    const day = await archive({
      year: String(d.year),
      month: String(d.month),
      day: String(d.day).padStart(2, '0'),
    });
    if (day.kind !== 'listing') throw new Error('expected a listing');
    expect(day.period).toEqual({ year: d.year, month: d.month, day: d.day });
    expect(day.hits.hit.map((h) => h.slug)).toContain(sample.slug);
    expect(day.hits.found).toBe(inLondon({ year: d.year, month: d.month, day: d.day }).length);
  });

  it('answers an empty listing for a period with no articles', async () => {
    const body = await archive({ year: '2010' });
    expect(body).toEqual({
      kind: 'listing',
      period: { year: 2010, month: null, day: null },
      hits: { found: 0, hit: [] },
    });
  });

  it('finds a legacy article by its full date and slug, with its related block', async () => {
    const body = await archive({ year: '2021', month: '05', day: '14', slug: LEGACY_HOSTILE_SLUG });
    if (body.kind !== 'article') throw new Error('expected an article');
    expect(body.data.slug).toBe(LEGACY_HOSTILE_SLUG);
    expect(body.data.seo.canonicalPath).toBe(`/news/${LEGACY_HOSTILE_SLUG}`);
    expect(body.related.length).toBe(4);
    // The shorter legacy forms find it too.
    expect((await archive({ year: '2021', slug: LEGACY_HOSTILE_SLUG })).kind).toBe('article');
    expect((await archive({ year: '2021', month: '5', slug: LEGACY_HOSTILE_SLUG })).kind).toBe('article');
  });

  it('dates by London time: 23:15 UTC on 30 June 2024 is 1 July in London', async () => {
    const late = seeded.find((a) => a.publishedAt.toISOString() === '2024-06-30T23:15:00.000Z');
    if (!late) throw new Error('seed lost its late-evening legacy article');
    expect((await archive({ year: '2024', month: '7', day: '1', slug: late.slug })).kind).toBe('article');
    await archive({ year: '2024', month: '6', day: '30', slug: late.slug }, 404);
  });

  it('answers 404 for a slug not published in the period, or not at all', async () => {
    const body = await archive({ year: '2022', slug: LEGACY_HOSTILE_SLUG }, 404);
    expect((body as unknown as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('not_found');
    await archive({ year: '2021', slug: 'no-such-article' }, 404);
  });

  it.each([
    [{}, 'year:'],
    [{ year: 'abc' }, 'year:'],
    [{ year: '26' }, 'year:'],
    [{ year: '2026', month: '13' }, 'month:'],
    [{ year: '2026', month: '0' }, 'month:'],
    [{ year: '2026', day: '3' }, 'day: needs a month'],
    [{ year: '2025', month: '2', day: '29' }, 'day: is not a day of that month'],
    [{ year: '2026', month: '4', day: '31' }, 'day: is not a day of that month'],
    [{ year: '2026', slug: 'Not A Slug' }, 'slug:'],
    [{ year: '2026', size: '0' }, 'size:'],
  ])('answers 400 invalid_request for %j', async (params, detail) => {
    const body = (await archive(params as Record<string, string>, 400)) as unknown as {
      errors: Array<{ code: string; detail: string }>;
    };
    expect(body.errors[0]?.code).toBe('invalid_request');
    expect(body.errors[0]?.detail).toContain(detail);
  });
});
