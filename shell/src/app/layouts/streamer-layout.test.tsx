import type { StreamerConfig } from '@club/shared/contracts';
import { provideRemoteLoader, SLOT_EXPOSES } from '@club/shared/federation';
import { TITLE_SUFFIX } from '@club/shared/site';
import { $currentRoute, resetStoresForTests, startPageLoading } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_LINKS_LABEL } from '../../features/footer/constants.ts';
import { LOADING_BAR_LABEL } from '../../features/routing/components/loading-bar.tsx';
import {
  PROGRESS_BAR_THROTTLE_MS,
  STREAMER_FALLBACK_BRAND,
  STREAMER_NAVIGATION_LABEL,
} from '../../features/routing/constants.ts';
import { $streamerConfig, resetStreamerConfig } from '../../features/routing/stores/streamer-config.ts';
import { loadRemoteModule } from '../../lib/federation/federation.ts';
import { $mainContentShown } from '../../lib/federation/main-content.ts';
import { StreamerLayout } from './streamer-layout.tsx';

// The idle prefetch fetches files without running them; here it fetches nothing.
vi.mock('../../lib/federation/federation.ts', () => ({
  loadRemoteModule: vi.fn(),
  prefetchRemoteFiles: vi.fn(async () => undefined),
}));
// The shell provides this loader at start; remote mounts load through it.
provideRemoteLoader(loadRemoteModule);
const load = vi.mocked(loadRemoteModule);

// The streamer config fails here: the header falls back to the section headings (logged only).
const server = mockServices(
  http.get(serviceAddress('webApi', '/v1/streamer-config'), () => HttpResponse.json({}, { status: 503 })),
);

const STREAMER_CONFIG: StreamerConfig = {
  streamClubID: 'hcfc',
  brandName: 'Northbridge TV',
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
  headerLinks: [],
  footerLinks: [],
  faqItems: [],
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <StreamerLayout />, children: [{ path: '*', element: <p>Streamer page</p> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetStoresForTests();
  cleanStores($streamerConfig);
  resetStreamerConfig();
  $mainContentShown.set(false);
  load.mockReset();
  load.mockImplementation(() => new Promise(() => {}));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('StreamerLayout', () => {
  it('shows the streamer header with the five section links and the page, titled with the suffix', () => {
    renderAt('/');
    const links = screen.getByRole('navigation', { name: STREAMER_NAVIGATION_LABEL }).querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '#next-match',
      '#packages',
      '#fixtures',
      '#videos',
      '#troubleshooting',
    ]);
    expect(screen.getByRole('main').textContent).toContain('Streamer page');
    expect(document.title).toBe(`Home${TITLE_SUFFIX}`);
  });

  it('shows the loading bar and a busy main while the page loads', () => {
    renderAt('/');
    act(() => {
      startPageLoading();
    });
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS));
    expect(screen.getByRole('progressbar', { name: LOADING_BAR_LABEL })).toBeTruthy();
  });

  it('records every route change for the login re-check', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/videos'));
    expect($currentRoute.get()).toMatchObject({ pathname: '/videos', changes: 1 });
  });

  it("ends with footer variant 2 (no sponsor logos) carrying the streamer config's footer links and brand name (spec 001 §3)", async () => {
    const footerLinks: StreamerConfig['footerLinks'] = [
      { label: 'Official club website', url: 'https://www.club.example/', newTab: true },
      { label: 'Cookies', url: '/the-club/cookies', newTab: false },
      { label: 'Contact support', url: 'mailto:support@club.example', newTab: false },
    ];
    server.use(
      http.get(serviceAddress('webApi', '/v1/streamer-config'), () =>
        HttpResponse.json({ data: { ...STREAMER_CONFIG, brandName: 'Club Streams', footerLinks } }),
      ),
    );
    renderAt('/');
    act(() => $mainContentShown.set(true));
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    expect(footer.getAttribute('data-variant')).toBe('2');
    await within(footer).findByText('Club Streams');
    const links = within(within(footer).getByRole('navigation', { name: FOOTER_LINKS_LABEL })).getAllByRole(
      'link',
    );
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['Official club website', 'https://www.club.example/', '_blank'],
      ['Cookies', '/the-club/cookies', null],
      ['Contact support', 'mailto:support@club.example', null],
    ]);
  });

  it("names the club's own streaming brand in the footer while the config cannot be had", async () => {
    renderAt('/');
    act(() => $mainContentShown.set(true));
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    expect(within(footer).getByText(STREAMER_FALLBACK_BRAND)).toBeTruthy();
    expect(within(footer).queryByRole('navigation', { name: FOOTER_LINKS_LABEL })).toBeNull();
  });

  it('mounts the account remote at once when the address carries loginSuccess=true', () => {
    renderAt('/?loginSuccess=true');
    const { remote, expose } = SLOT_EXPOSES.accountPanel;
    expect(load).toHaveBeenCalledWith(remote, expose, false);
  });
});
