// The video API (spec 001 §7): the search the site builds from its filters, the alternate
// provider's search, the categories and a single video by entry id. The q grammar lives here with
// a builder, so the site writes exactly what services/ parses (services/README.md, "Video search").
import * as v from '@club/shared/schema';
import { videoItem } from './feed.ts';
import { queryInteger } from './validate.ts';

/** Spec 001 §9: video search default page size. */
export const VIDEO_SEARCH_PAGE_SIZE = 12;
export const VIDEO_SEARCH_MAX_PAGE_SIZE = 100;
/** Deepest page either search answers (0-based), so a typo cannot ask for page 10^12. */
export const VIDEO_SEARCH_MAX_PAGE_NUMBER = 10_000;

/** Spec 001 §5: search sorts by publicationData.startAt descending (JSON:API sort syntax). */
export const VIDEO_SORT_START_AT_DESC = '-publicationData.startAt';
export const VIDEO_SORT_START_AT_ASC = 'publicationData.startAt';
/** Spec 001 §5: the alternate provider sorts by releaseFrom descending. */
export const ALTERNATE_SORT_BY = 'publicationData.releaseFrom';

/** The fields q may name: each is the item's own path, so a filter reads like the data it selects. */
export const VIDEO_SEARCH_FIELDS = {
  startAt: 'publicationData.startAt',
  releaseFrom: 'publicationData.releaseFrom',
  /** Spec 001 §3 "Filters": the search handler's prefixes. */
  teams: 'tagData.teams',
  seasons: 'tagData.seasons',
  duration: 'assetData.duration',
  categories: 'metaData.categories',
  legacy: 'metaData.legacy',
  title: 'metaData.title',
  tags: 'metaData.tags',
} as const;
export type VideoSearchField = (typeof VIDEO_SEARCH_FIELDS)[keyof typeof VIDEO_SEARCH_FIELDS];

/** Spec 001 §3 "Filters": the four teams, each with its team id (as the teams service has them). */
export const VIDEO_FILTER_TEAMS = [
  { label: "Men's Team", teamId: 't3448' },
  { label: 'Lionesses', teamId: 't18882' },
  { label: 'B-Team', teamId: 't17164' },
  { label: 'Under-18s', teamId: 't15937' },
] as const;

/** Spec 001 §3, §9: seasons in filters 2020 to 2025 (a season is named by the year it starts). */
export const VIDEO_FILTER_SEASONS = [2020, 2021, 2022, 2023, 2024, 2025] as const;

/**
 * Spec 001 §9: Short under 300 s, Medium 300 to 600 s, Long over 600 s. As q ranges: '}' leaves
 * the bound out, ']' keeps it in, so 300 and 600 are both Medium.
 */
export const VIDEO_DURATION_FILTERS = {
  short: { label: 'Short', range: '[* TO 300}' },
  medium: { label: 'Medium', range: '[300 TO 600]' },
  long: { label: 'Long', range: '{600 TO *]' },
} as const;
export type VideoDurationFilter = keyof typeof VIDEO_DURATION_FILTERS;

/** GET {videos}/search query (spec 001 §7). page[number] is 0-based, as the spec's page index 0. */
export const videoSearchQuery = v.object({
  'page[size]': v.optional(queryInteger(1, VIDEO_SEARCH_MAX_PAGE_SIZE), VIDEO_SEARCH_PAGE_SIZE),
  'page[number]': v.optional(queryInteger(0, VIDEO_SEARCH_MAX_PAGE_NUMBER), 0),
  // Optional only so that a missing q gets the same clear message as an empty one.
  q: v.optional(
    v.pipe(
      v.string('must be a text'),
      v.trim(),
      v.nonEmpty('is required: at least a publicationData.startAt range'),
      v.maxLength(2000, 'must be at most 2000 characters'),
    ),
    '',
  ),
  /**
   * Ours (issue 21, beyond the spec): 'true' keeps only items flagged child friendly (the site's
   * child-friendly mode); `meta.childFriendlyHidden` then counts the matches it left out.
   */
  childFriendly: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((raw) => raw === 'true'),
    ),
    'false',
  ),
  sort: v.optional(
    v.picklist([VIDEO_SORT_START_AT_DESC, VIDEO_SORT_START_AT_ASC], 'must be -publicationData.startAt'),
    VIDEO_SORT_START_AT_DESC,
  ),
});
export type VideoSearchQuery = v.InferOutput<typeof videoSearchQuery>;

