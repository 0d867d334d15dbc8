import type { NewsArticle, NewsSearchHit } from '@club/shared/contracts';

/** A search hit as the news service answers it. */
export const newsHit = (n: number, overrides: Partial<NewsSearchHit> = {}): NewsSearchHit => ({
  slug: `story-${n}`,
  title: `Story ${n}`,
  published_date: '2026-10-01T12:00:00Z',
  categories: ['Lionesses'],
  imageData: { key: `news/story-${n}.jpg` },
  ...overrides,
});

/** An article as GET /v1/news/{slug} answers it. */
export const newsArticle = (overrides: Partial<NewsArticle> = {}): NewsArticle => ({
  slug: 'cup-final-report',
  title: 'Cup final report',
  summary: 'How the final was won.',
  bodyHtml: '<p>The final was won in extra time.</p>',
  // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST): the date shown is London's.
  published_date: '2026-06-30T23:30:00Z',
  categories: ["Men's Team", 'Club'],
  imageData: { key: 'news/cup-final-report.jpg' },
  language: 'en',
  direction: 'ltr',
  seo: {
    title: 'Cup final report',
    description: 'How the final was won.',
    canonicalPath: '/news/cup-final-report',
    imageKey: 'news/cup-final-report.jpg',
  },
  ...overrides,
});
