import * as v from 'valibot';
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
