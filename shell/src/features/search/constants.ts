// The search overlay's texts and numbers (spec 000 §2 "Search overlay", §4 "Search", §5, §9), named
// once. The page size and the two sort orders are the call's own, in @club/shared/contracts.
import { OVERLAY_IDS } from '@club/shared/site';

/** The overlay's element id; a button that opens it names it in aria-controls, so focus returns there. */
export const SEARCH_PANEL_ID = OVERLAY_IDS.searchPanel;

/** The dialog's accessible name. */
export const SEARCH_DIALOG_LABEL = 'Search news';
/** The dialog's name on the streaming pages, where it searches videos (mfe-streaming's videoSearchResults piece). */
export const VIDEO_SEARCH_DIALOG_LABEL = 'Search videos';
/** Spec 000 §2: the text field labelled Search. */
export const SEARCH_FIELD_LABEL = 'Search';
export const SEARCH_SUBMIT_LABEL = 'Submit search';
export const SEARCH_CLOSE_LABEL = 'Close search';
/** The backdrop's name; it is a pointer target, out of the Tab order (Escape and Close serve keyboards). */
export const SEARCH_BACKDROP_LABEL = 'Close the search panel';

/** Spec 000 §2: the dropdown 'All results / Exact Matches'. */
export const SEARCH_FILTER_LABEL = 'Match';
export const SEARCH_FILTERS = { all: 'All results', exact: 'Exact Matches' } as const;
export type SearchFilter = keyof typeof SEARCH_FILTERS;

/** Spec 000 §2: the dropdown 'Date Added / Relevance'. */
export const SEARCH_SORT_LABEL = 'Sort by';
export const SEARCH_SORTS = { date: 'Date Added', relevance: 'Relevance' } as const;
export type SearchSort = keyof typeof SEARCH_SORTS;

/** Spec 000 §2 and §8: shown when a search completes with nothing, or fails. */
export const NO_RESULTS_TEXT = 'No results found';
/** The loader's spoken label while a search runs. */
export const SEARCHING_LABEL = 'Searching';

/** Spec 000 §2: the footer, 'Displaying X - Y of N Result(s)'. */
export const displayingResults = (first: number, last: number, found: number): string =>
  `Displaying ${first} - ${last} of ${found} Result(s)`;

/** The names of the footer's arrows and numbered pages. */
export const SEARCH_PAGES_LABEL = 'Search results pages';
export const PREVIOUS_PAGE_LABEL = 'Previous page';
export const NEXT_PAGE_LABEL = 'Next page';
export const pageLabel = (page: number): string => `Page ${page}`;

/**
 * Spec 000 §5 "Pagination window": near the start the first five pages show, near the end the last
 * page and up to four behind it, otherwise two pages on each side of the current one.
 */
export const PAGES_SHOWN_NEAR_START = 5;
export const PAGES_BEHIND_NEAR_END = 4;
export const PAGES_EACH_SIDE = 2;
