import { openMenu, resetStoresForTests } from '@club/shared/stores';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetRouteTables, useRouteMeta } from '../../../lib/federation/route-meta.ts';
import { recordTestRouteTables } from '../../../lib/federation/route-tables-testing.ts';
import { LOCKED_BODY_CLASS, useBodyClasses } from './use-body-classes.ts';

function Layout() {
  useBodyClasses(useRouteMeta());
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '*', element: null }] }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

beforeEach(() => {
  resetStoresForTests();
  recordTestRouteTables();
  document.body.className = 'keep-me';
});
afterEach(forgetRouteTables);

describe('body classes (spec 000 §2)', () => {
  it("gives the body one class per route, named by the page's own route, replaced on each route change, leaving others alone", async () => {
    const { router } = renderAt('/news');
    expect([...document.body.classList]).toEqual(['keep-me', 'route-news']);
    await act(() => router.navigate('/news/cup-final-report'));
    expect([...document.body.classList]).toEqual(['keep-me', 'route-news-slug']);
    await act(() => router.navigate('/'));
    expect([...document.body.classList]).toEqual(['keep-me', 'route-index']);
    await act(() => router.navigate('/teams/lionesses/squad'));
    expect([...document.body.classList]).toEqual(['keep-me', 'route-not-found']);
  });

  it("gives no route class until the page's routes have arrived, then its own", () => {
    forgetRouteTables();
    renderAt('/teams');
    expect([...document.body.classList]).toEqual(['keep-me']);
    act(() => recordTestRouteTables());
    expect([...document.body.classList]).toEqual(['keep-me', 'route-teams']);
  });

  it('adds the locked class while the background is locked', () => {
    renderAt('/teams');
    expect(document.body.classList.contains(LOCKED_BODY_CLASS)).toBe(false);
    act(() => openMenu());
    expect(document.body.classList.contains(LOCKED_BODY_CLASS)).toBe(true);
    expect(document.body.classList.contains('route-teams')).toBe(true);
  });

  it('takes its route class away when the layout goes', () => {
    const { view } = renderAt('/teams');
    view.unmount();
    expect([...document.body.classList]).toEqual(['keep-me']);
  });
});
