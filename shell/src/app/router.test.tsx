import type { RemoteKey } from '@club/shared/config';
import { forgetLoadedModules, provideRemoteLoader, withMeta } from '@club/shared/federation';
import { ERROR_PAGE_MESSAGE, TITLE_SUFFIX } from '@club/shared/site';
import { $pageKind, type PageKind, resetStoresForTests } from '@club/shared/stores';
import { LOAD_ERROR_RETRY } from '@club/shared/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from '../lib/federation/federation.ts';
import { forgetRouteTables } from '../lib/federation/route-meta.ts';
import type { DefaultLayoutProps } from './layouts/default-layout.tsx';
import { appRoutes } from './router.tsx';

// The idle prefetch fetches files without running them; here it fetches nothing.
vi.mock('../lib/federation/federation.ts', () => ({
  loadRemoteModule: vi.fn(),
  prefetchRemoteFiles: vi.fn(async () => undefined),
}));
// The shell provides this loader at start; remote mounts load through it.
provideRemoteLoader(loadRemoteModule);
// The default layout's per-page behaviour (body class, title, page kind, layout kind), without its slots.
vi.mock('./layouts/default-layout.tsx', async () => {
  const { useBodyClasses } = await import('../features/routing/hooks/use-body-classes.ts');
  const { useDocumentTitle } = await import('../features/routing/hooks/use-document-title.ts');
  const { usePageDefaults } = await import('../features/navigation/hooks/use-page-defaults.ts');
  return {
    DefaultLayout: ({ kind, content, meta }: DefaultLayoutProps) => {
      useBodyClasses(meta);
      useDocumentTitle(meta);
      usePageDefaults(meta);
      return <div data-layout={kind}>{content ?? <Outlet />}</div>;
    },
  };
});
vi.mock('./layouts/streamer-layout.tsx', () => ({
  StreamerLayout: () => (
    <div data-layout="streamer">
      <Outlet />
    </div>
  ),
}));

interface FakePage {
  path?: string;
  text: string;
  kind?: PageKind;
  layout?: 'news-item';
}

// Each fake remote routes like a real one: pages relative to the prefixes it owns, each with its meta
// (named and titled by its text here), and its own 404.
const fakeRemotes: Record<RemoteKey, Record<string, FakePage[]>> = {
  'mfe-content': {
    '': [
      { text: 'Home page', kind: 'home' },
      { path: 'news', text: 'News listing' },
      { path: 'news/:slug', text: 'An article', kind: 'news-single', layout: 'news-item' },
    ],
  },
  'mfe-matches': {
    teams: [{ text: 'Teams list', kind: 'team' }],
    matches: [{ path: ':team', text: 'Team fixtures' }],
  },
  'mfe-streaming': { videos: [{ text: 'Videos home' }], streamer: [{ text: 'Streamer home' }] },
  'mfe-account': { account: [{ path: 'login', text: 'Account login' }] },
};

const routeName = (text: string) => text.toLowerCase().replaceAll(' ', '-');

function fakeRoutes(remote: RemoteKey) {
  return Object.fromEntries(
    Object.entries(fakeRemotes[remote]).map(([prefix, pages]) => [
      prefix,
      [
        ...pages.map(({ path, text, kind, layout }) => ({
          ...(path ? { path } : { index: true }),
          element: <p>{text}</p>,
          handle: withMeta({ name: routeName(text), title: text, kind, layout }),
        })),
        { path: '*', element: <p>{`${remote} 404`}</p> },
      ],
    ]),
  );
}

beforeEach(() => {
  resetStoresForTests();
  forgetRouteTables();
  document.body.className = '';
  vi.mocked(loadRemoteModule).mockImplementation(async (remote) => ({
    release: 'test',
    routes: fakeRoutes(remote),
  }));
});
afterEach(forgetLoadedModules);

