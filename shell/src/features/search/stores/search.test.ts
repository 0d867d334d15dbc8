import { mockServices, serviceAddress } from '@club/shared/testing';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $searchResults,
  changeSearchFilter,
  changeSearchSort,
  goToSearchPage,
  nextSearchPage,
  previousSearchPage,
  resetSearch,
  setSearchTerm,
  submitSearch,
} from './search.ts';

const SEARCH = serviceAddress('webApi', '/v1/news/search');
const server = mockServices();

const hit = (n: number) => ({
  slug: `story-${n}`,
  title: `Story ${n}`,
  published_date: '2026-10-01T12:00:00Z',
  categories: ['News'],
  imageData: { key: `news/story-${n}.jpg` },
});

/** A news service with `found` results that records every query it was asked. */
function newsWith(found: number) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(SEARCH, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(params);
      const start = Number(params.start);
      const size = Number(params.size);
      const count = Math.max(0, Math.min(size, found - start));
      return HttpResponse.json({
        hits: { found, hit: Array.from({ length: count }, (_, i) => hit(start + i + 1)) },
      });
    }),
  );
  return asked;
}

const complete = () => vi.waitFor(() => expect($searchResults.get().status).toBe('complete'));

beforeEach(() => {
  resetSearch();
});
afterEach(() => {
  resetSearch();
});

describe('the search store (spec 000 §4 "Search")', () => {
  it('starts idle, loads when a term is submitted and completes with the results', async () => {
    const asked = newsWith(54);
    expect($searchResults.get().status).toBe('idle');
    setSearchTerm('the');
    expect(asked).toEqual([]);
    submitSearch();
    expect($searchResults.get().status).toBe('loading');
    await complete();
    expect($searchResults.get()).toMatchObject({ found: 54, page: 1 });
    expect($searchResults.get().hits).toHaveLength(8);
    expect(asked).toEqual([{ query: 'the', size: '8', start: '0', sort: 'published_date desc' }]);
  });

  it('runs an empty term too: no minimum length, no validation (spec 000 §5)', async () => {
    const asked = newsWith(64);
    submitSearch();
    await complete();
    expect(asked[0]?.query).toBe('');
    expect($searchResults.get().found).toBe(64);
  });

  it('a new search resets to the first page', async () => {
    const asked = newsWith(54);
    setSearchTerm('the');
    submitSearch();
    await complete();
    goToSearchPage(3);
    await complete();
    expect($searchResults.get().page).toBe(3);
    setSearchTerm('season');
    submitSearch();
    await complete();
    expect(asked.map((query) => [query.query, query.start])).toEqual([
      ['the', '0'],
      ['the', '16'],
      ['season', '0'],
    ]);
    expect($searchResults.get().page).toBe(1);
  });

  it('re-runs from the first page with the term in escaped quotes when Exact Matches is chosen', async () => {
    const asked = newsWith(54);
    setSearchTerm('the season');
    submitSearch();
    await complete();
    goToSearchPage(2);
    await complete();
    changeSearchFilter('exact');
    await complete();
    expect(asked.at(-1)).toEqual({
      query: '\\"the season\\"',
      size: '8',
      start: '0',
      sort: 'published_date desc',
    });
  });

  it('re-runs with _score desc when Relevance is chosen', async () => {
    const asked = newsWith(10);
    setSearchTerm('cup');
    submitSearch();
    await complete();
    changeSearchSort('relevance');
    await complete();
    expect(asked.at(-1)).toMatchObject({ query: 'cup', start: '0', sort: '_score desc' });
  });

  it('changing the filter or the sort without a term runs nothing', () => {
    const asked = newsWith(10);
    changeSearchFilter('exact');
    changeSearchSort('relevance');
    expect(asked).toEqual([]);
    expect($searchResults.get().status).toBe('idle');
  });

  it('moves between pages and clamps moves to the first and last page', async () => {
    const asked = newsWith(54); // 7 pages
    setSearchTerm('the');
    submitSearch();
    await complete();

    previousSearchPage(); // already on the first page
    goToSearchPage(0);
    expect(asked).toHaveLength(1);
    expect($searchResults.get().status).toBe('complete');

    nextSearchPage();
    await complete();
    expect($searchResults.get().page).toBe(2);

    goToSearchPage(99);
    await complete();
    expect($searchResults.get().page).toBe(7);
    expect($searchResults.get().hits).toHaveLength(6);

    nextSearchPage(); // already on the last page
    expect(asked.map((query) => query.start)).toEqual(['0', '8', '48']);
  });

  it('keeps the shown page while the next page of the same search loads', async () => {
    newsWith(54);
    setSearchTerm('the');
    submitSearch();
    await complete();
    nextSearchPage();
    expect($searchResults.get()).toMatchObject({ status: 'loading', page: 1, found: 54 });
    expect($searchResults.get().hits).toHaveLength(8);
    await complete();
  });

  it('treats a failed search as complete with no results, and logs it (spec 000 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(SEARCH, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    setSearchTerm('the');
    submitSearch();
    await complete();
    expect($searchResults.get()).toMatchObject({ status: 'complete', found: 0, hits: [] });
    expect(log).toHaveBeenCalledWith('[search] the news search failed', expect.anything());
  });

  it('treats a malformed answer as a failure too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(SEARCH, () => HttpResponse.json({ hits: { hit: 'nope' } })));
    submitSearch();
    await complete();
    expect($searchResults.get()).toMatchObject({ status: 'complete', found: 0 });
  });

  it('never lets a slow earlier answer replace a newer one', async () => {
    server.use(
      http.get(SEARCH, async ({ request }) => {
        const query = new URL(request.url).searchParams.get('query');
        if (query === 'slow') await delay(100);
        return HttpResponse.json({ hits: { found: 1, hit: [hit(query === 'slow' ? 1 : 2)] } });
      }),
    );
    setSearchTerm('slow');
    submitSearch();
    setSearchTerm('fast');
    submitSearch();
    await complete();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect($searchResults.get().hits.map((h) => h.title)).toEqual(['Story 2']);
    expect($searchResults.get().criteria?.term).toBe('fast');
  });
});
