import type { RemoteKey } from '@club/shared/config';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from './federation.ts';
import { appRoutes } from './router.tsx';

vi.mock('./federation.ts', () => ({ loadRemoteModule: vi.fn() }));
vi.mock('../features/layout/components/default-layout.tsx', () => ({ DefaultLayout: () => <Outlet /> }));

// Each fake remote routes like a real one: absolute paths under its prefixes, and its own 404.
const fakeRemotes: Record<RemoteKey, Array<{ path: string; text: string }>> = {
  'mfe-content': [
    { path: '/', text: 'Home page' },
    { path: '/news', text: 'News listing' },
  ],
  'mfe-matches': [
    { path: '/teams', text: 'Teams list' },
    { path: '/matches/:team', text: 'Team fixtures' },
  ],
  'mfe-streaming': [{ path: '/videos', text: 'Videos home' }],
  'mfe-account': [{ path: '/account/login', text: 'Account login' }],
};

beforeEach(() => {
  vi.mocked(loadRemoteModule).mockImplementation(async (remote) => ({
    release: 'test',
    routes: [
      ...fakeRemotes[remote].map(({ path, text }) => ({ path, element: <p>{text}</p> })),
      { path: '*', element: <p>{`${remote} 404`}</p> },
    ],
  }));
});

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the shell router', () => {
  it.each([
    ['/', 'Home page'],
    ['/news', 'News listing'],
    ['/teams', 'Teams list'],
    ['/matches/lionesses', 'Team fixtures'],
    ['/videos', 'Videos home'],
    ['/account/login', 'Account login'],
  ])('hands %s to the remote that owns it, which matches it by its full path', async (path, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("sends paths no prefix claims to mfe-content's catch-all", async () => {
    renderAt('/the-club/history');
    expect(await screen.findByText('mfe-content 404')).toBeTruthy();
  });

  it("renders the new remote's page when navigating from one remote to another and back", async () => {
    const router = renderAt('/news');
    expect(await screen.findByText('News listing')).toBeTruthy();
    await act(() => router.navigate('/teams'));
    expect(await screen.findByText('Teams list')).toBeTruthy();
    await act(() => router.navigate('/news'));
    expect(await screen.findByText('News listing')).toBeTruthy();
  });
});
