import { forgetDataLayer, trackingAllowed } from '@club/shared/analytics';
import { SITE_COOKIES } from '@club/shared/contracts';
import { COOKIE_NOTICE } from '@club/shared/site';
import { $cookiesConsent, resetStoresForTests } from '@club/shared/stores';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { cleanStores } from 'nanostores';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cookieNoticeOpen } from '../stores/cookie-notice.ts';
import { CookiePopup } from './cookie-popup.tsx';

function clearCookies() {
  for (const name of Object.values(SITE_COOKIES)) Cookies.remove(name, { path: '/' });
}

function renderPopup() {
  return render(
    <MemoryRouter>
      <button type="button">Page content</button>
      <CookiePopup />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  clearCookies();
  resetStoresForTests();
  forgetDataLayer();
});
afterEach(() => {
  // Unmount first, so the store loses its last watcher before it is cleaned.
  cleanup();
  cleanStores($cookieNoticeOpen);
  clearCookies();
});

describe('CookiePopup', () => {
  it("shows the heading, the body text, 'Find Out More' to /the-club/cookies and both buttons in a labelled region", () => {
    renderPopup();
    const region = screen.getByRole('region', { name: COOKIE_NOTICE.heading });
    expect(region.textContent).toContain(COOKIE_NOTICE.body);
    expect(screen.getByRole('heading', { name: COOKIE_NOTICE.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Out More' }).getAttribute('href')).toBe(
      '/the-club/cookies',
    );
    expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Only Essential' })).toBeTruthy();
  });

  it('is not modal: it takes no focus and the page behind stays reachable by keyboard, then the popup', async () => {
    renderPopup();
    expect(document.activeElement).toBe(document.body);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page content' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Find Out More' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Accept All Cookies sets both cookies, turns every category on, starts tracking and goes away', async () => {
    renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(screen.queryByRole('region', { name: COOKIE_NOTICE.heading })).toBeNull();
    expect(Cookies.get(SITE_COOKIES.consent)).toBe('true');
    expect(Cookies.get(SITE_COOKIES.analyticsConsent)).toBe('true');
    expect($cookiesConsent.get()).toEqual({ analytics: true, marketing: true, personalisation: true });
    expect(trackingAllowed()).toBe(true);
  });

  it('Only Essential sets the consent cookie, turns every category off and goes away', async () => {
    renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Only Essential' }));
    expect(screen.queryByRole('region', { name: COOKIE_NOTICE.heading })).toBeNull();
    expect(Cookies.get(SITE_COOKIES.consent)).toBe('true');
    expect(Cookies.get(SITE_COOKIES.analyticsConsent)).toBeUndefined();
    expect($cookiesConsent.get()).toEqual({ analytics: false, marketing: false, personalisation: false });
    expect(trackingAllowed()).toBe(false);
  });

  it('does not show once the consent cookie equals true', () => {
    Cookies.set(SITE_COOKIES.consent, 'true');
    renderPopup();
    expect(screen.queryByRole('region', { name: COOKIE_NOTICE.heading })).toBeNull();
  });
});
