import { $runtimeConfig } from '@club/shared/config';
import {
  $accountHeaderOpen,
  $accountNotification,
  $user,
  LOGOUT_PANEL_CLOSE_DELAY_MS,
  setBypassed,
} from '@club/shared/stores';
import { mockServices, testRuntimeConfig } from '@club/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTHENTICATED_URL,
  accountServices,
  DEMO_TOKENS,
  DEMO_USER,
  newServiceCalls,
  SIGN_OUT_URL,
  withLiveSession,
} from '../../../testing/account-services.ts';
import { OPENER_NAME, renderAccountPanel } from '../../../testing/render-panel.tsx';
import { resetAfterTest } from '../../../testing/reset.ts';
import {
  MANAGE_ACCOUNT_LABEL,
  NO_SUBSCRIPTIONS_HELD_TEXT,
  RESTRICTIONS_BYPASSED_NOTE,
  SUBSCRIPTIONS_CHECK_FAILED_TEXT,
} from '../constants.ts';
import { heldAccessToken } from '../lib/access-token.ts';

const calls = newServiceCalls();
const server = mockServices(...accountServices(calls));

// Signed in as the account site remembers it: the panel restores the session from its cookie.
beforeEach(() => withLiveSession(calls));

afterEach(() => {
  vi.useRealTimers();
  return resetAfterTest(calls);
});

async function openSummary() {
  const rendered = renderAccountPanel();
  await rendered.user.click(screen.getByRole('button', { name: OPENER_NAME }));
  const panel = within(screen.getByRole('dialog', { name: 'Account' }));
  await panel.findByText('Welcome back');
  return { ...rendered, panel };
}

