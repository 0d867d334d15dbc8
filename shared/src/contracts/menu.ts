// The CMS menu tree (spec 000 §2 "Menu tree", §3 "Menu page"): every page the club's content
// routes can show, nested under the top-level entries The Club, Tickets, Supporters, Academy, the
// external foundation site and the streaming entry.
import * as v from '@club/shared/schema';

export const PAGE_TEMPLATES = ['Hub', 'Default'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];
export const POST_TYPES = ['internal', 'external'] as const;
export type PostType = (typeof POST_TYPES)[number];
/** Spec 000 §3 "Menu page" gives 'Published' as its example status; only published pages are served. */
export const POST_STATUS_PUBLISHED = 'Published';
/**
 * Spec 000 §2: a slug, then up to four sub-page levels. Top-level pages have nestedLevel 0, so the
 * deepest page has nestedLevel 4 and a full path of five segments.
 */
export const MAX_NESTED_LEVEL = 4;
export const MAX_PAGE_PATH_SEGMENTS = MAX_NESTED_LEVEL + 1;

/** One menu page and its published children, in pageOrder (spec 000 §3 "Menu page"). */
export interface MenuPage {
  postID: number;
  postTitle: string;
  postStatus: string;
  pageTemplate: PageTemplate;
  /** When the page was last saved, in seconds since the epoch. */
  savedTimestamp: number;
  children: MenuPage[];
  pageOrder: number;
  pageSlug: string;
  /** The site path ('/the-club/history'); for an external page, its externalUrl. */
  fullPath: string;
  /** YYYY-MM-DD and HH:mm:ss, on the club's clock (TIMEZONE). */
  publishedDate: string;
  publishedTime: string;
  nestedLevel: number;
  postType: PostType;
  externalUrl: string | null;
  newTab: boolean;
  childIds: number[];
  /** False for pages reached from elsewhere (the footer sub menu's privacy notice and cookies). */
  showInMenu: boolean;
}

export const menuPage: v.GenericSchema<MenuPage> = v.looseObject({
  postID: v.pipe(v.number(), v.integer()),
  postTitle: v.string(),
  postStatus: v.string(),
  pageTemplate: v.picklist(PAGE_TEMPLATES),
  savedTimestamp: v.pipe(v.number(), v.integer()),
  children: v.array(v.lazy(() => menuPage)),
  pageOrder: v.pipe(v.number(), v.integer()),
  pageSlug: v.string(),
  fullPath: v.string(),
  publishedDate: v.pipe(v.string(), v.isoDate()),
  publishedTime: v.pipe(v.string(), v.isoTimeSecond()),
  nestedLevel: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_NESTED_LEVEL)),
  postType: v.picklist(POST_TYPES),
  externalUrl: v.nullable(v.pipe(v.string(), v.url())),
  newTab: v.boolean(),
  childIds: v.array(v.pipe(v.number(), v.integer())),
  showInMenu: v.boolean(),
});

/** GET {webApi}/v1/menu: the published tree, top-level pages first (shape "not shown"; designed). */
export const menuResponse = v.object({ data: v.array(menuPage) });
export type MenuResponse = v.InferOutput<typeof menuResponse>;
