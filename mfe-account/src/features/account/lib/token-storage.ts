// Keeps the account site's session tokens (access and refresh token, with their expiry times) for
// this browser tab, so a reload can restore the signed-in user (spec 001 §4 "Session on load")
// without asking for the password again. sessionStorage ends with the tab; where storage is not
// available the tokens live in memory for this page load only. A later issue moves them to the
// spec's cookies.
import { type SessionTokens, sessionTokens, validate } from '@club/shared/contracts';

const STORAGE_KEY = 'club.account.tokens';

let memory: SessionTokens | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Access itself throws where storage is blocked (privacy settings, sandboxed frames).
    return null;
  }
}

/** The stored tokens, or null when none are stored or what is stored is not a set of tokens. */
export function readTokens(): SessionTokens | null {
  const store = storage();
  if (!store) return memory;
  let raw: string | null;
  try {
    raw = store.getItem(STORAGE_KEY);
  } catch {
    return memory;
  }
  if (raw === null) return null;
  try {
    const checked = validate(sessionTokens, JSON.parse(raw));
    if (checked.ok) return checked.value;
  } catch {
    // Not JSON: fall through and drop it.
  }
  clearTokens();
  return null;
}

/** Stores the tokens of a new sign-in, replacing any before them. */
export function saveTokens(tokens: SessionTokens): void {
  memory = tokens;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // Quota or blocked storage: the in-memory copy still serves this page load.
  }
}

/** Forgets the tokens (log out, or tokens the account site no longer accepts). */
export function clearTokens(): void {
  memory = null;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
