import type { StreamerConfig } from '@club/shared/contracts';
import { resetStoresForTests } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STREAMER_ANCHOR_SCROLL,
  STREAMER_FALLBACK_BRAND,
  STREAMER_FALLBACK_LINKS,
  STREAMER_NAVIGATION_LABEL,
} from '../constants.ts';
import { useAnchorScroll } from '../hooks/use-anchor-scroll.ts';
import { $streamerConfig, resetStreamerConfig } from '../stores/streamer-config.ts';
import { StreamerHeader } from './streamer-header.tsx';

const headerLinks: StreamerConfig['headerLinks'] = [
  { label: 'Next Match', anchor: 'next-match' },
  { label: 'Packages', anchor: 'packages' },
  { label: 'Fixtures', anchor: 'fixtures' },
  { label: 'Replays', anchor: 'videos' },
  { label: 'Help', anchor: 'troubleshooting' },
];

const config: StreamerConfig = {
  streamClubID: 'hcfc',
  brandName: 'Harbourside City TV',
  displayPackagesSection: true,
  displayVoucherSection: true,
  headings: {
    nextMatch: 'Upcoming Game',
    packages: 'Available Packages',
    voucher: 'Redeem a voucher code',
    fixtures: 'Upcoming Fixtures',
    troubleshooting: 'Having Trouble?',
  },
  hero: { title: 'Watch live', text: 'Every match', desktopImageKey: 'a.jpg', mobileImageKey: 'b.jpg' },
  voucher: { text: 'Got a code?', buttonText: 'Redeem' },
  playlist: {
    display: true,
    title: 'Replays',
    description: 'All',
    amount: 10,
    feedType: 'on-demand',
    feed: '1',
  },
  headerLinks,
  footerLinks: [],
  faqItems: [],
};

const server = mockServices(
  http.get(serviceAddress('webApi', '/v1/streamer-config'), () => HttpResponse.json({ data: config })),
);

const SECTION_TOP = 1500;
let y = 0;
let scrolls: ScrollToOptions[] = [];

function Layout() {
  useAnchorScroll(STREAMER_ANCHOR_SCROLL);
  return (
    <>
      <StreamerHeader />
      <Outlet />
    </>
  );
}

function StreamerPage() {
  return (
    <section
      id="packages"
      ref={(element) => {
        if (element) element.getBoundingClientRect = () => ({ top: SECTION_TOP - y }) as DOMRect;
      }}
    >
      Available Packages
    </section>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <StreamerPage /> },
          { path: '/videos', element: <p>Videos</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const navigation = () => screen.getByRole('navigation', { name: STREAMER_NAVIGATION_LABEL });

beforeEach(() => {
  resetStoresForTests();
  cleanStores($streamerConfig);
  resetStreamerConfig();
  y = 0;
  scrolls = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrolls.push(options);
    y = options.top ?? y;
  }) as typeof window.scrollTo);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StreamerHeader', () => {
  it("links to the five sections with the streamer config's labels", async () => {
    renderAt('/');
    expect(await within(navigation()).findByRole('link', { name: 'Next Match' })).toBeTruthy();
    const links = within(navigation()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      headerLinks.map(({ label, anchor }) => [label, `#${anchor}`]),
    );
  });

  it("links home under the config's brand name, the words it shows being its accessible name", async () => {
    renderAt('/');
    const home = await screen.findByRole('link', { name: config.brandName });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.getAttribute('aria-label')).toBeNull();
  });

  it('names the sections by their headings while the config loads or when it fails (logged only)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(serviceAddress('webApi', '/v1/streamer-config'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderAt('/');
    expect(screen.getByRole('link', { name: STREAMER_FALLBACK_BRAND })).toBeTruthy();
    const labels = () =>
      within(navigation())
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(labels()).toEqual(STREAMER_FALLBACK_LINKS.map((link) => link.label));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(labels()).toEqual(STREAMER_FALLBACK_LINKS.map((link) => link.label));
  });

  it('scrolls at once over 400 ms to 80 px above a section on the page, and the address takes the hash', async () => {
    const router = renderAt('/');
    const link = await within(navigation()).findByRole('link', { name: 'Packages' });
    vi.useFakeTimers();
    act(() => link.click());
    expect(router.state.location.hash).toBe('#packages');
    act(() => vi.advanceTimersByTime(200));
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(SECTION_TOP - 80);
    act(() => vi.advanceTimersByTime(STREAMER_ANCHOR_SCROLL.durationMs));
    expect(y).toBe(SECTION_TOP - 80);
    expect(document.activeElement?.id).toBe('packages');
    // The hash scroll does not run again over it a second later.
    const count = scrolls.length;
    act(() => vi.advanceTimersByTime(STREAMER_ANCHOR_SCROLL.delayMs * 2));
    expect(scrolls).toHaveLength(count);
  });

  it("goes to the streamer page's section from another page", async () => {
    const router = renderAt('/videos');
    await userEvent.click(await within(navigation()).findByRole('link', { name: 'Packages' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#packages');
  });
});
