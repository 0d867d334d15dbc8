import { type MenuPage, POST_STATUS_PUBLISHED } from '@club/shared/contracts';

/**
 * The pages a menu shows: published ones marked showInMenu, with their children filtered the same
 * way, in pageOrder (spec 000 §2 "Menu tree", §3 "Menu page").
 */
export function visibleMenuPages(pages: readonly MenuPage[]): MenuPage[] {
  return pages
    .filter((page) => page.postStatus === POST_STATUS_PUBLISHED && page.showInMenu)
    .toSorted((a, b) => a.pageOrder - b.pageOrder)
    .map((page) => ({ ...page, children: visibleMenuPages(page.children) }));
}

/** Where a menu page links: an internal page to its full path, an external one to its URL. */
export interface MenuPageTarget {
  href: string;
  isExternal: boolean;
  newTab: boolean;
}

export function menuPageTarget(page: MenuPage): MenuPageTarget {
  if (page.postType === 'external') {
    return { href: page.externalUrl ?? page.fullPath, isExternal: true, newTab: page.newTab };
  }
  return { href: page.fullPath, isExternal: false, newTab: false };
}
