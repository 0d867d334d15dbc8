// The lookup behind the legacy news addresses /news/{year}/{month?}/{day?}/{slug?} (spec 000 §2).
// The period is a calendar year, month or day in the club's time zone (TIMEZONE), as the old site dated its
// articles. With a slug the answer is that article, but only if it was published in the period;
// without one, the period's articles newest first, paged like the search.
import type { NewsArchiveQuery, NewsArchiveResponse } from '@club/shared/contracts';
import { TIMEZONE } from '@club/shared/site';
import { DateTime } from 'luxon';
import type { Queryable } from '../db/database.ts';
import { type ArticleRow, HIT_COLUMNS, toHit } from './article-rows.ts';
import { getArticle, getRelatedArticles } from './get-article.ts';

export interface ArchivePeriod {
  start: Date;
  end: Date;
}

/** The instants a year, month or day of London's calendar begins and ends (end excluded). */
export function archivePeriod(query: Pick<NewsArchiveQuery, 'year' | 'month' | 'day'>): ArchivePeriod {
  const start = DateTime.fromObject(
    { year: query.year, month: query.month ?? 1, day: query.day ?? 1 },
    { zone: TIMEZONE },
  );
  const length =
    query.day !== undefined ? { days: 1 } : query.month !== undefined ? { months: 1 } : { years: 1 };
  return { start: start.toJSDate(), end: start.plus(length).toJSDate() };
}

/** The answer, or undefined when a slug was given and no such article was published in the period. */
export async function lookUpArchive(
  db: Queryable,
  query: NewsArchiveQuery,
): Promise<NewsArchiveResponse | undefined> {
  const { start, end } = archivePeriod(query);

  if (query.slug !== undefined) {
    const article = await getArticle(db, query.slug);
    if (!article) return undefined;
    const published = new Date(article.published_date);
    if (published < start || published >= end) return undefined;
    return { kind: 'article', data: article, related: await getRelatedArticles(db, article) };
  }

  const [count, page] = await Promise.all([
    db.query<{ found: number }>(
      'SELECT count(*)::int AS found FROM news_articles WHERE published_at >= $1 AND published_at < $2',
      [start, end],
    ),
    db.query<ArticleRow>(
      `SELECT ${HIT_COLUMNS} FROM news_articles
       WHERE published_at >= $1 AND published_at < $2
       ORDER BY published_at DESC, slug
       LIMIT $3 OFFSET $4`,
      [start, end, query.size, query.start],
    ),
  ]);
  return {
    kind: 'listing',
    period: { year: query.year, month: query.month ?? null, day: query.day ?? null },
    hits: { found: count.rows[0]?.found ?? 0, hit: page.rows.map(toHit) },
  };
}
