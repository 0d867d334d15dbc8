import type { MenuPage } from '@club/shared/contracts';
import { MAIN_MENU_LAYOUTS, type MainMenuLayout } from '@club/shared/site';
import { $menuOpen, openMenu, openSearch, resetStoresForTests } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $menuTree, resetMenuTree } from '../stores/menu-tree.ts';
import { menuPage } from '../testing/menu-page.ts';
import { MainMenu } from './main-menu.tsx';

const MENU = serviceAddress('webApi', '/v1/menu');
const TREE: MenuPage[] = [
  menuPage({
    postID: 1,
    postTitle: 'The Club',
    fullPath: '/the-club',
    pageTemplate: 'Hub',
    pageOrder: 1,
    childIds: [2, 3],
    children: [
      menuPage({ postID: 2, postTitle: 'History', fullPath: '/the-club/history', pageOrder: 1 }),
      menuPage({
        postID: 3,
        postTitle: 'Equality, Diversity and Inclusion',
        fullPath: '/the-club/edi',
        pageOrder: 2,
        childIds: [4],
        children: [
          menuPage({ postID: 4, postTitle: 'Our Commitments', fullPath: '/the-club/edi/our-commitments' }),
        ],
      }),
      menuPage({
        postID: 5,
        postTitle: 'Cookies',
        fullPath: '/the-club/cookies',
        pageOrder: 3,
        showInMenu: false,
      }),
    ],
  }),
  menuPage({
    postID: 6,
    postTitle: 'Foundation',
    fullPath: 'https://foundation.example/',
    pageOrder: 2,
    postType: 'external',
    externalUrl: 'https://foundation.example/',
    newTab: true,
  }),
];

const server = mockServices(http.get(MENU, () => HttpResponse.json({ data: TREE })));

beforeEach(() => {
  resetStoresForTests();
  // The tree store stays mounted a moment after the last reader goes; start each test unmounted.
  cleanStores($menuTree);
  resetMenuTree();
});

