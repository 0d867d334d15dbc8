// News categories: names, slugs and languages from the document store, article counts from the
// news table, so a count is never out of step with the articles.
import { contentLanguage, directionOf, type NewsCategory } from '@club/shared/contracts';
import * as v from 'valibot';
import { readDocuments } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';

export const NEWS_CATEGORIES_COLLECTION = 'news-categories';

/** A category as the document store keeps it; the count and direction are worked out on reading. */
export const storedNewsCategory = v.object({
  name: v.string(),
  slug: v.string(),
  nativeName: v.string(),
  language: contentLanguage,
});

export async function listCategories(db: Queryable): Promise<NewsCategory[]> {
  const [documents, counts] = await Promise.all([
    readDocuments(db, NEWS_CATEGORIES_COLLECTION, storedNewsCategory),
    db.query<{ name: string; count: number }>(
      'SELECT c AS name, count(*)::int AS count FROM news_articles, unnest(categories) AS c GROUP BY c',
    ),
  ]);
  const countOf = new Map(counts.rows.map((row) => [row.name, row.count]));
  return documents.map((category) => ({
    ...category,
    count: countOf.get(category.name) ?? 0,
    direction: directionOf(category.language),
  }));
}