function renderAt(path: string, variant: 'club' | 'streamer' = 'club') {
  const router = createMemoryRouter(appRoutes(variant), { initialEntries: [path] });
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

  it('lets a remote answer the 404 for an unknown page under its own prefix', async () => {
    renderAt('/teams/unknown/page');
    expect(await screen.findByText('mfe-matches 404')).toBeTruthy();
  });

  it("renders the new remote's page when navigating from one remote to another and back", async () => {
    const router = renderAt('/news');
    expect(await screen.findByText('News listing')).toBeTruthy();
    await act(() => router.navigate('/teams'));
    expect(await screen.findByText('Teams list')).toBeTruthy();
    await act(() => router.navigate('/news'));
    expect(await screen.findByText('News listing')).toBeTruthy();
  });

  it('routes the streamer site the same way, inside the streamer layout', async () => {
    renderAt('/videos', 'streamer');
    expect(await screen.findByText('Videos home')).toBeTruthy();
    expect(document.querySelector('[data-layout="streamer"]')).not.toBeNull();
  });

  it("gives the streamer site's home page to mfe-streaming, and only there", async () => {
    renderAt('/', 'streamer');
    expect(await screen.findByText('Streamer home')).toBeTruthy();
  });

  it("takes each page's body class, title, page kind and layout from its own route", async () => {
    const router = renderAt('/news/cup-final');
    expect(await screen.findByText('An article')).toBeTruthy();
    expect(document.body.className).toBe('route-an-article');
    expect(document.title).toBe(`An article${TITLE_SUFFIX}`);
    expect($pageKind.get()).toBe('news-single');
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('news-item');
    await act(() => router.navigate('/teams'));
    expect(await screen.findByText('Teams list')).toBeTruthy();
    expect(document.body.className).toBe('route-teams-list');
    expect($pageKind.get()).toBe('team');
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('default');
  });

  it('gives a page a remote adds its title, body class and kind with no change to the shell', async () => {
    const added = { path: 'highlights-reel', element: <p>Reel</p> };
    vi.mocked(loadRemoteModule).mockImplementation(async (remote) => {
      const routes = fakeRoutes(remote);
      if (remote !== 'mfe-streaming') return { release: 'test', routes };
      const meta = {
        name: 'videos-highlights-reel',
        title: 'Highlights Reel',
        kind: 'video-listing' as const,
      };
      return {
        release: 'next',
        routes: { ...routes, videos: [{ ...added, handle: withMeta(meta) }, ...(routes.videos ?? [])] },
      };
    });
    renderAt('/videos/highlights-reel');
    expect(await screen.findByText('Reel')).toBeTruthy();
    expect(document.body.className).toBe('route-videos-highlights-reel');
    expect(document.title).toBe(`Highlights Reel${TITLE_SUFFIX}`);
    expect($pageKind.get()).toBe('video-listing');
  });

  it('keeps the club site home with mfe-content', async () => {
    renderAt('/');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Streamer home')).toBeNull();
  });
});

function Broken(): never {
  throw new Error('render bug');
}

describe('a page whose remote cannot be shown (spec 000 §2 error page, §8)', () => {
  beforeEach(() => {
    forgetLoadedModules();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("is the error page, '503 error' with the spec's message and Quick Links, whose Try again loads the remote afresh", async () => {
    vi.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('Failed to get manifest'));
    renderAt('/teams');
    expect(await screen.findByRole('heading', { level: 1, name: '503 error' })).toBeTruthy();
    expect(screen.getByText(ERROR_PAGE_MESSAGE)).toBeTruthy();
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['News', 'Matches', 'Teams', 'Tickets']);
    // The page's kind and title follow its render (an effect), which a loaded machine can show late.
    await waitFor(() => {
      expect($pageKind.get()).toBe('error');
      expect(document.title).toBe(`503 error${TITLE_SUFFIX}`);
    });
    expect(console.error).toHaveBeenCalledWith('[error page] 503: Failed to get manifest');

    await userEvent.click(screen.getByRole('button', { name: LOAD_ERROR_RETRY }));
    expect(await screen.findByText('Teams list')).toBeTruthy();
    expect(vi.mocked(loadRemoteModule)).toHaveBeenLastCalledWith('mfe-matches', 'routes', true);
    // The page is back, and so is its own header style (no longer the error page's solid one).
    await waitFor(() => expect($pageKind.get()).toBe('team'));
  });

  it("is '500 error' with Try again when the remote's page throws while rendering", async () => {
    vi.mocked(loadRemoteModule).mockResolvedValueOnce({
      release: 'broken',
      routes: { teams: [{ index: true, element: <Broken /> }] },
    });
    renderAt('/teams');
    expect(await screen.findByRole('heading', { level: 1, name: '500 error' })).toBeTruthy();
    expect(screen.getByText(ERROR_PAGE_MESSAGE)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: LOAD_ERROR_RETRY }));
    expect(await screen.findByText('Teams list')).toBeTruthy();
  });
});
