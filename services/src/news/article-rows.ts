// How a news_articles row becomes what the web API answers: a search hit (lists, related items,
// archive listings) or a whole article.
import { directionOf, type NewsArticle, type NewsSearchHit } from '@club/shared/contracts';

export interface ArticleRow {
  slug: string;
  title: string;
  summary: string;
  published_at: Date;
  categories: string[];
  image_key: string;
  language: string;
}

export interface FullArticleRow extends ArticleRow {
  body_html: string;
}

/** The columns a hit needs, for SELECT lists. */
export const HIT_COLUMNS = 'slug, title, summary, published_at, categories, image_key, language';

export const toHit = (row: ArticleRow): NewsSearchHit => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  published_date: new Date(row.published_at).toISOString(),
  categories: row.categories,
  imageData: { key: row.image_key },
  language: row.language,
});

/** The site address of an article; legacy addresses name this one as canonical. */
export const articlePath = (slug: string) => `/news/${slug}`;

export const toArticle = (row: FullArticleRow): NewsArticle => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  bodyHtml: row.body_html,
  published_date: new Date(row.published_at).toISOString(),
  categories: row.categories,
  imageData: { key: row.image_key },
  language: row.language === 'ar' ? 'ar' : 'en',
  direction: directionOf(row.language),
  seo: {
    title: row.title,
    description: row.summary,
    canonicalPath: articlePath(row.slug),
    imageKey: row.image_key,
  },
});
