import { isApiError, provideAccessTokens } from '@club/shared/api';
import { $runtimeConfig } from '@club/shared/config';
import {
  ACCOUNT_ERRORS,
  type AuthExchangeResponse,
  type AuthenticatedUser,
  type SessionTokens,
} from '@club/shared/contracts';
import { sessionQueryOf, withoutSessionQuery } from '@club/shared/site';
import {
  $currentRoute,
  $user,
  closeAccountHeader,
  completeLoginCheck,
  LOGOUT_PANEL_CLOSE_DELAY_MS,
  markLoginStatusUpdatedByUser,
  setBypassed,
  setLoggedInUser,
  setLoggedOut,
  showAccountNotification,
  showErrorNotification,
} from '@club/shared/stores';
import { atom, onMount, task } from 'nanostores';
import { takeReturnedCode, withoutCodeQuery } from '../../../lib/code-flow.ts';
import { $entitlementsCheck, loadEntitlements } from '../../../lib/entitlements.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { followRoutes } from '../../../lib/previous-route.ts';
import { clearReturnAddress } from '../../../lib/return-address.ts';
import { exchangeAuthCode } from '../api/exchange-auth-code.ts';
import { getAuthenticatedUser } from '../api/get-authenticated-user.ts';
import { getSessionTokens } from '../api/get-session-tokens.ts';
import { postCookieAuth } from '../api/post-cookie-auth.ts';
import { refreshTokens } from '../api/refresh-tokens.ts';
import { signOut } from '../api/sign-out.ts';
import {
  COOKIE_TAMPERED_ALERT,
  FALLBACK_SIGN_IN_DELAY_MS,
  LOGGED_IN_NOTIFICATION,
  LOGGED_OUT_NOTIFICATION,
  LOGIN_PROBLEM_MESSAGE,
  LOGIN_PROBLEM_TITLE,
  NO_REFRESH_TOKEN_REJECTION,
  NO_SESSION_REJECTION,
  REFRESH_FAILED_REJECTION,
  REFRESH_LOCK_NAME,
  REFRESH_REFUSED_REJECTION,
  SESSION_FAILED_REJECTION,
} from '../constants.ts';
import { accessTokenDue, forgetAccessToken, heldAccessToken, keepAccessToken } from '../lib/access-token.ts';
import { hostedLoginWithCode } from '../lib/account-links.ts';
import { hasSessionCookie } from '../lib/session-cookie.ts';

/** The on-load session check (spec 001 §4 "Session on load"): not started, running, or answered. */
export type SessionCheck = 'idle' | 'checking' | 'done';

/** Where the on-load session check is; it starts the first time anything watches this store. */
export const $sessionCheck = atom<SessionCheck>('idle');

/** True while a log out is on its way to the account site. */
export const $loggingOut = atom(false);

let renewTimer: ReturnType<typeof setTimeout> | undefined;
/** The panel's close after a log out (below), kept so that a test's reset can cancel it. */
let closeAfterLogOut: ReturnType<typeof setTimeout> | undefined;
let renewing: Promise<string | null> | null = null;
let restoring: Promise<void> | null = null;

onMount($sessionCheck, () => {
  const stopRouteChecks = $currentRoute.listen((route) => {
    if (route && route.changes > 0 && $runtimeConfig.get()?.flags.siteVariant === 'streamer') recheckLogin();
  });
  // Where the supporter was before, for the login page's return address.
  const stopFollowing = followRoutes();
  // A store is first read while React renders; start the check after that render, never inside it.
  queueMicrotask(() => {
    if ($sessionCheck.get() === 'idle') void task(() => startSessionOnLoad(window.location));
  });
  return () => {
    stopRouteChecks();
    stopFollowing();
  };
});

/**
 * The streamer site re-checks login on every route change (spec 001 §2): a session cookie that
 * went away (logged out in another tab) logs this page out; one that appeared (logged in
 * elsewhere) is restored. When page and cookie agree nothing is asked of the network.
 */
