import { type PromoOverlay, SITE_COOKIES } from '@club/shared/contracts';
import { $lockBackground, resetStoresForTests, setAdvertisingDisabled } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $overlayPromo, resetOverlayPromos } from '../stores/overlay-promo.ts';
import { OverlayPromo } from './overlay-promo.tsx';

const PROMOS = serviceAddress('promoOverlays', '/promo-overlays/');
const server = mockServices();

const seasonTickets: PromoOverlay = {
  promoID: 'promo-season-tickets',
  startDateTime: '2026-01-01T00:00:00.000Z',
  endDateTime: '2099-12-31T23:59:59.000Z',
  type: 'default',
  url: '/tickets',
  webNewWindow: false,
  imageKey: 'promos/season-tickets-on-sale-now.jpg',
  imageAltText: 'Season tickets for 2026/27 are on sale now',
};
const homeKit: PromoOverlay = {
  ...seasonTickets,
  promoID: 'promo-home-kit',
  type: 'mini',
  url: 'https://store.northbridgefc.example/home-kit',
  webNewWindow: true,
  imageKey: 'promos/new-home-kit-out-now.jpg',
  imageAltText: 'The new home kit is out now at the club store',
};

function renderPromo() {
  const router = createMemoryRouter([{ path: '*', element: <OverlayPromo /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

let calls = 0;
beforeEach(() => {
  Cookies.remove(SITE_COOKIES.promos, { path: '/' });
  resetStoresForTests();
  calls = 0;
  server.use(
    http.get(PROMOS, () => {
      calls += 1;
      return HttpResponse.json({ body: [seasonTickets, homeKit] });
    }),
  );
});
afterEach(() => {
  // Unmount first, so the store loses its last watcher before it is cleaned.
  cleanup();
  cleanStores($overlayPromo);
  resetOverlayPromos();
  Cookies.remove(SITE_COOKIES.promos, { path: '/' });
});

describe('OverlayPromo', () => {
  it('shows the promo image at 1400x1400 as a sponsored link to its target, in a modal dialog with focus inside', async () => {
    renderPromo();
    const dialog = await screen.findByRole('dialog', { name: 'Promotion' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const link = within(dialog).getByRole('link', { name: seasonTickets.imageAltText });
    expect(link.getAttribute('href')).toBe('/tickets');
    expect(link.getAttribute('rel')).toBe('sponsored');
    expect(link.getAttribute('target')).toBeNull();
    const image = within(link).getByRole('img');
    expect(image.getAttribute('src')).toBe(
      'http://localhost:4000/images/1400x1400/fit-in/promos/season-tickets-on-sale-now.jpg',
    );
    expect(image.getAttribute('width')).toBe('1400');
    expect($lockBackground.get()).toBe(true);
    expect(Cookies.get(SITE_COOKIES.promos)).toBe('promo-season-tickets');
  });

  it('the close icon dismisses it, then the next promo (mini, new window, sponsored noopener) shows', async () => {
    renderPromo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close the promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promotion' });
    const link = within(dialog).getByRole('link', { name: homeKit.imageAltText });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    expect(dialog.className).toMatch(/mini/);
    expect(Cookies.get(SITE_COOKIES.promos)).toBe('promo-season-tickets,promo-home-kit');

    await user.click(screen.getByRole('button', { name: 'Dismiss the promotion' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($lockBackground.get()).toBe(false);
  });

  it('clicking the image follows the link and dismisses the promo', async () => {
    const router = renderPromo();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: seasonTickets.imageAltText }));
    expect(router.state.location.pathname).toBe('/tickets');
    expect(screen.getByRole('dialog').querySelector('img')?.getAttribute('alt')).toBe(homeKit.imageAltText);
  });

  it('Escape dismisses it', async () => {
    Cookies.set(SITE_COOKIES.promos, 'promo-home-kit');
    renderPromo();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($lockBackground.get()).toBe(false);
  });

  it('is not shown again once every promo is in the cookie', async () => {
    Cookies.set(SITE_COOKIES.promos, 'promo-season-tickets,promo-home-kit');
    renderPromo();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($lockBackground.get()).toBe(false);
  });

  it('is hidden, and nothing is fetched, while advertising is disabled', async () => {
    setAdvertisingDisabled(true);
    renderPromo();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
