import * as v from '@club/shared/schema';
import { contentLanguage, contentSlug, seoFields, textDirection } from './content.ts';
import { queryInteger } from './validate.ts';

/** Spec 000 §7: the two sort orders of the news search. */
export const NEWS_SORT_DATE = 'published_date desc';
export const NEWS_SORT_RELEVANCE = '_score desc';
/** Spec 000 §9: news search page size. */
export const NEWS_SEARCH_PAGE_SIZE = 8;
export const NEWS_SEARCH_MAX_SIZE = 50;

/** GET {webApi}/v1/news/search query (spec 000 §7). An empty query lists every article. */
export const newsSearchQuery = v.object({
  query: v.optional(v.string(), ''),
  size: v.optional(queryInteger(1, NEWS_SEARCH_MAX_SIZE), NEWS_SEARCH_PAGE_SIZE),
  start: v.optional(queryInteger(0, 100_000), 0),
  sort: v.optional(v.picklist([NEWS_SORT_DATE, NEWS_SORT_RELEVANCE]), NEWS_SORT_DATE),
  category: v.optional(v.string()),
});
export type NewsSearchQuery = v.InferOutput<typeof newsSearchQuery>;

/** One hit of the news search (spec 000 §3 "News search hit"). */
export const newsSearchHit = v.looseObject({
  slug: v.string(),
  title: v.string(),
  published_date: v.string(),
  categories: v.array(v.string()),
  imageData: v.looseObject({ key: v.string() }),
  summary: v.optional(v.string()),
});
export type NewsSearchHit = v.InferOutput<typeof newsSearchHit>;

export const newsSearchResponse = v.object({
  hits: v.object({
    found: v.pipe(v.number(), v.integer(), v.minValue(0)),
    hit: v.array(newsSearchHit),
  }),
});
export type NewsSearchResponse = v.InferOutput<typeof newsSearchResponse>;

/** Spec 000 §9 "Related news quantity". */
export const RELATED_NEWS_COUNT = 4;

/**
 * One article (GET {webApi}/v1/news/{slug}; shape "not shown", designed). bodyHtml is the CMS's
 * HTML as stored, so the site must sanitise it; direction is 'rtl' for Arabic.
 */
export const newsArticle = v.looseObject({
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  bodyHtml: v.string(),
  published_date: v.string(),
  categories: v.array(v.string()),
  imageData: v.looseObject({ key: v.string() }),
  language: contentLanguage,
  direction: textDirection,
  seo: seoFields,
});
export type NewsArticle = v.InferOutput<typeof newsArticle>;

/** The article and up to RELATED_NEWS_COUNT others of its first category, newest first. */
export const newsArticleResponse = v.object({
  data: newsArticle,
  related: v.array(newsSearchHit),
});
export type NewsArticleResponse = v.InferOutput<typeof newsArticleResponse>;

/** True when the year, month and day name a real calendar date (no 31 April, no 29 February 2025). */
const isCalendarDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * GET {webApi}/v1/news/archive: the lookup behind the legacy addresses
 * /news/{year}/{month?}/{day?}/{slug?} (spec 000 §2). Dates are on the club's clock (TIMEZONE). With a slug the
 * answer is that article if it was published in the period; without, the period's articles.
 */
export const newsArchiveQuery = v.pipe(
  v.object({
    year: queryInteger(1900, 2100),
    month: v.optional(queryInteger(1, 12)),
    day: v.optional(queryInteger(1, 31)),
    slug: v.optional(contentSlug),
    size: v.optional(queryInteger(1, NEWS_SEARCH_MAX_SIZE), NEWS_SEARCH_PAGE_SIZE),
    start: v.optional(queryInteger(0, 100_000), 0),
  }),
  v.forward(
    v.check((query) => query.day === undefined || query.month !== undefined, 'needs a month'),
    ['day'],
  ),
  v.forward(
    v.check(
      (query) =>
        query.day === undefined ||
        query.month === undefined ||
        isCalendarDate(query.year, query.month, query.day),
      'is not a day of that month',
    ),
    ['day'],
  ),
);
export type NewsArchiveQuery = v.InferOutput<typeof newsArchiveQuery>;

/** The period a legacy address names; month and day are null when it did not give them. */
export const newsArchivePeriod = v.object({
  year: v.number(),
  month: v.nullable(v.number()),
  day: v.nullable(v.number()),
});

export const newsArchiveResponse = v.variant('kind', [
  v.object({
    kind: v.literal('article'),
    data: newsArticle,
    related: v.array(newsSearchHit),
  }),
  v.object({
    kind: v.literal('listing'),
    period: newsArchivePeriod,
    hits: newsSearchResponse.entries.hits,
  }),
]);
export type NewsArchiveResponse = v.InferOutput<typeof newsArchiveResponse>;

/**
 * A news category (GET {webApi}/v1/categories; shape "not shown", designed). name is what articles
 * carry in categories; slug is the /category/{slug} address; Arabic is at slug 'arabic'.
 */
export const newsCategory = v.looseObject({
  name: v.string(),
  slug: v.string(),
  /** The name in the category's own language ('العربية' for Arabic). */
  nativeName: v.string(),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  language: contentLanguage,
  direction: textDirection,
});
export type NewsCategory = v.InferOutput<typeof newsCategory>;

export const newsCategoriesResponse = v.object({ data: v.array(newsCategory) });
export type NewsCategoriesResponse = v.InferOutput<typeof newsCategoriesResponse>;

/** GET {webApi}/v1/categories/{slug}. */
export const newsCategoryResponse = v.object({ data: newsCategory });
export type NewsCategoryResponse = v.InferOutput<typeof newsCategoryResponse>;