export function recheckLogin(): void {
  if ($sessionCheck.get() !== 'done' || $loggingOut.get()) return;
  const cookie = hasSessionCookie();
  const { loggedIn } = $user.get();
  if (loggedIn && !cookie) {
    endSessionHere();
  } else if (!loggedIn && cookie) {
    void task(() => restoreSession(true));
  }
}

/** Every remote's authorizedRequest gets its bearer token from this module, once it has loaded. */
provideAccessTokens({ current: currentAccessToken, renew: renewAccessToken });

/** Holds the access token of new tokens and schedules its renewal before it expires. */
export function holdTokens(tokens: SessionTokens): void {
  const delay = keepAccessToken(tokens);
  clearTimeout(renewTimer);
  renewTimer = setTimeout(() => void renewAccessToken(), delay);
}

function dropTokens(): void {
  forgetAccessToken();
  clearTimeout(renewTimer);
  renewTimer = undefined;
}

/** Stores a signed-in user and fetches their entitlements (spec 001 §4 "Login form", "Session on load"). */
export function signedIn(user: AuthenticatedUser): void {
  setLoggedInUser(user);
  setBypassed(user.bypassed === true);
  void task(() => loadEntitlements(user.ssoID));
}

/** The access token for a call, renewed first when it is due; waits for the on-load check. */
async function currentAccessToken(): Promise<string | null> {
  if (restoring) await restoring;
  if (accessTokenDue()) return renewAccessToken();
  return heldAccessToken();
}

/** Runs `work` while holding the tabs' refresh lock, where the browser has Web Locks. */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock resolves with what `work` resolves with; lib.dom types it as a promise of the promise.
  return locks ? (locks.request(REFRESH_LOCK_NAME, work) as unknown as Promise<T>) : work();
}

/**
 * Renews the access token from the session cookie (spec 001 §4 sign-in sequence step 3). One
 * renewal at a time in this tab, and one at a time across the browser's tabs. When the account
 * site refuses, the session is over: 'There was a problem logging in' and the user is logged out.
 */
export function renewAccessToken(): Promise<string | null> {
  if (!heldAccessToken()) return Promise.resolve(null);
  renewing ??= withRefreshLock(refreshOnce).finally(() => {
    renewing = null;
  });
  return renewing;
}

async function refreshOnce(): Promise<string | null> {
  if (!heldAccessToken()) return null; // logged out while waiting for the lock
  if (!hasSessionCookie()) {
    // The refresh credential (the HttpOnly session cookie) is gone: logged out in another tab, or
    // the account site ended the session. Nothing to ask the account site; no problem to report.
    console.info(`[mfe-account] ${NO_REFRESH_TOKEN_REJECTION}`);
    endSessionHere();
    return null;
  }
  try {
    const tokens = await refreshTokens();
    if (!heldAccessToken()) return null; // logged out while the refresh was on its way
    holdTokens(tokens);
    return tokens.access_token;
  } catch (error) {
    if (!heldAccessToken()) return null;
    if (isApiError(error) && error.kind === 'http' && error.status === 400) {
      console.warn(`[mfe-account] ${REFRESH_REFUSED_REJECTION}`);
      showErrorNotification(LOGIN_PROBLEM_TITLE, LOGIN_PROBLEM_MESSAGE);
    } else {
      console.error(`[mfe-account] ${REFRESH_FAILED_REJECTION}`, error);
    }
    endSessionHere();
    return null;
  }
}

/** The session is over in this tab: the token forgotten, the user logged out, the entitlements unknown. */
function endSessionHere(): void {
  dropTokens();
  setLoggedOut();
  $entitlementsCheck.set('idle');
}

/**
 * Spec 001 §4 "Session on load": logoutSuccess=true runs the logout cleanup, clears the user and
 * shows 'Logged Out'; loginSuccess=true checks the login again (once more after the 250 ms fallback
 * sign-in delay if no session is found at first) and shows 'Logged In'; otherwise the plain check. The parameters are then taken out of the address, so a reload does not repeat them.
 */
