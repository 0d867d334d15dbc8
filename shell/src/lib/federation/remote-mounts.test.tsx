import {
  forgetLoadedModules,
  preloadRemoteModule,
  provideRemoteLoader,
  REMOTE_UNAVAILABLE_TITLE,
  RETRY_LABEL,
} from '@club/shared/federation';
import { NOT_FOUND_MESSAGE } from '@club/shared/site';
import { $pageLoading } from '@club/shared/stores';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from './federation.ts';
import { RemoteRoutes, RemoteSlot } from './remote-mounts.tsx';

vi.mock('./federation.ts', () => ({ loadRemoteModule: vi.fn() }));
// The shell provides this loader at start; remote mounts load through it.
provideRemoteLoader(loadRemoteModule);
const load = vi.mocked(loadRemoteModule);

const routesModule = (text: string) => ({
  release: 'v2',
  routes: {
    news: [
      { index: true, element: <p>{text}</p> },
      { path: '*', element: <p>remote 404</p> },
    ],
  },
});

function Broken(): never {
  throw new Error('render bug');
}

function renderAt(path: string, element: React.ReactNode, routePath = 'news/*') {
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  load.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteRoutes', () => {
  it('shows a loader, then the page the remote routes to, marked with its release', async () => {
    load.mockResolvedValue(routesModule('All the news'));
    const { container } = renderAt('/news', <RemoteRoutes remote="mfe-content" prefix="news" />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('All the news')).toBeTruthy();
    expect(container.querySelector('[data-remote="mfe-content"]')?.getAttribute('data-release')).toBe('v2');
    expect(load).toHaveBeenCalledWith('mfe-content', 'routes', false);
  });

  it('holds the page as loading (the loading bar) until its pages have arrived', async () => {
    forgetLoadedModules();
    load.mockResolvedValue(routesModule('Loaded news'));
    renderAt('/news', <RemoteRoutes remote="mfe-content" prefix="news" />);
    expect($pageLoading.get()).toBe(true);
    expect(await screen.findByText('Loaded news')).toBeTruthy();
    expect($pageLoading.get()).toBe(false);
  });

  it('renders pages prefetched before at once, with no loader', async () => {
    forgetLoadedModules();
    load.mockResolvedValue(routesModule('Prefetched news'));
    await preloadRemoteModule('mfe-content', 'routes');
    renderAt('/news', <RemoteRoutes remote="mfe-content" prefix="news" />);
    expect(screen.getByText('Prefetched news')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect($pageLoading.get()).toBe(false);
  });

  it('shows the not-found page for a prefix the remote does not route', async () => {
    load.mockResolvedValue(routesModule('All the news'));
    renderAt('/account/x', <RemoteRoutes remote="mfe-account" prefix="account" />, 'account/*');
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeTruthy();
  });

  it('shows the fallback when the remote cannot be loaded, and a retry fetches it afresh', async () => {
    load
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce(routesModule('Back again'));
    renderAt('/news', <RemoteRoutes remote="mfe-streaming" prefix="news" />);
    // It stands in for the page, so it heads it.
    expect(await screen.findByRole('heading', { level: 1, name: REMOTE_UNAVAILABLE_TITLE })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: RETRY_LABEL }));
    expect(await screen.findByText('Back again')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('mfe-streaming', 'routes', true);
  });

  it('keeps the rest of the page when a remote page throws while rendering', async () => {
    load.mockResolvedValue({ release: 'v1', routes: { news: [{ path: '*', element: <Broken /> }] } });
    renderAt(
      '/news',
      <>
        <header>Club header</header>
        <RemoteRoutes remote="mfe-matches" prefix="news" />
      </>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: REMOTE_UNAVAILABLE_TITLE })).toBeTruthy();
    expect(screen.getByText('Club header')).toBeTruthy();
  });
});

describe('RemoteSlot', () => {
  it('mounts the component a remote exposes for a layout slot', async () => {
    load.mockResolvedValue({ release: 'v3', default: () => <aside>Account panel</aside> });
    renderAt('/', <RemoteSlot remote="mfe-account" expose="AccountPanel" />, '*');
    expect(await screen.findByText('Account panel')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mfe-account', 'AccountPanel', false);
  });

  it('shows the fallback in the slot when its remote is down', async () => {
    load.mockRejectedValue(new Error('Failed to get manifest'));
    // A slot not loaded before in this file (loaded modules are kept for the page's life).
    renderAt('/', <RemoteSlot remote="mfe-streaming" expose="VideoPlayerModal" />, '*');
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TITLE)).toBeTruthy();
    // Part of a page, not the page: no page heading of its own.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
