import { NOT_FOUND_MESSAGE } from '@club/shared/site';
import { routeMetaIn } from '@club/shared/testing';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** The meta the shell reads for a path: the route this remote's table matches (spec 000 §2 route table). */
const metaAt = (path: string) => routeMetaIn('mfe-content', routes, path);

describe("mfe-content's pages name themselves for the shell", () => {
  it.each([
    ['/', 'index', 'Home', 'home', 'default'],
    ['/news', 'news', 'News', 'news-listing', 'default'],
    ['/news/', 'news', 'News', 'news-listing', 'default'],
    ['/news/cup-final-report', 'news-slug', 'Cup Final Report', 'news-single', 'news-item'],
    ['/news/caf%C3%A9-opening', 'news-slug', 'Café Opening', 'news-single', 'news-item'],
    ['/news/2024', 'news-year', 'News', 'legacy-news', 'default'],
    ['/news/2024/cup-final-report', 'news-year-slug', 'Cup Final Report', 'legacy-news', 'news-item'],
    ['/news/2024/05', 'news-year-month', 'News', 'legacy-news', 'default'],
    ['/news/2024/05/cup-final', 'news-year-month-slug', 'Cup Final', 'legacy-news', 'news-item'],
    ['/news/2024/05/18', 'news-year-month-day', 'News', 'legacy-news', 'default'],
    ['/news/2024/05/18/cup-final', 'news-year-month-day-slug', 'Cup Final', 'legacy-news', 'news-item'],
    ['/category', 'category', 'Category', 'category', 'default'],
    ['/category/mens-team', 'category-category', 'Mens Team', 'category', 'default'],
    ['/the-club', 'slug', 'The Club', undefined, 'default'],
    ['/the-club/privacy-notice', 'subpage1-slug', 'Privacy Notice', undefined, 'default'],
    [
      '/the-club/equality/policies/2025/report',
      'subpage1-subpage2-subpage3-subpage4-slug',
      'Report',
      undefined,
      'default',
    ],
  ])('%s is %s, titled %s, of kind %s in the %s layout', (path, name, title, kind, layout) => {
    const meta = metaAt(path);
    expect(meta).toMatchObject({ name, title });
    expect(meta?.kind).toBe(kind);
    expect(meta?.layout ?? 'default').toBe(layout);
  });

  it.each(['/news/2024/05/18/cup-final/more', '/news/a/b', '/a/b/c/d/e/f', '/The-Club'])(
    "names a path no page can stand behind 'not-found', with the spec's message",
    (path) => {
      expect(metaAt(path)).toEqual({ name: 'not-found', title: NOT_FOUND_MESSAGE });
    },
  );

  it('says the Arabic category and only it is in Arabic (spec 000 §2)', () => {
    expect(metaAt('/category/arabic')?.language).toBe('ar');
    expect(metaAt('/category/arabica')?.language).toBeUndefined();
    expect(metaAt('/news/arabic')?.language).toBeUndefined();
  });
});