describe('the account summary', () => {
  it('fetches the entitlements with the access token and says nothing of them when some are held', async () => {
    const { panel } = await openSummary();

    await waitFor(() => expect($user.get().entitlements).toEqual(['subscriber']));
    expect(calls.entitlementCalls).toEqual([`Bearer ${DEMO_TOKENS.access_token}`]);
    expect(panel.queryByText(NO_SUBSCRIPTIONS_HELD_TEXT)).toBeNull();
    expect(panel.queryByText(SUBSCRIPTIONS_CHECK_FAILED_TEXT)).toBeNull();
  });

  it("says 'You have no subscriptions' when the entitlements call answers 404 (spec 001 §8)", async () => {
    calls.entitlements = { status: 404 };
    const { panel } = await openSummary();

    expect(await panel.findByText(NO_SUBSCRIPTIONS_HELD_TEXT)).toBeTruthy();
    expect($user.get().entitlements).toEqual([]);
  });

  it("says 'You have no subscriptions' when a payments customer holds nothing any more (200, empty list)", async () => {
    calls.entitlements = { status: 200, held: [] };
    const { panel } = await openSummary();

    expect(await panel.findByText('You have no subscriptions')).toBeTruthy();
  });

  it("says 'There was an issue checking your subscriptions' when the call fails otherwise", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    calls.entitlements = { status: 500 };
    const { panel } = await openSummary();

    expect(await panel.findByText(SUBSCRIPTIONS_CHECK_FAILED_TEXT)).toBeTruthy();
  });

  it('has its heading and the club logo, welcomes the user back by name and shows their Account ID', async () => {
    const { panel } = await openSummary();

    expect(panel.getByRole('heading', { name: 'My Account', level: 2 })).toBeTruthy();
    const logo = new URL(panel.getByRole('img', { name: 'Club logo' }).getAttribute('src') ?? '');
    expect(logo.pathname).toMatch(/\/crest\/northbridge-fc\.png$/);
    expect(panel.getByText('Welcome back')).toBeTruthy();
    expect(panel.getByText('Free Fan')).toBeTruthy();
    expect(panel.getByText('Account ID')).toBeTruthy();
    expect(panel.getByText(DEMO_USER.ssoID)).toBeTruthy();
    expect(panel.queryByText(RESTRICTIONS_BYPASSED_NOTE)).toBeNull();
  });

  it("leaves the name out when it is the text 'undefined'", async () => {
    server.use(
      http.get(AUTHENTICATED_URL, () => HttpResponse.json({ ...DEMO_USER, userDisplayName: 'undefined' })),
    );
    const { panel } = await openSummary();

    expect(panel.queryByText('undefined')).toBeNull();
  });

  it('notes when the account’s restrictions are bypassed', async () => {
    const { panel } = await openSummary();

    act(() => setBypassed(true));

    expect(panel.getByText(RESTRICTIONS_BYPASSED_NOTE)).toBeTruthy();
  });

  it('links to Manage Account on the account site and to View Subscriptions, which closes the panel', async () => {
    const { panel, user } = await openSummary();

    const profile = new URL(
      panel.getByRole('link', { name: MANAGE_ACCOUNT_LABEL }).getAttribute('href') ?? '',
    );
    expect(`${profile.origin}${profile.pathname}`).toBe('http://localhost:4000/account/profile');
    expect(profile.searchParams.get('returnUrl')).toBe(window.location.href);
    await user.click(panel.getByRole('link', { name: 'View Subscriptions' }));

    // The router moves on once the click's navigation has settled, not within the click.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/videos/subscriptions'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out: signs out at the account site, forgets the tokens, shows Logged Out, closes 600 ms later', async () => {
    const { panel } = await openSummary();
    window.history.replaceState(null, '', '/videos?loginSuccess=true&page=2#latest');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(panel.getByRole('button', { name: 'Log Out' }));

    // allTasks waits for the log out without timers, which are fake here.
    await act(() => allTasks());
    expect($accountNotification.get().message).toBe('Logged Out');
    expect(calls.signOut).toEqual([`Bearer ${DEMO_TOKENS.access_token}`]);
    expect($user.get()).toMatchObject({ loggedIn: false, ssoID: null, loginStatusUpdatedByUser: true });
    expect(heldAccessToken()).toBeNull();
    // Spec 001 §4 "Logout cleanup ... strips the query string from the address".
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/videos#latest',
    );
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(LOGOUT_PANEL_CLOSE_DELAY_MS - 1));
    expect($accountHeaderOpen.get()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect($accountHeaderOpen.get()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("in non-direct login mode, Log Out is the account site's logout link, which comes back with logoutSuccess=true", async () => {
    const config = testRuntimeConfig();
    $runtimeConfig.set({ ...config, settings: { ...config.settings, loginMode: 'hosted' } });
    const { panel } = await openSummary();
    const logout = new URL(panel.getByRole('link', { name: 'Log Out' }).getAttribute('href') ?? '');
    expect(`${logout.origin}${logout.pathname}`).toBe('http://localhost:4000/account/logout');
    expect(logout.searchParams.get('forcelogout')).toBe('true');
    expect(logout.searchParams.get('logoutSuccess')).toBe('true');
    expect(panel.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('logs out on this device even when the account site cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(SIGN_OUT_URL, () => HttpResponse.error()));
    const { panel, user } = await openSummary();

    await user.click(panel.getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect($user.get().loggedIn).toBe(false));
    expect($accountNotification.get().message).toBe('Logged Out');
    expect(heldAccessToken()).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('lists the entitlements held only when the debugging setting is on (spec 001 §2)', async () => {
    const { panel } = await openSummary();
    await waitFor(() => expect($user.get().entitlements).toEqual(['subscriber']));
    expect(panel.queryByText('Entitlements')).toBeNull();

    const config = testRuntimeConfig();
    act(() => $runtimeConfig.set({ ...config, settings: { ...config.settings, showEntitlements: true } }));

    expect(panel.getByText('Entitlements')).toBeTruthy();
    expect(panel.getByText('subscriber')).toBeTruthy();
  });
});
