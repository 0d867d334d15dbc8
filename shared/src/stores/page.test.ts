import { beforeEach, describe, expect, it } from 'vitest';
import {
  $pageKind,
  $pageLanguage,
  DEFAULT_PAGE_KIND,
  PAGE_KINDS,
  setPageKind,
  setPageLanguage,
} from './page.ts';
import { resetStoresForTests } from './testing.ts';

beforeEach(() => {
  resetStoresForTests();
});

describe('page kind', () => {
  it("lists the spec's seventeen page kinds", () => {
    expect(PAGE_KINDS).toEqual([
      'home',
      'error',
      'matches',
      'match-centre',
      'team',
      'player-profile',
      'category',
      'content-page-with-image',
      'content-page-without-image',
      'news-listing',
      'news-single',
      'legacy-news',
      'video-listing',
      'video-category',
      'login',
      'faqs',
      'live',
    ]);
  });

  it('starts as a content page without image and follows setPageKind', () => {
    expect($pageKind.get()).toBe(DEFAULT_PAGE_KIND);
    expect(DEFAULT_PAGE_KIND).toBe('content-page-without-image');
    setPageKind('content-page-with-image');
    expect($pageKind.get()).toBe('content-page-with-image');
  });

  it('is put back by resetStoresForTests', () => {
    setPageKind('error');
    resetStoresForTests();
    expect($pageKind.get()).toBe(DEFAULT_PAGE_KIND);
  });
});

describe('page language', () => {
  it('starts in English and follows setPageLanguage', () => {
    expect($pageLanguage.get()).toBe('en');
    setPageLanguage('ar');
    expect($pageLanguage.get()).toBe('ar');
    resetStoresForTests();
    expect($pageLanguage.get()).toBe('en');
  });
});
