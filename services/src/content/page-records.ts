// The CMS pages as the document store keeps them: one flat record per page with its parent's id.
// The menu tree, the pages, their breadcrumbs and Hub child lists are all worked out from these,
// so a page exists in one place only.
import {
  contentBlock,
  MAX_NESTED_LEVEL,
  PAGE_TEMPLATES,
  POST_STATUS_PUBLISHED,
  POST_TYPES,
} from '@club/shared/contracts';
import * as v from 'valibot';
import type { Queryable } from '../db/database.ts';
import { readDocuments } from './documents.ts';

export const CONTENT_PAGES_COLLECTION = 'content-pages';

export const pageRecord = v.object({
  postID: v.pipe(v.number(), v.integer()),
  parentID: v.nullable(v.pipe(v.number(), v.integer())),
  postTitle: v.string(),
  postStatus: v.string(),
  pageTemplate: v.picklist(PAGE_TEMPLATES),
  savedTimestamp: v.pipe(v.number(), v.integer()),
  pageOrder: v.pipe(v.number(), v.integer()),
  pageSlug: v.string(),
  fullPath: v.string(),
  publishedDate: v.string(),
  publishedTime: v.string(),
  nestedLevel: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_NESTED_LEVEL)),
  postType: v.picklist(POST_TYPES),
  externalUrl: v.nullable(v.string()),
  newTab: v.boolean(),
  showInMenu: v.boolean(),
  summary: v.string(),
  /** Null for menu entries with no CMS page behind them (external sites, app routes such as /videos). */
  bodyHtml: v.nullable(v.string()),
  /** Blocks after the body (carousels, buttons, advert places); a wrong one is a clear 500 here. */
  blocks: v.optional(v.array(contentBlock), []),
  heroImageKey: v.nullable(v.string()),
});
export type PageRecord = v.InferOutput<typeof pageRecord>;

/** Every published page, in seed order; drafts and their descendants are left out. */
export async function listPublishedPages(db: Queryable): Promise<PageRecord[]> {
  const records = await readDocuments(db, CONTENT_PAGES_COLLECTION, pageRecord);
  const published = new Set<number>();
  // Parents come before their children in seed order, so one pass settles every ancestor.
  for (const record of records) {
    const parentPublished = record.parentID === null || published.has(record.parentID);
    if (parentPublished && record.postStatus === POST_STATUS_PUBLISHED) published.add(record.postID);
  }
  return records.filter((record) => published.has(record.postID));
}
