import type { ContentLanguage } from '@club/shared/contracts';
import { LANGUAGE_OPTIONS, SITE_MODE, type SiteMode } from '@club/shared/site';
import { DEFAULT_PAGE_KIND, DEFAULT_PAGE_LANGUAGE, type PageKind } from '@club/shared/stores';
import {
  DEFAULT_HEADER_APPEARANCE,
  HEADER_APPEARANCE_BY_PAGE_KIND,
  type HeaderAppearance,
} from '../constants.ts';

const segmentsOf = (pathname: string): string[] => pathname.split('/').filter((segment) => segment !== '');
const isYear = (segment: string | undefined): boolean => segment !== undefined && /^\d{4}$/.test(segment);

/**
 * The page kind a path implies (spec 000 §2 route table). A page can know more than its path: a
 * club content page with a hero image sets 'content-page-with-image', and a 404 sets 'error'.
 */
export function pageKindForPath(pathname: string): PageKind {
  const [first, second] = segmentsOf(pathname);
  switch (first) {
    case undefined:
      return 'home';
    case 'news':
      if (second === undefined) return 'news-listing';
      return isYear(second) ? 'legacy-news' : 'news-single';
    case 'category':
      return 'category';
    case 'matches':
      return 'matches';
    case 'match':
      return 'match-centre';
    case 'teams':
      return 'team';
    case 'players':
      return 'player-profile';
    case 'videos':
      if (second === 'categories') return 'video-category';
      if (second === 'faqs') return 'faqs';
      return 'video-listing';
    case 'live':
      return 'live';
    case 'account':
      return second === 'login' ? 'login' : DEFAULT_PAGE_KIND;
    default:
      return DEFAULT_PAGE_KIND;
  }
}

const arabicPath = LANGUAGE_OPTIONS.find((option) => option.language === 'ar')?.to;

/** The content language a path implies: Arabic at /category/arabic and below (spec 000 §2, §3). */
export function pageLanguageForPath(pathname: string): ContentLanguage {
  if (!arabicPath) return DEFAULT_PAGE_LANGUAGE;
  const path = `/${segmentsOf(pathname).join('/')}`;
  return path === arabicPath || path.startsWith(`${arabicPath}/`) ? 'ar' : DEFAULT_PAGE_LANGUAGE;
}

/**
 * The header's look for a page kind in the site's mode (spec 000 §2, §3); the error page is always
 * solid. Light text needs the dark band of mode 'dark': in light mode transparent-light becomes
 * transparent-dark.
 */
export function headerAppearanceFor(kind: PageKind, mode: SiteMode = SITE_MODE): HeaderAppearance {
  const appearance = HEADER_APPEARANCE_BY_PAGE_KIND[kind] ?? DEFAULT_HEADER_APPEARANCE;
  return mode === 'light' && appearance === 'transparent-light' ? 'transparent-dark' : appearance;
}
