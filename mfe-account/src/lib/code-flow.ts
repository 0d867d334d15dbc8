// Keeps, in sessionStorage, the `state` of an authorisation-code sign-in that is under way: a random
// value the page makes before it leaves for the account site, and expects back with the code (RFC
// 6749 §10.12). A code that comes back without the state this tab stored is not exchanged, so no
// other site can sign a supporter in to someone else's account with a code of its own. The state is
// no credential; no token is ever stored here.
/**
 * The authorisation-code exchange (spec 001 §4, §7): the query a page is come back to with, and
 * where this tab keeps the state it expects (ours; OAuth's names).
 */
export const AUTH_CODE_PARAM = 'code';
export const AUTH_STATE_PARAM = 'state';
export const AUTH_STATE_STORAGE_KEY = 'club.account.codeState';

/** The address the account site sends the code back to: the page, without its query or hash. */
export function codeRedirectUri(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

/** Makes and stores a fresh state for a code sign-in leaving from this tab. */
export function newCodeState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(AUTH_STATE_STORAGE_KEY, state);
  return state;
}

export type ReturnedCode =
  /** The page came back with a code and the state this tab stored: exchange it. */
  | { kind: 'code'; code: string; redirectUri: string }
  /** A code came with no state, or another one: do not exchange it. */
  | { kind: 'refused' }
  | { kind: 'none' };

/** Reads a code the account site sent the page back with; the stored state is used up either way. */
export function takeReturnedCode(location: Pick<Location, 'origin' | 'pathname' | 'search'>): ReturnedCode {
  const query = new URLSearchParams(location.search);
  const code = query.get(AUTH_CODE_PARAM);
  if (!code) return { kind: 'none' };
  const stored = sessionStorage.getItem(AUTH_STATE_STORAGE_KEY);
  sessionStorage.removeItem(AUTH_STATE_STORAGE_KEY);
  if (!stored || query.get(AUTH_STATE_PARAM) !== stored) return { kind: 'refused' };
  return { kind: 'code', code, redirectUri: codeRedirectUri(location) };
}

/** The page's address without the code and state, to put in the history once they are used. */
export function withoutCodeQuery(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const query = new URLSearchParams(location.search);
  query.delete(AUTH_CODE_PARAM);
  query.delete(AUTH_STATE_PARAM);
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