export async function startSessionOnLoad(location: Location): Promise<void> {
  const returned = takeReturnedCode(location);
  if (returned.kind !== 'none') {
    // The code and state leave the address at once: a reload or a shared link never repeats them.
    window.history.replaceState(window.history.state, '', withoutCodeQuery(location));
    if (returned.kind === 'code') {
      restoring = signInWithCode(returned.code, returned.redirectUri).finally(() => {
        restoring = null;
      });
      return restoring;
    }
    console.warn('[mfe-account] a sign-in code came back without this tab’s state; not exchanged');
  }
  const asked = sessionQueryOf(location.search);
  if (asked === 'logout') {
    $sessionCheck.set('checking');
    // Logout cleanup (spec 001 §4): the session and token cookies go. The account site's logout
    // cleared them already; a session cookie still here (the parameter on a link) is signed out,
    // since only the account service can clear its HttpOnly cookies. The query string goes too.
    if (hasSessionCookie()) await signOutQuietly(undefined);
    dropTokens();
    setLoggedOut();
    clearReturnAddress();
    completeLoginCheck();
    $sessionCheck.set('done');
    stripQueryString(location);
    showAccountNotification(LOGGED_OUT_NOTIFICATION);
    return;
  }
  await checkSession({ backFromLogin: asked === 'login' });
  if (asked === 'login' && !$user.get().loggedIn && !$user.get().loginStatusUpdatedByUser) {
    // The fallback sign-in (spec 001 §9): the session once more, 250 ms later.
    await new Promise((resolve) => setTimeout(resolve, FALLBACK_SIGN_IN_DELAY_MS));
    await checkSession({ backFromLogin: true });
  }
  if (asked === 'login' && $user.get().loggedIn) showAccountNotification(LOGGED_IN_NOTIFICATION);
  if (asked) window.history.replaceState(window.history.state, '', withoutSessionQuery(location));
}

/** Replaces the address with the same one less its query string (the history state kept). */
function stripQueryString(location: Location = window.location): void {
  window.history.replaceState(window.history.state, '', `${location.pathname}${location.hash}`);
}

/** Signs out at the account site; a failure is logged, never shown (logging out always succeeds here). */
async function signOutQuietly(accessToken: string | undefined): Promise<void> {
  try {
    await signOut(accessToken);
  } catch (error) {
    console.error('[mfe-account] sign-out at the account site failed', error);
  }
}

/** The tokens of an exchange answer, as the session holds them (its FirstName the user call gives too). */
const exchangedTokens = ({ message, response }: AuthExchangeResponse): SessionTokens => ({
  access_token: response.access_token,
  access_token_expires_utc: response.access_token_expires_utc,
  refresh_token_expires_utc: response.refresh_token_expires_utc,
  message,
});

/**
 * Spec 001 §4, §7: the page was come back to with a one-time code (after the hosted login, or a
 * redirect with a return address): GET the auth endpoint with the code and this page's address,
 * then the user as after any sign-in. A refused code leaves the visitor as the cookie says.
 */
async function signInWithCode(code: string, redirectUri: string): Promise<void> {
  $sessionCheck.set('checking');
  try {
    const tokens = exchangedTokens(await exchangeAuthCode(code, redirectUri));
    const user = await getAuthenticatedUser(tokens.access_token);
    holdTokens(tokens);
    signedIn(user);
    completeLoginCheck();
    $sessionCheck.set('done');
    showAccountNotification(LOGGED_IN_NOTIFICATION);
  } catch (error) {
    console.warn('[mfe-account] the sign-in code was refused', error);
    await restoreSession();
  }
}

