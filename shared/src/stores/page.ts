import { atom } from 'nanostores';

/** Spec 000 §2 "Layouts": the page kinds the header style is chosen by. */
export const PAGE_KINDS = [
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
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** A page that says nothing about itself is a plain content page. */
export const DEFAULT_PAGE_KIND: PageKind = 'content-page-without-image';

/** The languages a page can be in: English, and Arabic at /category/arabic (spec 000 §1). */
export type PageLanguage = 'en' | 'ar';

/** Pages are in English unless they say otherwise. */
export const DEFAULT_PAGE_LANGUAGE: PageLanguage = 'en';

/** The kind of the page shown; the page (or the shell) sets it. */
export const $pageKind = atom<PageKind>(DEFAULT_PAGE_KIND);

/** Sets the kind of the page shown. */
export function setPageKind(kind: PageKind): void {
  $pageKind.set(kind);
}

/** The language of the page shown. */
export const $pageLanguage = atom<PageLanguage>(DEFAULT_PAGE_LANGUAGE);

/** Sets the language of the page shown. */
export function setPageLanguage(language: PageLanguage): void {
  $pageLanguage.set(language);
}

/** Puts the page kind and language back to their page-load values. */
export function resetPage(): void {
  $pageKind.set(DEFAULT_PAGE_KIND);
  $pageLanguage.set(DEFAULT_PAGE_LANGUAGE);
}
