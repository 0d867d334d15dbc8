import {
  $accountHeaderOpen,
  $accountNotification,
  $user,
  LOGOUT_PANEL_CLOSE_DELAY_MS,
  setBypassed,
} from '@club/shared/stores';
import { mockServices } from '@club/shared/testing';
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
} from '../../../testing/account-services.ts';
import { OPENER_NAME, renderAccountPanel } from '../../../testing/render-panel.tsx';
import { resetAfterTest } from '../../../testing/reset.ts';
import { MANAGE_ACCOUNT_LABEL, PROFILE_URL, RESTRICTIONS_BYPASSED_NOTE } from '../constants.ts';
import { readTokens, saveTokens } from '../lib/token-storage.ts';

const calls = newServiceCalls();
const server = mockServices(...accountServices(calls));

// Signed in as the account site remembers it: the panel restores the session from the stored tokens.
beforeEach(() => saveTokens(DEMO_TOKENS));

afterEach(() => {
  vi.useRealTimers();
  calls.authenticated.length = 0;
  calls.signOut.length = 0;
  return resetAfterTest();
});

async function openSummary() {
  const rendered = renderAccountPanel();
  await rendered.user.click(screen.getByRole('button', { name: OPENER_NAME }));
  const panel = within(screen.getByRole('dialog', { name: 'Account' }));
  await panel.findByText('Welcome back');
  return { ...rendered, panel };
}

describe('the account summary', () => {
  it('welcomes the user back by name and shows their Account ID', async () => {
    const { panel } = await openSummary();

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

    expect(panel.getByRole('link', { name: MANAGE_ACCOUNT_LABEL }).getAttribute('href')).toBe(PROFILE_URL);
    await user.click(panel.getByRole('link', { name: 'View Subscriptions' }));

    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/videos/subscriptions');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out: signs out at the account site, forgets the tokens, shows Logged Out, closes 600 ms later', async () => {
    const { panel } = await openSummary();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(panel.getByRole('button', { name: 'Log Out' }));

    // allTasks waits for the log out without timers, which are fake here.
    await act(() => allTasks());
    expect($accountNotification.get().message).toBe('Logged Out');
    expect(calls.signOut).toEqual([`Bearer ${DEMO_TOKENS.access_token}`]);
    expect($user.get()).toMatchObject({ loggedIn: false, ssoID: null, loginStatusUpdatedByUser: true });
    expect(readTokens()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(LOGOUT_PANEL_CLOSE_DELAY_MS - 1));
    expect($accountHeaderOpen.get()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect($accountHeaderOpen.get()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out on this device even when the account site cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(SIGN_OUT_URL, () => HttpResponse.error()));
    const { panel, user } = await openSummary();

    await user.click(panel.getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect($user.get().loggedIn).toBe(false));
    expect($accountNotification.get().message).toBe('Logged Out');
    expect(readTokens()).toBeNull();
    expect(log).toHaveBeenCalled();
  });
});
