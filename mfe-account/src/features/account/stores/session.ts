import { isApiError } from '@club/shared/api';
import { sessionQueryOf, withoutSessionQuery } from '@club/shared/site';
import {
  $user,
  closeAccountHeader,
  completeLoginCheck,
  LOGOUT_PANEL_CLOSE_DELAY_MS,
  markLoginStatusUpdatedByUser,
  provideAccessToken,
  setLoggedInUser,
  setLoggedOut,
  showAccountNotification,
} from '@club/shared/stores';
import { atom, onMount, task } from 'nanostores';
import { getAuthenticatedUser } from '../api/get-authenticated-user.ts';
import { signOut } from '../api/sign-out.ts';
import { LOGGED_IN_NOTIFICATION, LOGGED_OUT_NOTIFICATION } from '../constants.ts';
import { clearTokens, readTokens } from '../lib/token-storage.ts';

/** The on-load session check (spec 001 §4 "Session on load"): not started, running, or answered. */
export type SessionCheck = 'idle' | 'checking' | 'done';

// The players of mfe-streaming ask for the access token through @club/shared; this remote owns it.
provideAccessToken(() => readTokens()?.access_token ?? null);

/** Where the on-load session check is; it starts the first time anything watches this store. */
export const $sessionCheck = atom<SessionCheck>('idle');

/** True while a log out is on its way to the account site. */
export const $loggingOut = atom(false);

onMount($sessionCheck, () => {
  // A store is first read while React renders; start the check after that render, never inside it.
  queueMicrotask(() => {
    if ($sessionCheck.get() === 'idle') void task(() => startSessionOnLoad(window.location));
  });
});

/**
 * Spec 001 §4 "Session on load": logoutSuccess=true runs the logout cleanup, clears the user and
 * shows 'Logged Out'; loginSuccess=true checks the login again and shows 'Logged In'; otherwise the
 * plain check. The parameters are then taken out of the address, so a reload does not repeat them.
 */
export async function startSessionOnLoad(location: Location): Promise<void> {
  const asked = sessionQueryOf(location.search);
  if (asked === 'logout') {
    $sessionCheck.set('checking');
    clearTokens();
    setLoggedOut();
    completeLoginCheck();
    $sessionCheck.set('done');
    showAccountNotification(LOGGED_OUT_NOTIFICATION);
  } else {
    await checkStoredSession();
    if (asked === 'login' && $user.get().loggedIn) showAccountNotification(LOGGED_IN_NOTIFICATION);
  }
  if (asked) window.history.replaceState(window.history.state, '', withoutSessionQuery(location));
}

/**
 * Spec 001 §4 "Session on load": with stored tokens, ask the account site who they belong to and
 * store the user as logged in; without, or when the site says no, store the user as logged out.
 * Either way the login check is then complete. A log in or log out the user made in the meantime
 * wins over this answer.
 */
export async function checkStoredSession(): Promise<void> {
  $sessionCheck.set('checking');
  const tokens = readTokens();
  try {
    if (!tokens) {
      setLoggedOut();
      return;
    }
    const user = await getAuthenticatedUser(tokens.access_token);
    if (!$user.get().loginStatusUpdatedByUser) setLoggedInUser(user);
  } catch (error) {
    // Tokens the site refuses are spent; after a network failure they may still be good next time.
    if (isApiError(error) && error.kind === 'http') clearTokens();
    else console.error('[mfe-account] the session check failed', error);
    if (!$user.get().loginStatusUpdatedByUser) setLoggedOut();
  } finally {
    completeLoginCheck();
    $sessionCheck.set('done');
  }
}

/**
 * Spec 001 §4 "Log out": mark the login status, sign out at the account site, forget the tokens,
 * clear the user, show 'Logged Out', and close the panel 600 ms later. Logging out always succeeds
 * on this device: a sign-out call that fails is logged, never shown.
 */
export function logOut(): Promise<void> {
  if ($loggingOut.get()) return Promise.resolve();
  return task(signOutAndClear);
}

async function signOutAndClear(): Promise<void> {
  $loggingOut.set(true);
  markLoginStatusUpdatedByUser();
  try {
    await signOut(readTokens()?.access_token);
  } catch (error) {
    console.error('[mfe-account] sign-out at the account site failed', error);
  }
  clearTokens();
  setLoggedOut();
  $loggingOut.set(false);
  showAccountNotification(LOGGED_OUT_NOTIFICATION);
  setTimeout(closeAccountHeader, LOGOUT_PANEL_CLOSE_DELAY_MS);
}
