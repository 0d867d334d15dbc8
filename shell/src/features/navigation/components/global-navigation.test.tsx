import { CLUB_TAGLINE } from '@club/shared/site';
import {
  $accountHeaderOpen,
  $childFriendly,
  resetStoresForTests,
  setLoggedInUser,
  setPageLanguage,
} from '@club/shared/stores';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { GlobalNavigation, PROFILE_LABEL_SIGNED_IN, PROFILE_LABEL_SIGNED_OUT } from './global-navigation.tsx';

beforeEach(() => {
  resetStoresForTests();
});

const renderBar = () =>
  render(
    <MemoryRouter>
      <GlobalNavigation />
    </MemoryRouter>,
  );

describe('GlobalNavigation', () => {
  it('carries the club tagline', () => {
    renderBar();
    expect(screen.getByText(CLUB_TAGLINE)).toBeTruthy();
  });

  it("is a landmark, the region 'Global bar', holding the tagline, the switch and the profile button", () => {
    renderBar();
    const bar = screen.getByRole('region', { name: 'Global bar' });
    expect(within(bar).getByText(CLUB_TAGLINE)).toBeTruthy();
    expect(within(bar).getByRole('navigation', { name: 'Language' })).toBeTruthy();
    expect(within(bar).getByRole('switch', { name: 'Child-friendly mode' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it("toggles the account panel with the profile button, 'Log In' signed out and 'Profile' signed in", async () => {
    expect([PROFILE_LABEL_SIGNED_OUT, PROFILE_LABEL_SIGNED_IN]).toEqual(['Log In', 'Profile']);
    renderBar();
    const button = screen.getByRole('button', { name: 'Log In' });
    expect(button.getAttribute('aria-controls')).toBe('account-panel');
    await userEvent.click(button);
    expect($accountHeaderOpen.get()).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(button);
    expect($accountHeaderOpen.get()).toBe(false);
    act(() => setLoggedInUser({ userDisplayName: 'Sam', ssoID: 'sso-1', email: 'sam@club.test' }));
    expect(screen.getByRole('button', { name: 'Profile' })).toBe(button);
  });

  it('offers English at / and Arabic at /category/arabic, each link in its own language', () => {
    renderBar();
    const languages = screen.getByRole('navigation', { name: 'Language' });
    const english = within(languages).getByRole('link', { name: 'English' });
    const arabic = within(languages).getByRole('link', { name: 'العربية' });
    expect(english.getAttribute('href')).toBe('/');
    expect(english.getAttribute('lang')).toBe('en');
    expect(arabic.getAttribute('href')).toBe('/category/arabic');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('hreflang')).toBe('ar');
  });

  it('marks the language of the page on screen as current', () => {
    renderBar();
    const english = screen.getByRole('link', { name: 'English' });
    const arabic = screen.getByRole('link', { name: 'العربية' });
    expect(english.getAttribute('aria-current')).toBe('true');
    expect(arabic.getAttribute('aria-current')).toBeNull();
    act(() => setPageLanguage('ar'));
    expect(english.getAttribute('aria-current')).toBeNull();
    expect(arabic.getAttribute('aria-current')).toBe('true');
  });

  it('has a child-friendly switch, on by default, bound to the child-friendly state', async () => {
    renderBar();
    const toggle = screen.getByRole('switch', { name: 'Child-friendly mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect($childFriendly.get()).toBe(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect($childFriendly.get()).toBe(true);
  });
});
