import { map } from 'nanostores';
import { HIDDEN_DISPLAY_NAME_TEXT, SESSION_ID_MAX, SESSION_ID_MIN } from './constants.ts';

/** The signed-in (or anonymous) user as the client keeps it (spec 000 §3, spec 001 §3 "User state"). */
export interface User {
  /** True once the on-load authentication check has answered, either way. */
  loginCheckCompleted: boolean;
  /** True once the user changed their login status themselves in this page load (log in or log out). */
  loginStatusUpdatedByUser: boolean;
  loggedIn: boolean;
  userDisplayName: string | null;
  ssoID: string | null;
  email: string | null;
  /** Package names held; null when the stream provider's entitlements failed to load (spec 001 §8). */
  entitlements: string[] | null;
  /** Random whole number from 1 to 1,000,000, made once per page load; survives log in and log out. */
  sessionID: number;
  stripeCustomerID: string | null;
  /** The server marked this account's restrictions as bypassed. */
  bypassed: boolean;
}

/** What the account site's `/api/authenticated` answer gives for a signed-in user (spec 001 §7). */
export interface LoggedInUser {
  userDisplayName: string | null;
  ssoID: string;
  email: string;
}

/** Makes a session id: a random whole number from SESSION_ID_MIN to SESSION_ID_MAX; `random` is injectable. */
export function createSessionID(random: () => number = Math.random): number {
  const span = SESSION_ID_MAX - SESSION_ID_MIN + 1;
  // Clamp so a source returning exactly 1 (or a little more) still lands inside the range.
  const offset = Math.min(Math.floor(random() * span), span - 1);
  return SESSION_ID_MIN + Math.max(offset, 0);
}

const signedOut = {
  loggedIn: false,
  userDisplayName: null,
  ssoID: null,
  email: null,
  entitlements: [],
  stripeCustomerID: null,
  bypassed: false,
} satisfies Partial<User>;

function initialUser(sessionID: number): User {
  return { loginCheckCompleted: false, loginStatusUpdatedByUser: false, ...signedOut, sessionID };
}

/** The current user; anonymous until the login check says otherwise. */
export const $user = map<User>(initialUser(createSessionID()));

/** Stores a signed-in user; a different user than before starts with no entitlements. */
export function setLoggedInUser({ userDisplayName, ssoID, email }: LoggedInUser): void {
  const current = $user.get();
  const sameUser = current.ssoID === ssoID;
  $user.set({
    ...current,
    loggedIn: true,
    userDisplayName,
    ssoID,
    email,
    // Entitlements belong to one account: never show the previous account's packages to a new one.
    entitlements: sameUser ? current.entitlements : [],
    stripeCustomerID: sameUser ? current.stripeCustomerID : null,
    bypassed: sameUser ? current.bypassed : false,
  });
}

/** Clears the user data: logged out, no entitlements; the login-check flags and session id stay. */
export function setLoggedOut(): void {
  $user.set({ ...$user.get(), ...signedOut });
}

/** Marks the on-load login check as answered (success or failure). */
export function completeLoginCheck(): void {
  $user.setKey('loginCheckCompleted', true);
}

/** Marks that the user changed their login status themselves (spec 001 §4 "Log out", "Login form"). */
export function markLoginStatusUpdatedByUser(): void {
  $user.setKey('loginStatusUpdatedByUser', true);
}

/**
 * Stores entitlements (null after a stream-provider failure) only if `userID` is the current ssoID,
 * so a late answer for another account is dropped (spec 001 §4, §7). Returns whether it applied.
 * `stripeCustomerID` is left as it was when omitted.
 */
export function setEntitlements(
  userID: string,
  entitlements: readonly string[] | null,
  stripeCustomerID?: string | null,
): boolean {
  const current = $user.get();
  if (current.ssoID === null || userID !== current.ssoID) return false;
  $user.set({
    ...current,
    entitlements: entitlements === null ? null : [...entitlements],
    stripeCustomerID: stripeCustomerID === undefined ? current.stripeCustomerID : stripeCustomerID,
  });
  return true;
}

/** Sets the "Account Restrictions Bypassed" flag the server may return (spec 001 §2, §6). */
export function setBypassed(bypassed: boolean): void {
  $user.setKey('bypassed', bypassed);
}

/** The name to show, or null when absent, blank or the text 'undefined' (spec 000 §5, spec 001 §2). */
export function displayNameOf(user: Pick<User, 'userDisplayName'>): string | null {
  const name = user.userDisplayName;
  // Server data may carry undefined despite the type, so test for any empty value.
  if (!name || name.trim() === '' || name === HIDDEN_DISPLAY_NAME_TEXT) return null;
  return name;
}

/** The login prompt: open while `message` is a string (spec 000 §3 "loginPrompt.message"). */
export interface LoginPrompt {
  message: string | null;
}

/** The login prompt shown when an action needs a signed-in user; it locks the background while open. */
export const $loginPrompt = map<LoginPrompt>({ message: null });

/** Opens the login prompt with a message such as 'You must be logged in to purchase'. */
export function openLoginPrompt(message: string): void {
  $loginPrompt.set({ message });
}

/** Closes the login prompt by clearing its message. */
export function closeLoginPrompt(): void {
  $loginPrompt.set({ message: null });
}

/** Puts the user and login prompt back to their page-load state, keeping this page load's session id. */
export function resetUser(): void {
  $user.set(initialUser($user.get().sessionID));
  closeLoginPrompt();
}
