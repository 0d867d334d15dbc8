// A club content page by its path, with what the page template needs around the body: the trail
// of ancestors and, for Hub pages, cards for the children that show in menus.
import type { Breadcrumb, ContentPage, PageChildSummary } from '@club/shared/contracts';
import type { PageRecord } from './page-records.ts';

const toChildSummary = (record: PageRecord): PageChildSummary => ({
  postID: record.postID,
  title: record.postTitle,
  summary: record.summary,
  fullPath: record.fullPath,
  postType: record.postType,
  externalUrl: record.externalUrl,
  newTab: record.newTab,
  imageKey: record.heroImageKey,
});

/** The page at /{segments...} among published records, or undefined (no page, or no body behind it). */
export function findPage(
  records: readonly PageRecord[],
  segments: readonly string[],
): ContentPage | undefined {
  const path = `/${segments.join('/')}`;
  const record = records.find((r) => r.postType === 'internal' && r.fullPath === path);
  if (!record || record.bodyHtml === null) return undefined;

  const byId = new Map(records.map((r) => [r.postID, r]));
  const breadcrumbs: Breadcrumb[] = [];
  for (
    let at: PageRecord | undefined = record;
    at;
    at = at.parentID === null ? undefined : byId.get(at.parentID)
  ) {
    breadcrumbs.unshift({ title: at.postTitle, fullPath: at.fullPath });
  }
  const children =
    record.pageTemplate === 'Hub'
      ? records
          .filter((r) => r.parentID === record.postID && r.showInMenu)
          .sort((a, b) => a.pageOrder - b.pageOrder)
          .map(toChildSummary)
      : [];

  return {
    postID: record.postID,
    title: record.postTitle,
    pageTemplate: record.pageTemplate,
    pageSlug: record.pageSlug,
    fullPath: record.fullPath,
    nestedLevel: record.nestedLevel,
    publishedDate: record.publishedDate,
    publishedTime: record.publishedTime,
    savedTimestamp: record.savedTimestamp,
    summary: record.summary,
    bodyHtml: record.bodyHtml,
    blocks: record.blocks,
    heroImage: record.heroImageKey ? { key: record.heroImageKey, alt: record.postTitle } : null,
    children,
    breadcrumbs,
    seo: {
      title: record.postTitle,
      description: record.summary,
      canonicalPath: record.fullPath,
      imageKey: record.heroImageKey,
    },
  };
}
