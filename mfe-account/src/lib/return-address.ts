// Keeps, in sessionStorage, where a supporter should come back to after signing in or paying (spec
// 001 §4 "Redirect with return address"), and the flag that says not to append a session token to
// it. Neither is a credential: the token itself is made only when the browser leaves, and never
// stored.
import { atom } from 'nanostores';
import { AUTH_CODE_PARAM, AUTH_STATE_PARAM, newCodeState } from './code-flow.ts';
import { createSessionCode } from './create-session-code.ts';
import { navigateTo } from './navigate.ts';

/** Spec 001 §4 "Redirect with return address": where the address and the suppress flag are stored (ours). */
export const RETURN_ADDRESS_KEY = 'club.account.returnAddress';
export const SUPPRESS_SESSION_TOKEN_KEY = 'club.account.suppressSessionToken';

/**
 * Remembers the address to come back to. `suppressSessionToken` is for an address on this site,
 * where the session cookie already signs the supporter in and a token would only be in the way.
 */
export function storeReturnAddress(address: string, { suppressSessionToken = false } = {}): void {
  sessionStorage.setItem(RETURN_ADDRESS_KEY, address);
  if (suppressSessionToken) sessionStorage.setItem(SUPPRESS_SESSION_TOKEN_KEY, 'true');
  else sessionStorage.removeItem(SUPPRESS_SESSION_TOKEN_KEY);
}

/** The stored return address, if there is one. */
export function storedReturnAddress(): string | null {
  return sessionStorage.getItem(RETURN_ADDRESS_KEY);
}

/** Removes the stored address and flags. */
export function clearReturnAddress(): void {
  sessionStorage.removeItem(RETURN_ADDRESS_KEY);
  sessionStorage.removeItem(SUPPRESS_SESSION_TOKEN_KEY);
}

/** Appends query parameters with '?' or '&', as the address already has a query or not (before any hash). */
export function appendQuery(address: string, params: Record<string, string>): string {
  const hashAt = address.indexOf('#');
  const base = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const query = new URLSearchParams(params).toString();
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query}${hash}`;
}

/**
 * Spec 001 §4 "Redirect with return address": get the session token, append it to the return
 * address (with ? or &) unless the suppress flag is stored, remove the stored flags and navigate.
 * The token is a one-time code for the address (with the state that lets this site's page take it);
 * `getSessionToken` makes it. Resolves false, doing nothing, when no address is stored.
 */
export async function redirectWithReturnAddress(
  getSessionToken: (redirectUri: string) => Promise<string>,
  navigate: (address: string) => void,
): Promise<boolean> {
  const address = storedReturnAddress();
  if (address === null) return false;
  const suppressed = sessionStorage.getItem(SUPPRESS_SESSION_TOKEN_KEY) === 'true';
  let target = address;
  if (!suppressed) {
    const url = new URL(address, window.location.href);
    const code = await getSessionToken(`${url.origin}${url.pathname}`);
    target = appendQuery(address, { [AUTH_CODE_PARAM]: code, [AUTH_STATE_PARAM]: newCodeState() });
  }
  clearReturnAddress();
  navigate(target);
  return true;
}

/** The session token for an address: a one-time code for this session, bound to it. */
export async function sessionTokenFor(redirectUri: string): Promise<string> {
  return (await createSessionCode(redirectUri)).code;
}

/**
 * Leaves for the stored return address, if any, with a session token unless suppressed (spec 001
 * §4 "Login form" step 4); resolves false when none is stored. A token that cannot be had is logged
 * and the address kept, so the supporter stays signed in here and nothing is lost.
 */
export function returnToStoredAddress(): Promise<boolean> {
  // One at a time: the login form and the login page may both ask as the user signs in.
  if (!returning) {
    $leavingForReturnAddress.set(true);
    returning = redirectWithReturnAddress(sessionTokenFor, navigateTo)
      .catch((error: unknown) => {
        console.error('[mfe-account] the session token for the return address could not be had', error);
        return false;
      })
      .then((left) => {
        // Once the browser is on its way the page stays as it is; otherwise it carries on.
        if (!left) $leavingForReturnAddress.set(false);
        returning = null;
        return left;
      });
  }
  return returning;
}
let returning: Promise<boolean> | null = null;

/** True from the moment the page starts leaving for the return address (nothing else should navigate). */
export const $leavingForReturnAddress = atom(false);

/** Tests only: the page is no longer leaving (navigation is intercepted there, so it never does). */
export function resetReturnAddressForTests(): void {
  $leavingForReturnAddress.set(false);
  returning = null;
}
