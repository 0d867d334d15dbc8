// Nests the published page records into the menu tree: children in pageOrder under their parent,
// childIds naming those children.
import type { MenuPage } from '@club/shared/contracts';
import type { PageRecord } from './page-records.ts';

const byOrder = (a: PageRecord, b: PageRecord) => a.pageOrder - b.pageOrder || a.postID - b.postID;

export function buildMenuTree(records: readonly PageRecord[]): MenuPage[] {
  const childrenOf = new Map<number | null, PageRecord[]>();
  for (const record of records) {
    const siblings = childrenOf.get(record.parentID) ?? [];
    siblings.push(record);
    childrenOf.set(record.parentID, siblings);
  }
  const nest = (record: PageRecord): MenuPage => {
    const children = (childrenOf.get(record.postID) ?? []).sort(byOrder).map(nest);
    return {
      postID: record.postID,
      postTitle: record.postTitle,
      postStatus: record.postStatus,
      pageTemplate: record.pageTemplate,
      savedTimestamp: record.savedTimestamp,
      children,
      pageOrder: record.pageOrder,
      pageSlug: record.pageSlug,
      fullPath: record.fullPath,
      publishedDate: record.publishedDate,
      publishedTime: record.publishedTime,
      nestedLevel: record.nestedLevel,
      postType: record.postType,
      externalUrl: record.externalUrl,
      newTab: record.newTab,
      childIds: children.map((child) => child.postID),
      showInMenu: record.showInMenu,
    };
  };
  return (childrenOf.get(null) ?? []).sort(byOrder).map(nest);
}
