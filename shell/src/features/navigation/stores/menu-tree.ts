import type { MenuPage } from '@club/shared/contracts';
import { onBrowserMount } from '@club/shared/stores';
import { atom } from 'nanostores';
import { getMenu } from '../api/get-menu.ts';
import { visibleMenuPages } from '../lib/menu-tree.ts';

/** The CMS menu tree for the main menu: fetched the first time the menu shows, kept after. */
export type MenuTree =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; pages: MenuPage[] }
  | { status: 'failed' };

export const $menuTree = atom<MenuTree>({ status: 'idle' });

/** Fetches the tree unless it is loaded or loading; a failure is logged and tried again next time. */
export async function loadMenuTree(): Promise<void> {
  const { status } = $menuTree.get();
  if (status === 'loading' || status === 'ready') return;
  $menuTree.set({ status: 'loading' });
  try {
    $menuTree.set({ status: 'ready', pages: visibleMenuPages(await getMenu()) });
  } catch (error) {
    // Spec 000 §8 pattern: logged; the main menu's fixed set still shows.
    console.error('[main menu] the menu tree could not be loaded', error);
    $menuTree.set({ status: 'failed' });
  }
}

// The tree loads when the open menu first reads it, not with every page.
onBrowserMount($menuTree, () => {
  void loadMenuTree();
});

/** Forgets the tree (tests). */
export function resetMenuTree(): void {
  $menuTree.set({ status: 'idle' });
}
