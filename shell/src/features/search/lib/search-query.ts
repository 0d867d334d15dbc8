import {
  NEWS_SEARCH_PAGE_SIZE,
  NEWS_SORT_DATE,
  NEWS_SORT_RELEVANCE,
  type NewsSearchQuery,
} from '@club/shared/contracts';
import type { SearchFilter, SearchSort } from '../constants.ts';

/** What one search asks for: the term as typed, the two dropdowns and a page (1-based). */
export interface SearchCriteria {
  term: string;
  filter: SearchFilter;
  sort: SearchSort;
  page: number;
}

/** The query of GET {webApi}/v1/news/search (spec 000 §7), all of it but a category. */
export type NewsSearchParams = Omit<NewsSearchQuery, 'category'>;

const SORT_ORDERS: Record<SearchSort, NewsSearchQuery['sort']> = {
  date: NEWS_SORT_DATE,
  relevance: NEWS_SORT_RELEVANCE,
};

/** Spec 000 §5: Exact Matches wraps the term in escaped quotes (`\"term\"`). */
export function exactMatchQuery(term: string): string {
  return `\\"${term}\\"`;
}

/**
 * The call's query for a search: size 8, start from the page, 'published_date desc' for Date Added
 * or '_score desc' for Relevance. The term is sent as typed: no minimum length, an empty term is
 * not validated (spec 000 §5).
 */
export function newsSearchParams(criteria: SearchCriteria): NewsSearchParams {
  return {
    query: criteria.filter === 'exact' ? exactMatchQuery(criteria.term) : criteria.term,
    size: NEWS_SEARCH_PAGE_SIZE,
    start: (criteria.page - 1) * NEWS_SEARCH_PAGE_SIZE,
    sort: SORT_ORDERS[criteria.sort],
  };
}