function renderMenu(layout?: MainMenuLayout) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <button type="button" aria-controls="main-menu" onClick={openMenu}>
              Menu
            </button>
            <p>outside</p>
            <MainMenu {...(layout ? { layout } : {})} />
          </>
        ),
      },
    ],
    { initialEntries: ['/news'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const dialog = () => screen.queryByRole('dialog', { name: 'Main menu' });
async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = dialog() as HTMLElement;
  await within(menu).findByRole('link', { name: 'The Club' });
  return menu;
}

describe('MainMenu', () => {
  it('is closed until the burger opens it, and then is a modal named Main menu', async () => {
    renderMenu();
    expect(dialog()).toBeNull();
    const menu = await open();
    expect(menu.getAttribute('aria-modal')).toBe('true');
    expect(menu.id).toBe('main-menu');
    expect(menu.contains(document.activeElement)).toBe(true);
  });

  it('shows a loader, then the fixed main menu set and the club pages from the service', async () => {
    renderMenu();
    act(() => openMenu());
    const menu = dialog() as HTMLElement;
    expect(within(menu).getByRole('status').textContent).toBe('Loading the menu');
    await within(menu).findByRole('link', { name: 'The Club' });
    const links = within(menu).getAllByRole('link');
    expect(links.slice(0, 6).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['News', '/news'],
      ['Northbridge TV', '/videos'],
      ['Matches', '/matches'],
      ['Teams', '/teams'],
      ['Tickets', '/tickets'],
      ['Store', 'https://store.northbridgefc.example/'],
    ]);
    expect(links[5]?.getAttribute('target')).toBe('_blank');
    expect(links[5]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(menu).getByRole('link', { name: 'History', hidden: true }).getAttribute('href')).toBe(
      '/the-club/history',
    );
    expect(within(menu).queryByRole('link', { name: 'Cookies', hidden: true })).toBeNull();
    const foundation = within(menu).getByRole('link', { name: 'Foundation' });
    expect(foundation.getAttribute('href')).toBe('https://foundation.example/');
    expect(foundation.getAttribute('target')).toBe('_blank');
    expect(foundation.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('full-menu: sub-pages open behind a disclosure button, level by level', async () => {
    renderMenu('full-menu');
    const menu = await open();
    expect(within(menu).queryByRole('link', { name: 'History' })).toBeNull();
    const clubToggle = within(menu).getByRole('button', { name: 'Show The Club pages' });
    expect(clubToggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(clubToggle);
    expect(clubToggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'History' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Our Commitments' })).toBeNull();
    await userEvent.click(
      within(menu).getByRole('button', { name: 'Show Equality, Diversity and Inclusion pages' }),
    );
    expect(within(menu).getByRole('link', { name: 'Our Commitments' }).getAttribute('href')).toBe(
      '/the-club/edi/our-commitments',
    );
  });

  it('component-menu: the set as tiles, then only the top-level club pages', async () => {
    renderMenu('component-menu');
    const menu = await open();
    expect(menu.dataset.layout).toBe('component-menu');
    expect(within(menu).getByRole('link', { name: 'News' }).querySelector('svg')).not.toBeNull();
    expect(within(menu).getByRole('link', { name: 'Foundation' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'History', hidden: true })).toBeNull();
    expect(within(menu).queryByRole('button', { name: /^Show / })).toBeNull();
  });

  it('feature-menu: the set as tiles beside the club pages with their first level open', async () => {
    renderMenu('feature-menu');
    const menu = await open();
    expect(within(menu).getByRole('link', { name: 'News' }).querySelector('svg')).not.toBeNull();
    expect(within(menu).getByRole('link', { name: 'History' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Our Commitments', hidden: true })).toBeNull();
  });

  it('auto-only-menu: the club pages alone, every level open', async () => {
    renderMenu('auto-only-menu');
    const menu = await open();
    expect(within(menu).queryByRole('link', { name: 'News' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Our Commitments' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: /^Show / })).toBeNull();
  });

  it('names four layouts', () => {
    expect(MAIN_MENU_LAYOUTS).toEqual(['component-menu', 'full-menu', 'feature-menu', 'auto-only-menu']);
  });

  it('closes on Escape and gives focus back to the burger', async () => {
    renderMenu();
    await open();
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect($menuOpen.get()).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('closes on its close button and on a click outside the panel', async () => {
    renderMenu();
    const menu = await open();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(dialog()).toBeNull();
    await open();
    const underlay = document.querySelector('button[tabindex="-1"][aria-label="Close menu"]') as HTMLElement;
    await userEvent.click(underlay);
    expect(dialog()).toBeNull();
  });

  it('closes on any route change, including following one of its links', async () => {
    const router = renderMenu();
    const menu = await open();
    await userEvent.click(within(menu).getByRole('link', { name: 'Matches' }));
    expect(router.state.location.pathname).toBe('/matches');
    expect(dialog()).toBeNull();
    await open();
    await act(() => router.navigate('/teams'));
    expect(dialog()).toBeNull();
  });

  it('closes when search opens', async () => {
    renderMenu();
    await open();
    act(() => openSearch());
    expect(dialog()).toBeNull();
  });

  it('keeps the tree once loaded', async () => {
    let calls = 0;
    server.use(
      http.get(MENU, () => {
        calls += 1;
        return HttpResponse.json({ data: TREE });
      }),
    );
    renderMenu();
    await open();
    await userEvent.keyboard('{Escape}');
    await open();
    expect(calls).toBe(1);
  });

  it('logs a failed tree and still shows the main menu set; auto-only-menu falls back to it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(MENU, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderMenu('auto-only-menu');
    act(() => openMenu());
    const menu = dialog() as HTMLElement;
    expect(await within(menu).findByRole('link', { name: 'News' })).toBeTruthy();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[0])).toContain('menu tree');
    expect(within(menu).queryByRole('status')).toBeNull();
  });
});
