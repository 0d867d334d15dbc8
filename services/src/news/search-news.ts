// The news search behind {webApi}/v1/news/search. Plain words must each appear in the title or
// summary (case-insensitive, so typing "lion" finds the Lionesses); a query in double quotes must
// appear as that exact run of whole words (spec: Exact Matches wraps the term in escaped quotes).
// Relevance weighs a title hit three times a summary hit.
import { NEWS_SORT_RELEVANCE, type NewsSearchHit, type NewsSearchQuery } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { slugify } from '../lib/slugify.ts';
import { type ArticleRow, HIT_COLUMNS, toHit } from './article-rows.ts';

const MAX_TERMS = 10;
const TITLE_WEIGHT = 3;
const SUMMARY_WEIGHT = 1;

export type ParsedQuery =
  | { kind: 'all' }
  | { kind: 'terms'; terms: string[] }
  | { kind: 'phrase'; phrase: string };

export function parseSearchQuery(raw: string): ParsedQuery {
  const trimmed = raw.trim();
  // Quotes may arrive escaped (\"term\") when a client double-encodes them.
  const quoted = /^\\?"([\s\S]*?)\\?"$/.exec(trimmed);
  if (quoted) {
    const phrase = (quoted[1] ?? '').trim().replace(/\s+/g, ' ');
    return phrase ? { kind: 'phrase', phrase } : { kind: 'all' };
  }
  // A stray quote (an unfinished exact match being typed) is not part of any word.
  const words = trimmed.toLowerCase().replace(/\\?"/g, ' ').split(/\s+/).filter(Boolean);
  const terms = [...new Set(words)].slice(0, MAX_TERMS);
  return terms.length ? { kind: 'terms', terms } : { kind: 'all' };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A PostgreSQL regular expression for the phrase as whole words, any whitespace between them. */
export function phrasePattern(phrase: string): string {
  const body = phrase
    .split(' ')
    .map((word) => word.replace(/[^\p{L}\p{N}\s]/gu, (c) => `\\${c}`))
    .join('\\s+');
  const start = /^[\p{L}\p{N}_]/u.test(phrase) ? '\\m' : '';
  const end = /[\p{L}\p{N}_]$/u.test(phrase) ? '\\M' : '';
  return `${start}${body}${end}`;
}

// Category names ("Men's Team") and their slugs ("mens-team") both select a category.
export const CATEGORY_SLUG_SQL = `trim(both '-' from regexp_replace(lower(replace(c, '''', '')), '[^a-z0-9]+', '-', 'g'))`;

export interface NewsSearchResult {
  found: number;
  hits: NewsSearchHit[];
}

export async function searchNews(db: Queryable, search: NewsSearchQuery): Promise<NewsSearchResult> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const scoreParts: string[] = [];

  const parsed = parseSearchQuery(search.query);
  if (parsed.kind === 'terms') {
    for (const term of parsed.terms) {
      const p = param(likePattern(term));
      where.push(`(title ILIKE ${p} OR summary ILIKE ${p})`);
      scoreParts.push(
        `(CASE WHEN title ILIKE ${p} THEN ${TITLE_WEIGHT} ELSE 0 END)`,
        `(CASE WHEN summary ILIKE ${p} THEN ${SUMMARY_WEIGHT} ELSE 0 END)`,
      );
    }
  } else if (parsed.kind === 'phrase') {
    const p = param(phrasePattern(parsed.phrase));
    where.push(`(title ~* ${p} OR summary ~* ${p})`);
    scoreParts.push(
      `(CASE WHEN title ~* ${p} THEN ${TITLE_WEIGHT} ELSE 0 END)`,
      `(CASE WHEN summary ~* ${p} THEN ${SUMMARY_WEIGHT} ELSE 0 END)`,
    );
  }

  const category = search.category?.trim();
  if (category) {
    const byName = param(category.toLowerCase());
    const bySlug = param(slugify(category) || category.toLowerCase());
    where.push(
      `EXISTS (SELECT 1 FROM unnest(categories) AS c WHERE lower(c) = ${byName} OR ${CATEGORY_SLUG_SQL} = ${bySlug})`,
    );
  }

  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  const score = scoreParts.length ? scoreParts.join(' + ') : '0';
  const order =
    search.sort === NEWS_SORT_RELEVANCE ? 'score DESC, published_at DESC, slug' : 'published_at DESC, slug';
  const limit = param(search.size);
  const offset = param(search.start);

  const [count, page] = await Promise.all([
    db.query<{ found: number }>(`SELECT count(*)::int AS found FROM news_articles ${whereSql}`, countParams),
    db.query<ArticleRow>(
      `SELECT ${HIT_COLUMNS}, ${score} AS score
       FROM news_articles ${whereSql}
       ORDER BY ${order}
       LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
  ]);

  return {
    found: count.rows[0]?.found ?? 0,
    hits: page.rows.map(toHit),
  };
}
