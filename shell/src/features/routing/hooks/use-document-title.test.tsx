import { NOT_FOUND_MESSAGE, pageTitle, TITLE_SUFFIX } from '@club/shared/site';
import { resetStoresForTests } from '@club/shared/stores';
import { NotFoundPage, usePageTitle } from '@club/shared/ui';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetRouteTables, useRouteMeta } from '../../../lib/federation/route-meta.ts';
import { recordTestRouteTables } from '../../../lib/federation/route-tables-testing.ts';
import { pathTitle, useDocumentTitle } from './use-document-title.ts';

function Layout() {
  useDocumentTitle(useRouteMeta());
  return <Outlet />;
}

function NamedPage({ title }: { title: string }) {
  usePageTitle(title);
  return <p>{title}</p>;
}

/** A remote page that writes the title itself, as the first slices did. */
function SelfTitledPage() {
  useEffect(() => {
    document.title = pageTitle('Watch again');
  }, []);
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/teams', element: <NamedPage title="Our teams" /> },
          { path: '/teams/:team', element: <NamedPage title="Lionesses" /> },
          { path: '/videos', element: <SelfTitledPage /> },
          { path: '/missing', element: <NotFoundPage /> },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetStoresForTests();
  recordTestRouteTables();
  document.title = '';
});
afterEach(forgetRouteTables);

describe('page titles (spec 000 §1)', () => {
  it('gives a page that names none the title its own route names, with the suffix', async () => {
    const router = renderAt('/the-club/privacy-notice');
    expect(document.title).toBe(`Club Page${TITLE_SUFFIX}`);
    await act(() => router.navigate('/'));
    expect(document.title).toBe(`Home${TITLE_SUFFIX}`);
  });

  it("names a page by its path's last segment until its routes have arrived, then as its route says", () => {
    forgetRouteTables();
    renderAt('/the-club/privacy-notice');
    expect(document.title).toBe(`Privacy Notice${TITLE_SUFFIX}`);
    act(() => recordTestRouteTables());
    expect(document.title).toBe(`Club Page${TITLE_SUFFIX}`);
  });

  it('makes a path readable while its route is not known', () => {
    expect(pathTitle('/')).toBe('Home');
    expect(pathTitle('/news/')).toBe('News');
    expect(pathTitle('/news/caf%C3%A9-opening')).toBe('Café Opening');
    expect(pathTitle('/news/100%')).toBe('100%');
  });

  it("uses the page's own title, and the default again once the page has gone", async () => {
    const router = renderAt('/teams');
    expect(document.title).toBe(`Our teams${TITLE_SUFFIX}`);
    await act(() => router.navigate('/teams/lionesses'));
    expect(document.title).toBe(`Lionesses${TITLE_SUFFIX}`);
    await act(() => router.navigate('/news'));
    expect(document.title).toBe(`News${TITLE_SUFFIX}`);
  });

  it('leaves the last word to a page that writes the title itself', async () => {
    const router = renderAt('/news');
    await act(() => router.navigate('/videos'));
    expect(document.title).toBe(`Watch again${TITLE_SUFFIX}`);
  });

  it("names the 404 page with the spec's message", () => {
    renderAt('/missing');
    expect(document.title).toBe(`${NOT_FOUND_MESSAGE}${TITLE_SUFFIX}`);
  });
});
