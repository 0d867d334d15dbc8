import { PAGES_BEHIND_NEAR_END, PAGES_EACH_SIDE, PAGES_SHOWN_NEAR_START } from '../constants.ts';

/** The number of pages `found` results fill at `pageSize` a page; at least one. */
export function pageCount(found: number, pageSize: number): number {
  return Math.max(1, Math.ceil(found / pageSize));
}

/** Keeps a page move between the first and the last page (spec 000 §4 "Search"). */
export function clampPage(page: number, lastPage: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, lastPage));
}

const range = (first: number, last: number): number[] =>
  Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);

/**
 * The numbered pages the footer shows around `current` (spec 000 §5 "Pagination window"): near the
 * start pages 1 to 5, near the end the last page and up to four behind it, otherwise two on each
 * side of the current page. Never beyond the first or the last page.
 */
export function paginationWindow(current: number, lastPage: number): number[] {
  if (lastPage < 1) return [];
  const page = clampPage(current, lastPage);
  if (page - PAGES_EACH_SIDE <= 1) return range(1, Math.min(lastPage, PAGES_SHOWN_NEAR_START));
  if (page + PAGES_EACH_SIDE >= lastPage)
    return range(Math.max(1, lastPage - PAGES_BEHIND_NEAR_END), lastPage);
  return range(page - PAGES_EACH_SIDE, page + PAGES_EACH_SIDE);
}
