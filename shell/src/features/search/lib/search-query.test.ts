import { describe, expect, it } from 'vitest';
import { exactMatchQuery, newsSearchParams } from './search-query.ts';

describe('newsSearchParams (spec 000 §5, §7)', () => {
  it('asks for 8 results from the start, newest first, with the term as typed', () => {
    expect(newsSearchParams({ term: 'lionesses', filter: 'all', sort: 'date', page: 1 })).toEqual({
      query: 'lionesses',
      size: 8,
      start: 0,
      sort: 'published_date desc',
    });
  });

  it('sorts by relevance with _score desc', () => {
    expect(newsSearchParams({ term: 'cup', filter: 'all', sort: 'relevance', page: 1 }).sort).toBe(
      '_score desc',
    );
  });

  it.each([
    [1, 0],
    [2, 8],
    [7, 48],
  ])('page %i starts at result %i', (page, start) => {
    expect(newsSearchParams({ term: 'the', filter: 'all', sort: 'date', page }).start).toBe(start);
  });

  it('wraps the term in escaped quotes for Exact Matches', () => {
    expect(exactMatchQuery('the season')).toBe('\\"the season\\"');
    expect(newsSearchParams({ term: 'the season', filter: 'exact', sort: 'date', page: 1 }).query).toBe(
      '\\"the season\\"',
    );
  });

  it('sends an empty term and a one-letter term as they are (no minimum length, no validation)', () => {
    expect(newsSearchParams({ term: '', filter: 'all', sort: 'date', page: 1 }).query).toBe('');
    expect(newsSearchParams({ term: 'a', filter: 'all', sort: 'date', page: 1 }).query).toBe('a');
  });
});
