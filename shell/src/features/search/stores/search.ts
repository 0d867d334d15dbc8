import { searchNews } from '@club/shared/calls';
import { NEWS_SEARCH_PAGE_SIZE, type NewsSearchHit } from '@club/shared/contracts';
import { atom, map } from 'nanostores';
import type { SearchFilter, SearchSort } from '../constants.ts';
import { clampPage, pageCount } from '../lib/pagination.ts';
import { newsSearchParams, type SearchCriteria } from '../lib/search-query.ts';

/** The search form as the visitor sets it: the text field and the two dropdowns. */
export interface SearchForm {
  term: string;
  filter: SearchFilter;
  sort: SearchSort;
}

/**
 * Spec 000 §4 "Search" states: idle (no search yet), loading, complete (with results or none).
 * `criteria` is the latest search asked for; `hits`, `found` and `page` are what is on screen, kept
 * while another page of the same search loads so the list and footer do not jump.
 */
export interface SearchResults {
  status: 'idle' | 'loading' | 'complete';
  criteria: SearchCriteria | null;
  hits: readonly NewsSearchHit[];
  found: number;
  page: number;
}

const initialForm = (): SearchForm => ({ term: '', filter: 'all', sort: 'date' });
const idleResults = (): SearchResults => ({ status: 'idle', criteria: null, hits: [], found: 0, page: 1 });

export const $searchForm = map<SearchForm>(initialForm());
export const $searchResults = map<SearchResults>(idleResults());

/** Each new object set here is one search run; the reaction below fetches it. */
const $searchRequest = atom<SearchCriteria | null>(null);

function search(criteria: SearchCriteria): void {
  $searchRequest.set({ ...criteria });
}

/** Types in the text field; nothing runs until the form is submitted. */
export function setSearchTerm(term: string): void {
  $searchForm.setKey('term', term);
}

/** Submits the form: a new search from the first page, whatever the term (even empty, spec 000 §5). */
export function submitSearch(): void {
  search({ ...$searchForm.get(), page: 1 });
}

/** Changes 'All results / Exact Matches'; re-runs the search from page one if a term exists. */
export function changeSearchFilter(filter: SearchFilter): void {
  $searchForm.setKey('filter', filter);
  if ($searchForm.get().term !== '') submitSearch();
}

/** Changes 'Date Added / Relevance'; re-runs the search from page one if a term exists. */
export function changeSearchSort(sort: SearchSort): void {
  $searchForm.setKey('sort', sort);
  if ($searchForm.get().term !== '') submitSearch();
}

/** Moves the latest search to a page, clamped between the first and the last page. */
export function goToSearchPage(page: number): void {
  const { criteria, found } = $searchResults.get();
  if (!criteria) return;
  const target = clampPage(page, pageCount(found, NEWS_SEARCH_PAGE_SIZE));
  if (target === criteria.page) return;
  search({ ...criteria, page: target });
}

/** The previous arrow. */
export function previousSearchPage(): void {
  const { criteria } = $searchResults.get();
  if (criteria) goToSearchPage(criteria.page - 1);
}

/** The next arrow. */
export function nextSearchPage(): void {
  const { criteria } = $searchResults.get();
  if (criteria) goToSearchPage(criteria.page + 1);
}

/** Puts the form and results back to their page-load state and cancels a running search. */
export function resetSearch(): void {
  $searchForm.set(initialForm());
  $searchRequest.set(null);
}

const sameSearch = (a: SearchCriteria, b: SearchCriteria) =>
  a.term === b.term && a.filter === b.filter && a.sort === b.sort;

let running: AbortController | undefined;

async function run(criteria: SearchCriteria, signal: AbortSignal): Promise<void> {
  try {
    const { hits } = await searchNews(newsSearchParams(criteria), signal);
    if (signal.aborted) return;
    $searchResults.set({
      status: 'complete',
      criteria,
      hits: hits.hit,
      found: hits.found,
      page: criteria.page,
    });
  } catch (error) {
    if (signal.aborted) return;
    // Spec 000 §8: logged, and the search is treated as complete, so 'No results found' shows.
    console.error('[search] the news search failed', error);
    $searchResults.set({ status: 'complete', criteria, hits: [], found: 0, page: criteria.page });
  }
}

// Each request cancels the one before it, so a slow answer never replaces a newer one.
$searchRequest.listen((criteria) => {
  running?.abort();
  running = undefined;
  if (!criteria) {
    $searchResults.set(idleResults());
    return;
  }
  const shown = $searchResults.get();
  const keep = shown.criteria !== null && shown.status !== 'idle' && sameSearch(shown.criteria, criteria);
  $searchResults.set(
    keep ? { ...shown, status: 'loading', criteria } : { ...idleResults(), status: 'loading', criteria },
  );
  running = new AbortController();
  void run(criteria, running.signal);
});
