import { $accountNotification, $user } from '@club/shared/stores';
import { mockServices } from '@club/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTHENTICATED_URL,
  accountServices,
  DEMO_TOKENS,
  DEMO_USER,
  newServiceCalls,
} from '../../../testing/account-services.ts';
import { OPENER_NAME, renderAccountPanel } from '../../../testing/render-panel.tsx';
import { resetAfterTest } from '../../../testing/reset.ts';
import { CHECKING_SESSION_LABEL, LOGGED_IN_NOTIFICATION, LOGGED_OUT_NOTIFICATION } from '../constants.ts';
import { readTokens, saveTokens } from '../lib/token-storage.ts';

const calls = newServiceCalls();
const server = mockServices(...accountServices(calls));

afterEach(() => {
  calls.authenticated.length = 0;
  window.history.replaceState(null, '', '/');
  return resetAfterTest();
});

const loginCheckCompleted = () => waitFor(() => expect($user.get().loginCheckCompleted).toBe(true));

describe('the session on load (spec 001 §4)', () => {
  it('restores the signed-in user from stored tokens as soon as the panel is mounted, still closed', async () => {
    saveTokens(DEMO_TOKENS);
    const { user } = renderAccountPanel();

    await loginCheckCompleted();
    expect(calls.authenticated).toEqual([`Bearer ${DEMO_TOKENS.access_token}`]);
    expect($user.get()).toMatchObject({
      loggedIn: true,
      userDisplayName: DEMO_USER.userDisplayName,
      ssoID: DEMO_USER.ssoID,
      email: DEMO_USER.email,
      loginStatusUpdatedByUser: false,
    });
    // A restored session is not a new log in: no 'Logged In' notification.
    expect($accountNotification.get().message).toBeNull();

    await user.click(screen.getByRole('button', { name: OPENER_NAME }));
    expect(within(screen.getByRole('dialog')).getByText('Welcome back')).toBeTruthy();
  });

  it('completes the login check as logged out, without a call, when no tokens are stored', async () => {
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(false);
    expect(calls.authenticated).toEqual([]);
  });

  it('forgets tokens the account site refuses and completes the check as logged out', async () => {
    saveTokens({ ...DEMO_TOKENS, access_token: 'expired' });
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(false);
    expect(readTokens()).toBeNull();
  });

  it('keeps the tokens for next time when the account site cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(AUTHENTICATED_URL, () => HttpResponse.error()));
    saveTokens(DEMO_TOKENS);
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(false);
    expect(readTokens()).toEqual(DEMO_TOKENS);
  });

  it('shows that it is checking, not the login form, while the check is on its way', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(AUTHENTICATED_URL, async () => {
        await answered;
        return HttpResponse.json(DEMO_USER);
      }),
    );
    saveTokens(DEMO_TOKENS);
    const { user } = renderAccountPanel();

    await user.click(screen.getByRole('button', { name: OPENER_NAME }));
    const panel = within(screen.getByRole('dialog'));
    expect(panel.getByRole('status').textContent).toContain(CHECKING_SESSION_LABEL);
    expect(panel.queryByLabelText('Email')).toBeNull();

    answer();
    expect(await panel.findByText('Welcome back')).toBeTruthy();
  });

  it('with loginSuccess=true checks the login again, shows Logged In and takes the parameter out of the address', async () => {
    window.history.replaceState(null, '', '/news?loginSuccess=true&page=2#top');
    saveTokens(DEMO_TOKENS);
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(true);
    expect($accountNotification.get().message).toBe(LOGGED_IN_NOTIFICATION);
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(window.location.hash).toBe('#top');
  });

  it('with logoutSuccess=true runs the logout cleanup without a call, shows Logged Out and strips the parameter', async () => {
    window.history.replaceState(null, '', '/videos?logoutSuccess=true');
    saveTokens(DEMO_TOKENS);
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(false);
    expect(readTokens()).toBeNull();
    expect(calls.authenticated).toEqual([]);
    expect($accountNotification.get().message).toBe(LOGGED_OUT_NOTIFICATION);
    await waitFor(() => expect(window.location.search).toBe(''));
  });
});
