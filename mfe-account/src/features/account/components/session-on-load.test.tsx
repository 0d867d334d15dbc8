import { authorizedRequest } from '@club/shared/api';
import { $runtimeConfig } from '@club/shared/config';
import { entitlementsResponse } from '@club/shared/contracts';
import { $accountNotification, $errorNotification, $user, recordRoute } from '@club/shared/stores';
import { mockServices, testRuntimeConfig } from '@club/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { allTasks } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_LIFETIME_MS,
  AUTHENTICATED_URL,
  accountServices,
  DEMO_USER,
  endSession,
  newServiceCalls,
  resetFakeCookie,
  SESSION_URL,
  tokensNumbered,
  withLiveSession,
} from '../../../testing/account-services.ts';
import { OPENER_NAME, renderAccountPanel } from '../../../testing/render-panel.tsx';
import { resetAfterTest } from '../../../testing/reset.ts';
import {
  CHECKING_SESSION_LABEL,
  FALLBACK_SIGN_IN_DELAY_MS,
  LOGGED_IN_NOTIFICATION,
  LOGGED_OUT_NOTIFICATION,
  LOGIN_PROBLEM_MESSAGE,
  LOGIN_PROBLEM_TITLE,
  RENEW_BEFORE_EXPIRY_MS,
} from '../constants.ts';
import { heldAccessToken } from '../lib/access-token.ts';
import { holdTokens } from '../stores/session.ts';

const site = newServiceCalls();
const server = mockServices(...accountServices(site));

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  return resetAfterTest(site);
});

const loginCheckCompleted = () => waitFor(() => expect($user.get().loginCheckCompleted).toBe(true));
const entitlementsPath = `/users/entitlements/${DEMO_USER.ssoID}`;

describe('the session on load (spec 001 §4)', () => {
  it('restores the signed-in user from the session cookie as soon as the panel is mounted, still closed', async () => {
    withLiveSession(site);
    const { user } = renderAccountPanel();

    await loginCheckCompleted();
    expect(site.sessionCalls).toBe(1);
    expect(site.authenticated).toEqual([`Bearer ${tokensNumbered(1).access_token}`]);
    expect($user.get()).toMatchObject({
      loggedIn: true,
      userDisplayName: DEMO_USER.userDisplayName,
      ssoID: DEMO_USER.ssoID,
      email: DEMO_USER.email,
      loginStatusUpdatedByUser: false,
    });
    // A restored session is not a new log in: no 'Logged In' notification.
    expect($accountNotification.get().message).toBeNull();
    // The token lives in memory, never in web storage.
    expect(sessionStorage.length + localStorage.length).toBe(0);

    await user.click(screen.getByRole('button', { name: OPENER_NAME }));
    expect(within(screen.getByRole('dialog')).getByText('Welcome back')).toBeTruthy();
  });

  it('completes the login check as logged out, without a call, when there is no session cookie', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(false);
    expect(site.sessionCalls).toBe(0);
  });

  it('completes the check as logged out when the session of the cookie has ended', async () => {
    withLiveSession(site);
    endSession(site);
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(false);
    expect(heldAccessToken()).toBeNull();
  });

  it('completes the check as logged out when the account site cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(SESSION_URL, () => HttpResponse.error()));
    withLiveSession(site);
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(false);
    expect(log).toHaveBeenCalledWith('[mfe-account] User not logged in. Session error', expect.anything());
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
    withLiveSession(site);
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
    withLiveSession(site);
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(true);
    expect($accountNotification.get().message).toBe(LOGGED_IN_NOTIFICATION);
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(window.location.hash).toBe('#top');
  });

  it('with loginSuccess=true and no session yet, signs in once more after the 250 ms fallback delay (spec 001 §9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/news?loginSuccess=true');
    renderAccountPanel();
    // The account site's cookie comes in just behind its redirect.
    await vi.advanceTimersByTimeAsync(FALLBACK_SIGN_IN_DELAY_MS - 50);
    expect($user.get().loggedIn).toBe(false);
    withLiveSession(site);
    await vi.advanceTimersByTimeAsync(50);
    await waitFor(() => expect($user.get().loggedIn).toBe(true));
    expect(site.sessionCalls).toBe(1);
    expect($accountNotification.get().message).toBe(LOGGED_IN_NOTIFICATION);
    expect(FALLBACK_SIGN_IN_DELAY_MS).toBe(250);
  });

  it('with loginSuccess=true and still no session after the fallback, stays logged out without a notification', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/news?loginSuccess=true');
    renderAccountPanel();
    await vi.advanceTimersByTimeAsync(FALLBACK_SIGN_IN_DELAY_MS);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect($user.get()).toMatchObject({ loggedIn: false, loginCheckCompleted: true });
    expect($accountNotification.get().message).toBeNull();
  });

  it('with logoutSuccess=true, back from the account site’s logout, runs the logout cleanup without a call, shows Logged Out and strips the query string', async () => {
    window.history.replaceState(null, '', '/videos?logoutSuccess=true&page=2#latest');
    renderAccountPanel();

    await loginCheckCompleted();
    expect($user.get().loggedIn).toBe(false);
    expect(heldAccessToken()).toBeNull();
    expect(site.sessionCalls).toBe(0);
    expect(site.signOut).toEqual([]);
    expect($accountNotification.get().message).toBe(LOGGED_OUT_NOTIFICATION);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/videos#latest',
    );
  });

  it('with logoutSuccess=true and a session cookie still there, clears the cookies by signing out at the account site', async () => {
    window.history.replaceState(null, '', '/videos?logoutSuccess=true');
    withLiveSession(site);
    renderAccountPanel();

    await loginCheckCompleted();
    await waitFor(() => expect(site.signOut).toEqual([null]));
    expect(site.session).toBe('none');
    expect(document.cookie).not.toContain('_sa_sso_session=1');
    expect(site.sessionCalls).toBe(0);
    expect($user.get().loggedIn).toBe(false);
    expect($accountNotification.get().message).toBe(LOGGED_OUT_NOTIFICATION);
  });
});