/**
 * Spec 001 §4 "Provider flows", the cookie check: the auth_string cookie is posted for checking
 * (§5), and its answer's access token held. A rejection as tampered alerts 'Could not log in.
 * Cookie auth_string tampered with' and leaves the visitor logged out; a 403 refreshes the token
 * instead; a 400 or 401 (the session is over) sends the visitor to log in again, coming back with
 * a code, unless they are just back from logging in (never a loop). Null when logged out.
 */
async function tokensFromCookieCheck(backFromLogin: boolean): Promise<SessionTokens | null> {
  try {
    return exchangedTokens(await postCookieAuth());
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'http')) throw error;
    if (error.code === ACCOUNT_ERRORS.cookieTampered) {
      window.alert(COOKIE_TAMPERED_ALERT);
      return null;
    }
    if (error.status === 403) return refreshTokens();
    if ((error.status === 400 || error.status === 401) && !backFromLogin) {
      navigateTo(hostedLoginWithCode(window.location));
    }
    return null;
  }
}

/**
 * Spec 001 §4 "Session on load" and the sign-in sequence: with no session cookie the user is
 * logged out at once ('No user session found'); with one, the session endpoint hands out tokens,
 * the account site says whose they are, and the user is stored as logged in with entitlements
 * fetched. Either way the login check is then complete. A log in or log out the user made in the
 * meantime wins over this answer.
 */
export function checkSession({ backFromLogin = false } = {}): Promise<void> {
  restoring ??= restoreSession(false, backFromLogin).finally(() => {
    restoring = null;
  });
  return restoring;
}

async function restoreSession(again = false, backFromLogin = false): Promise<void> {
  $sessionCheck.set('checking');
  // On load, a log in or out the user made meanwhile wins; a later re-check follows the cookie.
  const byUser = () => !again && $user.get().loginStatusUpdatedByUser;
  try {
    if (!hasSessionCookie()) {
      if (!byUser()) setLoggedOut();
      console.info(`[mfe-account] ${NO_SESSION_REJECTION}`);
      return;
    }
    const tokens =
      $runtimeConfig.get()?.settings.sessionFlow === 'cookie-auth'
        ? await tokensFromCookieCheck(backFromLogin)
        : await getSessionTokens();
    if (!tokens) {
      if (!byUser()) setLoggedOut();
      return;
    }
    const user = await getAuthenticatedUser(tokens.access_token);
    if (byUser()) return;
    holdTokens(tokens);
    signedIn(user);
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'http'))
      console.error(`[mfe-account] ${SESSION_FAILED_REJECTION}`, error);
    if (!byUser()) {
      dropTokens();
      setLoggedOut();
    }
  } finally {
    completeLoginCheck();
    $sessionCheck.set('done');
  }
}

/**
 * Spec 001 §4 "Log out": mark the login status, sign out at the account site (which clears its
 * cookies), forget the access token, clear the user, strip the query string, show 'Logged Out', and
 * close the panel 600 ms later. Logging out always succeeds on this device: a sign-out call that
 * fails is logged, never shown.
 */
export function logOut(): Promise<void> {
  if ($loggingOut.get()) return Promise.resolve();
  return task(signOutAndClear);
}

async function signOutAndClear(): Promise<void> {
  $loggingOut.set(true);
  markLoginStatusUpdatedByUser();
  await signOutQuietly(heldAccessToken() ?? undefined);
  endSessionHere();
  // Where this user was to be sent back to is theirs: the next one to log in starts afresh.
  clearReturnAddress();
  if (window.location.search) stripQueryString();
  $loggingOut.set(false);
  showAccountNotification(LOGGED_OUT_NOTIFICATION);
  closeAfterLogOut = setTimeout(closeAccountHeader, LOGOUT_PANEL_CLOSE_DELAY_MS);
}

/**
 * Tests only: forgets the token, its timer, a panel's close still to come after a log out (it would
 * close the next test's panel) and any check in flight.
 */
export function resetSessionForTests(): void {
  dropTokens();
  clearTimeout(closeAfterLogOut);
  renewing = null;
  restoring = null;
  $entitlementsCheck.set('idle');
}
