import { ERROR_PAGE_MESSAGE, TITLE_SUFFIX } from '@club/shared/site';
import { $pageKind, resetStoresForTests } from '@club/shared/stores';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRouteTables } from '../../lib/federation/route-meta.ts';
import { recordTestRouteTables } from '../../lib/federation/route-tables-testing.ts';
import { SiteLayout } from './site-layout.tsx';

// The layouts themselves are tested apart; here only which one shows, and with what.
vi.mock('./default-layout.tsx', () => ({
  DefaultLayout: ({ kind, content }: { kind: string; content?: ReactNode }) => (
    <div data-testid="layout" data-layout={kind}>
      {content ?? <Outlet />}
    </div>
  ),
}));
vi.mock('./streamer-layout.tsx', () => ({
  StreamerLayout: ({ content }: { content?: ReactNode }) => (
    <div data-testid="layout" data-layout="streamer">
      {content ?? <Outlet />}
    </div>
  ),
}));

function Broken(): never {
  throw new Error('kaput');
}

function renderAt(path: string, variant: 'club' | 'streamer' = 'club') {
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout variant={variant} />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '*', element: <p>Page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const layout = () => screen.getByTestId('layout').getAttribute('data-layout');

beforeEach(() => {
  resetStoresForTests();
  recordTestRouteTables();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(forgetRouteTables);

describe('SiteLayout (spec 000 §2 "Layouts")', () => {
  it.each([
    ['/', 'default'],
    ['/news', 'default'],
    ['/news/cup-final-report', 'news-item'],
    ['/news/2024/05', 'default'],
    ['/teams', 'default'],
  ])("uses the club site layout the page's route names for %s: %s", (path, kind) => {
    renderAt(path);
    expect(layout()).toBe(kind);
    expect(screen.getByText('Page')).toBeTruthy();
  });

  it("uses the default layout while the page's routes load", () => {
    forgetRouteTables();
    renderAt('/news/cup-final-report');
    expect(layout()).toBe('default');
    act(() => recordTestRouteTables());
    expect(layout()).toBe('news-item');
  });

  it('uses the streamer layout on the streamer site, whatever the path', () => {
    renderAt('/news/cup-final-report', 'streamer');
    expect(layout()).toBe('streamer');
  });

  it('shows the error page inside the layout for an error below it, with the error kind and title', () => {
    renderAt('/broken');
    expect(layout()).toBe('default');
    expect(screen.getByRole('heading', { level: 1, name: '500 error' })).toBeTruthy();
    expect(screen.getByText(ERROR_PAGE_MESSAGE)).toBeTruthy();
    // The layout's page content slot is the main landmark; the error page adds none.
    expect(screen.queryByRole('main')).toBeNull();
    expect($pageKind.get()).toBe('error');
    expect(document.title).toBe(`500 error${TITLE_SUFFIX}`);
  });

  it('clears the error page once the address changes', async () => {
    const router = renderAt('/broken');
    expect(screen.getByRole('heading', { level: 1, name: '500 error' })).toBeTruthy();
    await act(() => router.navigate('/news'));
    expect(screen.queryByRole('heading', { level: 1, name: '500 error' })).toBeNull();
    expect(screen.getByText('Page')).toBeTruthy();
  });
});