/** Spec 001 §3 "Video result (search)": a video item that always carries releaseFrom and startAt. */
export const videoResult = v.looseObject({
  ...videoItem.entries,
  publicationData: v.looseObject({
    createdAt: v.string(),
    releaseFrom: v.string(),
    startAt: v.string(),
  }),
});
export type VideoResult = v.InferOutput<typeof videoResult>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** GET {videos}/search answer: one page of results, newest start first, and the totals. */
export const videoSearchResponse = v.object({
  data: v.array(videoResult),
  meta: v.looseObject({
    totalCount: count,
    pageSize: count,
    pageNumber: count,
    pageCount: count,
    /** With childFriendly=true: the matches left out as not flagged child friendly. */
    childFriendlyHidden: v.optional(count),
  }),
});
export type VideoSearchResponse = v.InferOutput<typeof videoSearchResponse>;

/** Alternate video search query (spec 001 §7: pageIndex, pageSize, releaseFrom descending, a section variant). */
export const alternateVideoSearchQuery = v.object({
  pageIndex: v.optional(queryInteger(0, VIDEO_SEARCH_MAX_PAGE_NUMBER), 0),
  pageSize: v.optional(queryInteger(1, VIDEO_SEARCH_MAX_PAGE_SIZE), VIDEO_SEARCH_PAGE_SIZE),
  /** A feed section id (unique across feeds): only that section's videos. */
  section: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty when given'))),
  sortBy: v.optional(v.picklist([ALTERNATE_SORT_BY], `must be ${ALTERNATE_SORT_BY}`), ALTERNATE_SORT_BY),
  sortOrder: v.optional(v.picklist(['desc', 'asc'], 'must be desc or asc'), 'desc'),
});
export type AlternateVideoSearchQuery = v.InferOutput<typeof alternateVideoSearchQuery>;

/** Alternate video search answer, in the alternate provider's shape (itemData and pagingData). */
export const alternateVideoSearchResponse = v.object({
  itemData: v.array(videoResult),
  pagingData: v.looseObject({
    totalCount: count,
    itemCount: count,
    pageCount: count,
    pageSize: count,
    pageIndex: count,
  }),
});
export type AlternateVideoSearchResponse = v.InferOutput<typeof alternateVideoSearchResponse>;

/** Spec 001 §3 "Video category": the site sorts these ascending by orderPosition (the server does not). */
export const videoCategory = v.looseObject({
  id: v.string(),
  attributes: v.looseObject({
    name: v.string(),
    slug: v.string(),
    orderPosition: v.pipe(v.number(), v.integer()),
  }),
});
export type VideoCategory = v.InferOutput<typeof videoCategory>;

/** GET {videos}/categories answer (spec 001 §7: data[].attributes). */
export const videoCategoriesResponse = v.object({ data: v.array(videoCategory) });
export type VideoCategoriesResponse = v.InferOutput<typeof videoCategoriesResponse>;

/** GET {videos}/videos/{entryId}: the one video the player opens by entry id (spec 001 §2 /videos/{videoID}). */
export const videoResponse = v.object({ data: videoResult });
export type VideoResponse = v.InferOutput<typeof videoResponse>;

/** What the site's filters select; every part is optional except the start of publication. */
export interface VideoSearchFilters {
  /** Spec 001 §5: the latest start of publication to include, as an ISO instant or 'NOW'. */
  publishedBefore: string;
  teamIds?: readonly string[];
  seasons?: readonly number[];
  duration?: VideoDurationFilter;
  categories?: readonly string[];
  /** false leaves legacy videos out; true shows only them; absent shows both. */
  legacy?: boolean;
  /** Words the title or the tags must contain. */
  text?: string;
}

/** A value in double quotes with the two characters that need it escaped. */
export const quoteSearchValue = (value: string): string => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

const anyOf = (clauses: string[]): string | undefined =>
  clauses.length === 0 ? undefined : clauses.length === 1 ? clauses[0] : `(${clauses.join(' OR ')})`;

/** Builds q from the filters: clauses joined by ' AND ', several choices of one filter in an OR group. */
export function buildVideoSearchQuery(filters: VideoSearchFilters): string {
  const F = VIDEO_SEARCH_FIELDS;
  const text = filters.text?.trim();
  const clauses = [
    `${F.startAt}:[* TO ${filters.publishedBefore}]`,
    anyOf((filters.teamIds ?? []).map((id) => `${F.teams}:${id}`)),
    anyOf((filters.seasons ?? []).map((season) => `${F.seasons}:${season}`)),
    filters.duration ? `${F.duration}:${VIDEO_DURATION_FILTERS[filters.duration].range}` : undefined,
    anyOf((filters.categories ?? []).map((slug) => `${F.categories}:${slug}`)),
    filters.legacy === undefined ? undefined : `${F.legacy}:${filters.legacy}`,
    text ? `(${F.title}:${quoteSearchValue(text)} OR ${F.tags}:${quoteSearchValue(text)})` : undefined,
  ];
  return clauses.filter((clause): clause is string => clause !== undefined).join(' AND ');
}
