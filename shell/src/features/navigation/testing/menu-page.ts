import type { MenuPage } from '@club/shared/contracts';

/** A published internal menu page with the fields a test does not care about filled in. */
export const menuPage = (
  overrides: Partial<MenuPage> & Pick<MenuPage, 'postID' | 'postTitle' | 'fullPath'>,
): MenuPage => ({
  postStatus: 'Published',
  pageTemplate: 'Default',
  savedTimestamp: 1_767_261_600,
  children: [],
  pageOrder: 1,
  pageSlug: overrides.fullPath.split('/').pop() ?? '',
  publishedDate: '2026-01-01',
  publishedTime: '10:00:00',
  nestedLevel: overrides.fullPath.split('/').length - 2,
  postType: 'internal',
  externalUrl: null,
  newTab: false,
  childIds: [],
  showInMenu: true,
  ...overrides,
});
