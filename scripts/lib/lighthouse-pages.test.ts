import { describe, expect, it } from 'vitest';
import { type LighthousePage, pageFileName, selectPages } from './lighthouse-pages.ts';

const PAGES: LighthousePage[] = [
  { label: '/', path: '/' },
  { label: '/news', path: '/news' },
  { label: 'article', path: '/news/cup-final' },
  { label: 'match centre', path: '/match/first-team/2026-27/g1' },
];

describe('selectPages', () => {
  it('picks pages by label or path, a label’s spaces written as hyphens, in the budgets’ order', () => {
    expect(selectPages(PAGES, ['match-centre', '/']).map((page) => page.label)).toEqual([
      '/',
      'match centre',
    ]);
    expect(selectPages(PAGES, ['/news/cup-final']).map((page) => page.label)).toEqual(['article']);
  });

  it('refuses a name that is no page’s, listing the pages', () => {
    expect(() => selectPages(PAGES, ['/news', '/shop'])).toThrow(
      'no page "/shop"; the pages are /, /news, article, match-centre',
    );
  });
});

describe('pageFileName', () => {
  it('names / home, and leaves no slash or space in a name', () => {
    expect(['/', '/news', 'article', 'match centre'].map(pageFileName)).toEqual([
      'home',
      'news',
      'article',
      'match-centre',
    ]);
  });
});