describe('keeping the access token fresh', () => {
  async function restored() {
    withLiveSession(site);
    renderAccountPanel();
    await waitFor(() => expect($user.get().loggedIn).toBe(true));
    await act(() => allTasks());
  }

  it('renews the access token from the cookie a minute before it expires, and calls use the new one', async () => {
    await restored();
    expect(heldAccessToken()).toBe(tokensNumbered(1).access_token);
    // The same token again, its renewal now on the fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    holdTokens(tokensNumbered(1));

    await act(() => vi.advanceTimersByTimeAsync(ACCESS_TOKEN_LIFETIME_MS - RENEW_BEFORE_EXPIRY_MS - 1));
    expect(site.refreshCalls).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The refresh itself is network, not timers: wait for it on the real clock.
    vi.useRealTimers();
    await waitFor(() => expect(heldAccessToken()).toBe(tokensNumbered(2).access_token));

    await authorizedRequest('streamline', entitlementsPath, { schema: entitlementsResponse });
    expect(site.entitlementCalls.at(-1)).toBe(`Bearer ${tokensNumbered(2).access_token}`);
    expect($user.get().loggedIn).toBe(true);
  });

  it('renews once on a 401 and repeats the call, for any remote that calls authorizedRequest', async () => {
    await restored();
    // The account site no longer accepts the token it handed out (a restart, a revoked token).
    site.valid.clear();

    await authorizedRequest('streamline', entitlementsPath, { schema: entitlementsResponse });

    expect(site.refreshCalls).toBe(1);
    expect(site.entitlementCalls.slice(-2)).toEqual([
      `Bearer ${tokensNumbered(1).access_token}`,
      `Bearer ${tokensNumbered(2).access_token}`,
    ]);
  });

  it('asks the account site once when two calls find the token refused at the same moment', async () => {
    await restored();
    site.valid.clear();

    await Promise.all([
      authorizedRequest('streamline', entitlementsPath, { schema: entitlementsResponse }),
      authorizedRequest('streamline', entitlementsPath, { schema: entitlementsResponse }),
    ]);

    expect(site.refreshCalls).toBe(1);
  });

  it("logs out with 'There was a problem logging in' when the account site refuses the refresh (spec 001 §8)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await restored();
    site.valid.clear();
    endSession(site);

    const failure = await authorizedRequest('streamline', entitlementsPath, {
      schema: entitlementsResponse,
    }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 401 });
    expect($user.get().loggedIn).toBe(false);
    expect(heldAccessToken()).toBeNull();
    expect($errorNotification.get()).toMatchObject({
      title: LOGIN_PROBLEM_TITLE,
      message: LOGIN_PROBLEM_MESSAGE,
    });
  });
});

describe('a token due after the session cookie went away (logged out in another tab)', () => {
  it("logs this tab out without asking the account site or showing a problem ('User not logged in. No refresh token found')", async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    withLiveSession(site);
    renderAccountPanel();
    await waitFor(() => expect($user.get().loggedIn).toBe(true));
    await act(() => allTasks());
    site.valid.clear();
    resetFakeCookie();

    const failure = await authorizedRequest('streamline', entitlementsPath, {
      schema: entitlementsResponse,
    }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 401 });
    expect(site.refreshCalls).toBe(0);
    expect($user.get().loggedIn).toBe(false);
    expect(heldAccessToken()).toBeNull();
    expect($errorNotification.get().display).toBe(false);
    expect(log).toHaveBeenCalledWith('[mfe-account] User not logged in. No refresh token found');
  });
});

describe('the streamer site re-checks login on every route change (spec 001 §2)', () => {
  const visit = (pathname: string) => act(() => recordRoute({ pathname, search: '', hash: '' }));

  it('logs the page out when the session cookie went away, and restores it when one appears', async () => {
    $runtimeConfig.set(testRuntimeConfig({ siteVariant: 'streamer' }));
    withLiveSession(site);
    renderAccountPanel();
    visit('/');
    await waitFor(() => expect($user.get().loggedIn).toBe(true));

    // Logged out in another tab: the account service cleared its cookies.
    resetFakeCookie();
    visit('/videos');
    expect($user.get().loggedIn).toBe(false);

    // Logged in again in another tab.
    withLiveSession(site);
    visit('/live');
    await waitFor(() => expect($user.get().loggedIn).toBe(true));
  });

  it('leaves the club site alone on a route change', async () => {
    withLiveSession(site);
    renderAccountPanel();
    visit('/');
    await waitFor(() => expect($user.get().loggedIn).toBe(true));

    resetFakeCookie();
    visit('/news');
    expect($user.get().loggedIn).toBe(true);
  });
});
