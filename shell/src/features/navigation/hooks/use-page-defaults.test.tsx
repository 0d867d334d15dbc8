import {
  $pageKind,
  $pageLanguage,
  resetStoresForTests,
  setPageKind,
  setPageLanguage,
} from '@club/shared/stores';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetRouteTables, useRouteMeta } from '../../../lib/federation/route-meta.ts';
import { recordTestRouteTables } from '../../../lib/federation/route-tables-testing.ts';
import { usePageDefaults } from './use-page-defaults.ts';

beforeEach(() => {
  resetStoresForTests();
  recordTestRouteTables();
});
afterEach(forgetRouteTables);

function Layout() {
  const content = usePageDefaults(useRouteMeta());
  return (
    <main {...content}>
      <Outlet />
    </main>
  );
}

/** A club page that learns it has a hero image, as a remote's page does. */
function PageWithHero() {
  useEffect(() => setPageKind('content-page-with-image'), []);
  return <p>hero page</p>;
}

/** An Arabic article at an English-looking address. */
function ArabicArticle() {
  useEffect(() => setPageLanguage('ar'), []);
  return <p>مقال</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: 'the-club/history', element: <PageWithHero /> },
          { path: 'news/arabic-story', element: <ArabicArticle /> },
          { path: '*', element: <p>page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePageDefaults', () => {
  it("is the plain content page until the page's routes have arrived, then the kind its route names", () => {
    forgetRouteTables();
    renderAt('/');
    expect($pageKind.get()).toBe('content-page-without-image');
    act(() => recordTestRouteTables());
    expect($pageKind.get()).toBe('home');
  });

  it("sets the page kind the page's own route names on every route change", async () => {
    const router = renderAt('/');
    expect($pageKind.get()).toBe('home');
    await act(() => router.navigate('/matches/lionesses'));
    expect($pageKind.get()).toBe('matches');
    await act(() => router.navigate('/news/2023/05'));
    expect($pageKind.get()).toBe('legacy-news');
  });

  it("lets the page's own kind win over its route's", async () => {
    const router = renderAt('/news');
    await act(() => router.navigate('/the-club/history'));
    expect($pageKind.get()).toBe('content-page-with-image');
    await act(() => router.navigate('/the-club/contact'));
    expect($pageKind.get()).toBe('content-page-without-image');
  });

  it('keeps a kind the page set while only the query or hash changes', async () => {
    const router = renderAt('/the-club/history');
    expect($pageKind.get()).toBe('content-page-with-image');
    await act(() => router.navigate('/the-club/history?tab=2#honours'));
    expect($pageKind.get()).toBe('content-page-with-image');
  });

  it('reads /category/arabic right to left in Arabic, and the rest left to right without marking', async () => {
    const router = renderAt('/category/arabic');
    const main = screen.getByRole('main');
    expect(main.getAttribute('lang')).toBe('ar');
    expect(main.getAttribute('dir')).toBe('rtl');
    await act(() => router.navigate('/news'));
    expect($pageLanguage.get()).toBe('en');
    expect(main.getAttribute('lang')).toBeNull();
    expect(main.getAttribute('dir')).toBeNull();
  });

  it('reads content marked Arabic right to left wherever it is', () => {
    renderAt('/news/arabic-story');
    const main = screen.getByRole('main');
    expect(main.getAttribute('lang')).toBe('ar');
    expect(main.getAttribute('dir')).toBe('rtl');
  });
});
