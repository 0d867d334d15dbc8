import type { HeaderSponsor } from '@club/shared/contracts';
import {
  $menuOpen,
  $searchOpen,
  openMenu,
  resetStoresForTests,
  setChildFriendly,
  setPageKind,
} from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $mainContentShown } from '../../../lib/federation/main-content.ts';
import {
  HEADER_ALWAYS_VISIBLE_WITHIN_PX,
  HEADER_SPONSOR_COUNT,
  MAIN_MENU_ID,
  SEARCH_PANEL_ID,
  STICKY_THRESHOLD_PX,
} from '../constants.ts';
import { INITIAL_HEADER_SCROLL } from '../lib/header-scroll.ts';
import { $headerScroll } from '../stores/header-scroll.ts';
import { Header } from './header.tsx';
import { HEADER_SPONSORS_MEDIA } from './header-sponsors.tsx';

const HEADER_SPONSORS = serviceAddress('sponsors', '/header');
const sponsor = (name: string, childFriendly = true): HeaderSponsor => ({
  name,
  sponsorUrl: `https://www.${name.toLowerCase().replace(/ /g, '')}.example/`,
  imgLocation: `http://localhost:4000/images/sponsors/${name.toLowerCase().replace(/ /g, '-')}.png`,
  childFriendly,
});
const FOUR = [
  sponsor('Meridian Air'),
  sponsor('Harbour Bank'),
  sponsor('Voltline Energy'),
  sponsor('Fieldhouse Sports'),
];

const server = mockServices(http.get(HEADER_SPONSORS, () => HttpResponse.json({ sponsors: FOUR })));

beforeEach(() => {
  resetStoresForTests();
  // The page's own content has been painted: the header's sponsors are asked for after it.
  $mainContentShown.set(true);
  scrollTo(0);
  $headerScroll.set(INITIAL_HEADER_SCROLL);
});
afterEach(() => {
  vi.useRealTimers();
});
// nanostores unmounts a store a second after its last listener leaves: unmount it now, while this
// file's window still exists, rather than in a timer after the environment is torn down.
afterAll(() => cleanStores($headerScroll));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

const renderHeader = (props: Parameters<typeof Header>[0] = {}) =>
  render(
    <MemoryRouter>
      <Header {...props} />
    </MemoryRouter>,
  );
const banner = () => screen.getByRole('banner');

