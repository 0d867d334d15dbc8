// @vitest-environment jsdom
import { $runtimeConfig } from '@club/shared/config';
import { COOKIE_DATA_FROM_BROWSER } from '@club/shared/contracts';
import { $accountNotification, $user } from '@club/shared/stores';
import { mockServices, testRuntimeConfig } from '@club/shared/testing';
import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_STORAGE_KEY } from '../../../lib/code-flow.ts';
import { interceptNavigationForTests } from '../../../lib/navigate.ts';
import { storeReturnAddress } from '../../../lib/return-address.ts';
import {
  accountServices,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_USER,
  newServiceCalls,
  tokensNumbered,
  withLiveSession,
} from '../../../testing/account-services.ts';
import { resetAfterTest } from '../../../testing/reset.ts';
import { COOKIE_TAMPERED_ALERT, LOGGED_IN_NOTIFICATION } from '../constants.ts';
import { heldAccessToken } from '../lib/access-token.ts';
import { logIn } from './login-form.ts';
import { startSessionOnLoad } from './session.ts';

const site = newServiceCalls();
mockServices(...accountServices(site));

let navigations: string[] = [];
let restoreNavigation: () => void = () => {};
const alerts = vi.fn();

beforeEach(() => {
  navigations = [];
  restoreNavigation = interceptNavigationForTests((url) => navigations.push(url));
  vi.spyOn(window, 'alert').mockImplementation(alerts);
});

afterEach(async () => {
  restoreNavigation();
  alerts.mockReset();
  vi.restoreAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await resetAfterTest(site);
});

function useCookieCheck(): void {
  const config = testRuntimeConfig();
  $runtimeConfig.set({ ...config, settings: { ...config.settings, sessionFlow: 'cookie-auth' } });
}

/** The page is loaded at `address` and the session check of spec 001 §4 runs. */
async function loadPage(address: string): Promise<void> {
  window.history.replaceState(null, '', address);
  await startSessionOnLoad(window.location);
}

describe('the cookie check (spec 001 §4 "Provider flows", §5 "Cookie authentication")', () => {
  beforeEach(useCookieCheck);

  it('posts the cookie data for checking and signs the user in with the answer’s access token', async () => {
    withLiveSession(site);
    await loadPage('/news');
    expect(site.cookieAuthBodies).toEqual([
      { data: { attributes: { cookieData: COOKIE_DATA_FROM_BROWSER } } },
    ]);
    expect(site.sessionCalls).toBe(0);
    expect($user.get()).toMatchObject({ loggedIn: true, ssoID: DEMO_USER.ssoID, loginCheckCompleted: true });
    expect(heldAccessToken()).toBe(tokensNumbered(1).access_token);
  });

  it("alerts 'Could not log in. Cookie auth_string tampered with' on a rejection, and the visitor stays logged out", async () => {
    withLiveSession(site);
    site.cookieAuth = 'tampered';
    await loadPage('/news');
    expect(alerts).toHaveBeenCalledWith('Could not log in. Cookie auth_string tampered with');
    expect(COOKIE_TAMPERED_ALERT).toBe('Could not log in. Cookie auth_string tampered with');
    expect($user.get()).toMatchObject({ loggedIn: false, loginCheckCompleted: true });
    expect(heldAccessToken()).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('refreshes the token on a 403 and signs in with the refreshed one', async () => {
    withLiveSession(site);
    site.cookieAuth = 'forbidden';
    await loadPage('/news');
    expect(site.refreshCalls).toBe(1);
    expect($user.get().loggedIn).toBe(true);
    expect(heldAccessToken()).toBe(tokensNumbered(1).access_token);
  });

  it('on a 401 sends the visitor to log in, to come back to this page with a code and a stored state', async () => {
    withLiveSession(site);
    site.cookieAuth = 'ended';
    await loadPage('/videos/browse?team=lionesses');
    expect($user.get().loggedIn).toBe(false);
    expect(navigations).toHaveLength(1);
    const login = new URL(navigations[0] ?? '');
    expect(`${login.origin}${login.pathname}`).toBe(`${testRuntimeConfig().services.account}/sign-in`);
    expect(login.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/videos/browse`);
    expect(login.searchParams.get('state')).toBe(sessionStorage.getItem(AUTH_STATE_STORAGE_KEY));
    expect(login.searchParams.get('mandatory')).toBe('true');
  });

  it('does not send the visitor back to log in when they have just come from it (no loop)', async () => {
    withLiveSession(site);
    site.cookieAuth = 'ended';
    await loadPage('/news?loginSuccess=true');
    expect(navigations).toEqual([]);
    expect($user.get()).toMatchObject({ loggedIn: false, loginCheckCompleted: true });
  });

  it('asks nothing of the network without a session cookie', async () => {
    await loadPage('/news');
    expect(site.cookieAuthBodies).toEqual([]);
    expect($user.get()).toMatchObject({ loggedIn: false, loginCheckCompleted: true });
  });
});

describe('the authorisation-code exchange (spec 001 §4, §7 "GET auth endpoint")', () => {
  it('exchanges a code the page came back with, with this page’s address, signs in and takes code and state out of the address', async () => {
    const redirectUri = `${window.location.origin}/videos`;
    site.codes.set('one-time', redirectUri);
    sessionStorage.setItem(AUTH_STATE_STORAGE_KEY, 'expected-state');
    await loadPage('/videos?code=one-time&state=expected-state#rail');

    expect(site.codeExchanges).toEqual([{ code: 'one-time', redirectUri }]);
    expect($user.get()).toMatchObject({ loggedIn: true, ssoID: DEMO_USER.ssoID, loginCheckCompleted: true });
    expect($accountNotification.get().message).toBe(LOGGED_IN_NOTIFICATION);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/videos#rail',
    );
    expect(sessionStorage.getItem(AUTH_STATE_STORAGE_KEY)).toBeNull();
  });

  it('does not exchange a code that came with another state or none (a code from another site)', async () => {
    site.codes.set('planted', `${window.location.origin}/videos`);
    sessionStorage.setItem(AUTH_STATE_STORAGE_KEY, 'mine');
    await loadPage('/videos?code=planted&state=theirs');
    await loadPage('/videos?code=planted');
    expect(site.codeExchanges).toEqual([]);
    expect($user.get().loggedIn).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('falls back to the session cookie when the code is refused', async () => {
    withLiveSession(site);
    sessionStorage.setItem(AUTH_STATE_STORAGE_KEY, 's');
    await loadPage('/videos?code=expired&state=s');
    expect(site.codeExchanges).toHaveLength(1);
    expect(site.sessionCalls).toBe(1);
    expect($user.get().loggedIn).toBe(true);
  });
});

describe('the login form’s step 4: a stored return address (spec 001 §4)', () => {
  it('after logging in, goes to the stored address with a one-time code for it as the session token', async () => {
    storeReturnAddress('/videos/7?from=prompt');
    expect(await logIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).toBe(true);
    await allTasks();
    const state = sessionStorage.getItem(AUTH_STATE_STORAGE_KEY);
    expect(navigations).toEqual([`/videos/7?from=prompt&code=code-1&state=${state}`]);
    expect(site.codes.get('code-1')).toBe(`${window.location.origin}/videos/7`);
  });

  it('stays on the page when no address is stored', async () => {
    expect(await logIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).toBe(true);
    await allTasks();
    expect(navigations).toEqual([]);
  });
});
