import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, paginationWindow } from './pagination.ts';

describe('paginationWindow (spec 000 §5)', () => {
  it.each([
    // near the start: pages 1 to 5
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    // otherwise: two on each side
    [4, 10, [2, 3, 4, 5, 6]],
    [5, 10, [3, 4, 5, 6, 7]],
    [7, 10, [5, 6, 7, 8, 9]],
    // near the end: the last page and four behind it
    [8, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    // fewer pages than the window
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [3, 3, [1, 2, 3]],
    [4, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, 3, 4, 5]],
    [5, 5, [1, 2, 3, 4, 5]],
    [6, 6, [2, 3, 4, 5, 6]],
    [4, 7, [2, 3, 4, 5, 6]],
    [5, 7, [3, 4, 5, 6, 7]],
    // the seed's 54 results for 'the' at 8 a page: 7 pages
    [1, 7, [1, 2, 3, 4, 5]],
    [7, 7, [3, 4, 5, 6, 7]],
  ])('page %i of %i shows %j', (current, lastPage, expected) => {
    expect(paginationWindow(current, lastPage)).toEqual(expected);
  });

  it('treats a current page outside the range as the nearest end', () => {
    expect(paginationWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(99, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows nothing without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [8, 1],
    [9, 2],
    [54, 7],
    [64, 8],
  ])('%i results at 8 a page fill %i page(s)', (found, pages) => {
    expect(pageCount(found, 8)).toBe(pages);
  });
});

describe('clampPage (spec 000 §4: page moves are clamped)', () => {
  it.each([
    [0, 7, 1],
    [-3, 7, 1],
    [1, 7, 1],
    [4, 7, 4],
    [7, 7, 7],
    [8, 7, 7],
    [2, 1, 1],
  ])('page %i of %i becomes %i', (page, lastPage, expected) => {
    expect(clampPage(page, lastPage)).toBe(expected);
  });
});