describe('Header', () => {
  it('shows the club crest from the image library, the primary navigation and LIVE', async () => {
    renderHeader();
    const home = screen.getByRole('link', { name: 'Northbridge FC home' });
    const crest = home.querySelector('img');
    expect(crest?.getAttribute('src')).toBe(
      'http://localhost:4000/images/112x112/fit-in/crest/northbridge-fc.png',
    );
    expect(crest?.getAttribute('width')).toBe('112');
    expect(crest?.getAttribute('loading')).toBe('eager');
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(
      within(primary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['News', 'Matches', 'Teams', 'Tickets']);
    // Spec 000 §3 mode 'dark': the header's slot carries the site's mode, its band dark behind light text.
    expect(document.querySelector('[data-site-mode]')?.getAttribute('data-site-mode')).toBe('dark');
    // The club's Tickets page, as the main menu links it; only the sticky bar's is the external site.
    const tickets = within(primary).getByRole('link', { name: 'Tickets' });
    expect(tickets.getAttribute('href')).toBe('/tickets');
    expect(tickets.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'LIVE' }).getAttribute('href')).toBe('/videos');
    await screen.findByRole('list', { name: 'Partners' });
  });

  it('shows the four header sponsors, each a sponsored link in a new tab with its logo', async () => {
    renderHeader();
    const partners = await screen.findByRole('list', { name: 'Partners' });
    const links = within(partners).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(FOUR.map((item) => item.sponsorUrl));
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    }
    const logo = within(partners).getByRole('img', { name: 'Harbour Bank' });
    expect(logo.getAttribute('src')).toBe(
      'http://localhost:4000/images/400x400/fit-in/sponsors/harbour-bank.png',
    );
  });

  it("asks for the sponsors only once the page's own content has been painted", async () => {
    const asked = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url === HEADER_SPONSORS) asked();
    });
    act(() => $mainContentShown.set(false));
    renderHeader();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Partners' })).toBeNull();
    act(() => $mainContentShown.set(true));
    await screen.findByRole('list', { name: 'Partners' });
    expect(asked).toHaveBeenCalledTimes(1);
    server.events.removeAllListeners();
  });

  it("keeps the four sponsors' space, blank and hidden from assistive technology, until their logos arrive", async () => {
    act(() => $mainContentShown.set(false));
    const { container } = renderHeader();
    const kept = () => container.querySelector('ul[data-kept-space]');
    expect(kept()?.getAttribute('aria-hidden')).toBe('true');
    expect(kept()?.querySelectorAll('li canvas')).toHaveLength(HEADER_SPONSOR_COUNT);
    expect(screen.queryByRole('list', { name: 'Partners' })).toBeNull();
    act(() => $mainContentShown.set(true));
    const partners = await screen.findByRole('list', { name: 'Partners' });
    expect(within(partners).getAllByRole('link')).toHaveLength(HEADER_SPONSOR_COUNT);
    expect(kept()).toBeNull();
  });

  it('neither asks for nor shows the sponsors where the header has no room for them (a phone)', async () => {
    const asked = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url === HEADER_SPONSORS) asked();
    });
    const matchMedia = vi.fn((query: string) => ({
      matches: query !== HEADER_SPONSORS_MEDIA,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderHeader();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(matchMedia).toHaveBeenCalledWith(HEADER_SPONSORS_MEDIA);
      expect(asked).not.toHaveBeenCalled();
      expect(screen.queryByRole('list', { name: 'Partners' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      server.events.removeAllListeners();
    }
  });

  it('hides sponsors not flagged child friendly while child-friendly mode is on', async () => {
    server.use(
      http.get(HEADER_SPONSORS, () =>
        HttpResponse.json({ sponsors: [sponsor('Meridian Air'), sponsor('Goalline Bet', false)] }),
      ),
    );
    renderHeader();
    const partners = await screen.findByRole('list', { name: 'Partners' });
    expect(
      within(partners)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Meridian Air']);
    act(() => setChildFriendly(false));
    expect(
      within(partners)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Meridian Air', 'Goalline Bet']);
  });

  it('logs a failed sponsor call and shows the header without sponsors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(HEADER_SPONSORS, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderHeader();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[0])).toContain('header sponsors');
    expect(screen.queryByRole('list', { name: 'Partners' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeTruthy();
  });

  it('opens and closes the main menu with the burger, which names the menu it controls', async () => {
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger.getAttribute('aria-controls')).toBe(MAIN_MENU_ID);
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(burger);
    expect($menuOpen.get()).toBe(true);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(burger);
    expect($menuOpen.get()).toBe(false);
    await screen.findByRole('list', { name: 'Partners' });
  });

  it('opens search from the search button, which closes the menu', async () => {
    renderHeader();
    act(() => openMenu());
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search.getAttribute('aria-controls')).toBe(SEARCH_PANEL_ID);
    await userEvent.click(search);
    expect($searchOpen.get()).toBe(true);
    expect($menuOpen.get()).toBe(false);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('list', { name: 'Partners' });
  });

  it('takes the style of the page kind: transparent-dark by default, solid on the error page', async () => {
    renderHeader();
    expect(banner().dataset.style).toBe('transparent-dark');
    act(() => setPageKind('home'));
    expect(banner().dataset.style).toBe('transparent-light');
    act(() => setPageKind('error'));
    expect(banner().dataset.style).toBe('solid');
    await screen.findByRole('list', { name: 'Partners' });
  });

  it('puts the burger first and the crest in the middle in the classic style, the crest first in v3', async () => {
    const { unmount } = renderHeader();
    const order = () =>
      Array.from(banner().querySelectorAll('a[aria-label], button')).map(
        (element) => element.getAttribute('aria-label') ?? element.textContent,
      );
    expect(banner().dataset.design).toBe('v3');
    expect(order()).toEqual(['Northbridge FC home', 'Search', 'Menu']);
    await screen.findByRole('list', { name: 'Partners' });
    unmount();
    renderHeader({ design: 'classic' });
    expect(banner().dataset.design).toBe('classic');
    expect(order()).toEqual(['Menu', 'Northbridge FC home', 'Search']);
    await screen.findByRole('list', { name: 'Partners' });
  });
});

describe('Header on scroll (reveal, spec 000 §4)', () => {
  const FRAME_MS = 16;
  async function scrollAndSettle(y: number) {
    scrollTo(y);
    window.dispatchEvent(new Event('scroll'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FRAME_MS);
    });
  }

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
  });

  it('stays visible while scrolling down within 90 px, hides beyond, and shows on scrolling up', async () => {
    renderHeader();
    expect(banner().dataset.hidden).toBe('false');
    await scrollAndSettle(HEADER_ALWAYS_VISIBLE_WITHIN_PX);
    expect(banner().dataset.hidden).toBe('false');
    await scrollAndSettle(HEADER_ALWAYS_VISIBLE_WITHIN_PX + 1);
    expect(banner().dataset.hidden).toBe('true');
    await scrollAndSettle(200);
    expect(banner().dataset.hidden).toBe('true');
    await scrollAndSettle(150);
    expect(banner().dataset.hidden).toBe('false');
  });

  it('becomes sticky beyond 300 px and stops being sticky at 300 px', async () => {
    renderHeader();
    await scrollAndSettle(STICKY_THRESHOLD_PX);
    expect(banner().dataset.sticky).toBe('false');
    await scrollAndSettle(STICKY_THRESHOLD_PX + 1);
    expect(banner().dataset.sticky).toBe('true');
    expect(banner().dataset.hidden).toBe('true');
    await scrollAndSettle(STICKY_THRESHOLD_PX + 0.5);
    expect(banner().dataset.sticky).toBe('true');
    expect(banner().dataset.hidden).toBe('false');
    await scrollAndSettle(STICKY_THRESHOLD_PX);
    expect(banner().dataset.sticky).toBe('false');
  });

  it('reacts once per animation frame, to the latest position', async () => {
    renderHeader();
    scrollTo(500);
    window.dispatchEvent(new Event('scroll'));
    scrollTo(400);
    window.dispatchEvent(new Event('scroll'));
    expect(banner().dataset.sticky).toBe('false');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FRAME_MS);
    });
    expect(banner().dataset.sticky).toBe('true');
    expect(banner().dataset.hidden).toBe('true');
  });
});
