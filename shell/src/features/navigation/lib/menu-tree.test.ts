import { describe, expect, it } from 'vitest';
import { menuPage } from '../testing/menu-page.ts';
import { menuPageTarget, visibleMenuPages } from './menu-tree.ts';

describe('visibleMenuPages', () => {
  it('keeps published pages shown in menus, at every level, in pageOrder', () => {
    const tree = [
      menuPage({
        postID: 1,
        postTitle: 'The Club',
        fullPath: '/the-club',
        pageOrder: 2,
        children: [
          menuPage({ postID: 2, postTitle: 'Cookies', fullPath: '/the-club/cookies', showInMenu: false }),
          menuPage({ postID: 3, postTitle: 'Contact', fullPath: '/the-club/contact', pageOrder: 2 }),
          menuPage({ postID: 4, postTitle: 'History', fullPath: '/the-club/history', pageOrder: 1 }),
          menuPage({ postID: 5, postTitle: 'Draft', fullPath: '/the-club/draft', postStatus: 'Draft' }),
        ],
      }),
      menuPage({ postID: 6, postTitle: 'Tickets', fullPath: '/tickets', pageOrder: 1 }),
    ];
    const visible = visibleMenuPages(tree);
    expect(visible.map((page) => page.postTitle)).toEqual(['Tickets', 'The Club']);
    expect(visible[1]?.children.map((page) => page.postTitle)).toEqual(['History', 'Contact']);
  });
});

describe('menuPageTarget', () => {
  it('links an internal page to its full path in the same tab', () => {
    expect(
      menuPageTarget(menuPage({ postID: 1, postTitle: 'History', fullPath: '/the-club/history' })),
    ).toEqual({
      href: '/the-club/history',
      isExternal: false,
      newTab: false,
    });
  });

  it('links an external page to its URL, in a new tab when flagged', () => {
    const foundation = menuPage({
      postID: 9,
      postTitle: 'Foundation',
      fullPath: 'https://foundation.example/',
      postType: 'external',
      externalUrl: 'https://foundation.example/',
      newTab: true,
    });
    expect(menuPageTarget(foundation)).toEqual({
      href: 'https://foundation.example/',
      isExternal: true,
      newTab: true,
    });
    expect(menuPageTarget({ ...foundation, newTab: false }).newTab).toBe(false);
  });
});
