import { openMenu, resetStoresForTests } from '@club/shared/stores';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCKED_BODY_CLASS, useBodyClasses } from './use-body-classes.ts';

function Layout() {
  useBodyClasses();
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
  document.body.className = 'keep-me';
});

describe('body classes (spec 000 §2)', () => {
  it('gives the body one class per route path, replaced on each route change, leaving others alone', async () => {
    const { router } = renderAt('/news');
    expect([...document.body.classList]).toEqual(['keep-me', 'route-news']);
    await act(() => router.navigate('/news/cup-final-report'));
    expect([...document.body.classList]).toEqual(['keep-me', 'route-news-slug']);
    await act(() => router.navigate('/'));
    expect([...document.body.classList]).toEqual(['keep-me', 'route-index']);
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
