import { SITE_MODE } from '@club/shared/site';
import { PAGE_KINDS, type PageKind } from '@club/shared/stores';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HEADER_APPEARANCE,
  ERROR_PAGE_HEADER_APPEARANCE,
  HEADER_APPEARANCE_BY_PAGE_KIND,
  HEADER_STYLES,
} from '../constants.ts';
import { headerAppearanceFor } from './header-appearance.ts';

describe('the header style of each page kind', () => {
  it("uses the spec's values only, and gives every kind one", () => {
    expect(HEADER_STYLES).toEqual([
      'solid',
      'transparent-light',
      'transparent-dark',
      'fixed',
      'reveal-on-scroll',
    ]);
    expect(Object.keys(HEADER_APPEARANCE_BY_PAGE_KIND).toSorted()).toEqual([...PAGE_KINDS].toSorted());
    for (const kind of PAGE_KINDS) expect(HEADER_STYLES).toContain(headerAppearanceFor(kind));
  });

  it('forces a solid header on the error page, and transparent-dark is the default', () => {
    expect(ERROR_PAGE_HEADER_APPEARANCE).toBe('solid');
    expect(headerAppearanceFor('error')).toBe('solid');
    expect(DEFAULT_HEADER_APPEARANCE).toBe('transparent-dark');
    expect(headerAppearanceFor('content-page-without-image')).toBe('transparent-dark');
    expect(headerAppearanceFor('unknown' as PageKind)).toBe('transparent-dark');
  });

  it("takes transparent-light only in mode 'dark' (spec 000 §3), the site's, and transparent-dark for those pages in light mode", () => {
    expect(SITE_MODE).toBe('dark');
    expect(headerAppearanceFor('home')).toBe('transparent-light');
    expect(headerAppearanceFor('home', 'dark')).toBe('transparent-light');
    for (const kind of PAGE_KINDS) expect(headerAppearanceFor(kind, 'light')).not.toBe('transparent-light');
    expect(headerAppearanceFor('home', 'light')).toBe('transparent-dark');
    expect(headerAppearanceFor('error', 'light')).toBe('solid');
  });

  it('is transparent-light over the pictures that open home, a content page with an image and the match centre', () => {
    expect(HEADER_APPEARANCE_BY_PAGE_KIND).toEqual({
      home: 'transparent-light',
      error: 'solid',
      matches: 'transparent-dark',
      'match-centre': 'transparent-light',
      team: 'transparent-dark',
      'player-profile': 'transparent-light',
      category: 'transparent-dark',
      'content-page-with-image': 'transparent-light',
      'content-page-without-image': 'transparent-dark',
      'news-listing': 'transparent-dark',
      'news-single': 'solid',
      'legacy-news': 'solid',
      'video-listing': 'transparent-light',
      'video-category': 'transparent-dark',
      login: 'solid',
      faqs: 'transparent-dark',
      live: 'transparent-light',
    });
  });
});
