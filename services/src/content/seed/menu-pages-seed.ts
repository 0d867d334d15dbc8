// The whole CMS page tree of spec 000 §2 "Menu tree", flattened into the records the document
// store keeps: ids in tree order, pageOrder among siblings, full paths, nesting levels, and save
// and publish times spread over the year before SEED_BASE_DATE (London time, as the CMS shows them).
import { POST_STATUS_PUBLISHED } from '@club/shared/contracts';
import { clubDayKey, formatClubTimeWithSeconds } from '@club/shared/format';
import { DAY_MS, HOUR_MS } from '../../lib/clock.ts';
import { createPrng } from '../../seed/prng.ts';
import { SEED_BASE_DATE } from '../../seed/seed-base-date.ts';
import type { PageRecord } from '../page-records.ts';
import { THE_CLUB } from './club-pages.ts';
import type { PageDraft } from './page-draft.ts';
import { ACADEMY, FOUNDATION, STREAMING_ENTRY, SUPPORTERS, TICKETS } from './section-pages.ts';

/** The top-level entries in menu order. */
export const MENU_TREE: PageDraft[] = [THE_CLUB, TICKETS, SUPPORTERS, ACADEMY, FOUNDATION, STREAMING_ENTRY];

const FIRST_POST_ID = 1001;

export function buildPageRecords(base: Date = SEED_BASE_DATE): PageRecord[] {
  const prng = createPrng(2000);
  const records: PageRecord[] = [];
  let nextId = FIRST_POST_ID;

  const visit = (draft: PageDraft, index: number, parent: PageRecord | null) => {
    const nestedLevel = parent ? parent.nestedLevel + 1 : 0;
    const sitePath = parent ? `${parent.fullPath}/${draft.slug}` : `/${draft.slug}`;
    const published = base.getTime() - prng.int(120, 365) * DAY_MS - prng.int(0, 10) * HOUR_MS;
    const saved = published + prng.int(1, 100) * DAY_MS;
    const publishedAt = new Date(published);
    const record: PageRecord = {
      postID: nextId++,
      parentID: parent?.postID ?? null,
      postTitle: draft.title,
      postStatus: draft.status ?? POST_STATUS_PUBLISHED,
      pageTemplate: draft.template ?? 'Default',
      savedTimestamp: Math.floor(saved / 1000),
      pageOrder: index + 1,
      pageSlug: draft.slug,
      fullPath: draft.external?.url ?? draft.appRoute ?? sitePath,
      publishedDate: clubDayKey(publishedAt),
      publishedTime: formatClubTimeWithSeconds(publishedAt),
      nestedLevel,
      postType: draft.external ? 'external' : 'internal',
      externalUrl: draft.external?.url ?? null,
      newTab: draft.external?.newTab ?? false,
      showInMenu: draft.showInMenu ?? true,
      summary: draft.summary,
      bodyHtml: draft.bodyHtml?.trim() ?? null,
      blocks: draft.blocks ?? [],
      heroImageKey: draft.hero ? `pages/${sitePath.slice(1).replaceAll('/', '-')}.jpg` : null,
    };
    records.push(record);
    for (const [i, child] of (draft.children ?? []).entries()) visit(child, i, record);
  };
  for (const [i, draft] of MENU_TREE.entries()) visit(draft, i, null);
  return records;
}
