// One article by slug, and the related block beside it: the newest others of its first category
// (spec 000 §9 "Related news quantity 4").
import { type NewsArticle, type NewsSearchHit, RELATED_NEWS_COUNT } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { type ArticleRow, type FullArticleRow, HIT_COLUMNS, toArticle, toHit } from './article-rows.ts';

export async function getArticle(db: Queryable, slug: string): Promise<NewsArticle | undefined> {
  const { rows } = await db.query<FullArticleRow>(
    `SELECT ${HIT_COLUMNS}, body_html FROM news_articles WHERE slug = $1`,
    [slug],
  );
  return rows[0] && toArticle(rows[0]);
}

/** Up to four articles sharing the article's first category, newest first, never the article itself. */
export async function getRelatedArticles(db: Queryable, article: NewsArticle): Promise<NewsSearchHit[]> {
  const category = article.categories[0];
  if (category === undefined) return [];
  const { rows } = await db.query<ArticleRow>(
    `SELECT ${HIT_COLUMNS} FROM news_articles
     WHERE $1 = ANY (categories) AND slug <> $2
     ORDER BY published_at DESC, slug
     LIMIT $3`,
    [category, article.slug, RELATED_NEWS_COUNT],
  );
  return rows.map(toHit);
}
