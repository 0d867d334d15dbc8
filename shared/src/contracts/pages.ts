// Club content pages for the catch-all routes (spec 000 §2: /{slug} and up to four sub-page levels).
import * as v from '@club/shared/schema';
import { contentBlocks } from './blocks.ts';
import { contentSlug, imageRef, seoFields } from './content.ts';
import { MAX_PAGE_PATH_SEGMENTS, PAGE_TEMPLATES, POST_TYPES } from './menu.ts';

/**
 * The path after {webApi}/v1/pages/: one to five slugs joined by '/', e.g. 'the-club/history'.
 * A leading or trailing slash is ignored; anything else that is not a slug is malformed (400).
 */
export const pagePath = v.pipe(
  v.string(),
  v.transform((raw) => raw.replace(/^\/+|\/+$/g, '')),
  v.minLength(1, 'must name a page'),
  v.transform((path) => path.split('/')),
  v.maxLength(MAX_PAGE_PATH_SEGMENTS, `must have at most ${MAX_PAGE_PATH_SEGMENTS} segments`),
  v.array(contentSlug),
);

/** A child page as a Hub page lists it: enough for a card linking to it. */
export const pageChildSummary = v.looseObject({
  postID: v.number(),
  title: v.string(),
  summary: v.string(),
  fullPath: v.string(),
  postType: v.picklist(POST_TYPES),
  externalUrl: v.nullable(v.string()),
  newTab: v.boolean(),
  imageKey: v.nullable(v.string()),
});
export type PageChildSummary = v.InferOutput<typeof pageChildSummary>;

/** One step of the trail from the top-level page down to this one (this one last). */
export const breadcrumb = v.looseObject({ title: v.string(), fullPath: v.string() });
export type Breadcrumb = v.InferOutput<typeof breadcrumb>;

/**
 * A club content page. bodyHtml is the CMS's HTML as stored: the site sanitises it before showing it.
 * heroImage is null for pages without one, which the shell's header styles differently (spec 000
 * §2 "content page with image" and "without image").
 */
export const contentPage = v.looseObject({
  postID: v.number(),
  title: v.string(),
  pageTemplate: v.picklist(PAGE_TEMPLATES),
  pageSlug: v.string(),
  fullPath: v.string(),
  nestedLevel: v.number(),
  publishedDate: v.string(),
  publishedTime: v.string(),
  savedTimestamp: v.number(),
  summary: v.string(),
  bodyHtml: v.string(),
  /** Carousels, buttons and advert places after the body, in the editor's order (none if absent). */
  blocks: contentBlocks,
  heroImage: v.nullable(imageRef),
  /** The published, menu-listed children of a Hub page; empty for Default pages. */
  children: v.array(pageChildSummary),
  breadcrumbs: v.array(breadcrumb),
  seo: seoFields,
});
export type ContentPage = v.InferOutput<typeof contentPage>;

/** GET {webApi}/v1/pages/{fullPath} (shape "not shown"; designed). */
export const contentPageResponse = v.object({ data: contentPage });
export type ContentPageResponse = v.InferOutput<typeof contentPageResponse>;
