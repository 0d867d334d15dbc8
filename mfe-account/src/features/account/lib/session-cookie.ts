// Reads whether the account service has left a session in this browser. The session identifier
// cookie itself is HttpOnly, so page scripts cannot see it; its readable companion, the signed
// auth_string cookie, is set and cleared with it and expires with it (services/README.md
// "Cookies"). Nothing is written here: only the account service sets or clears these cookies.
import { ACCOUNT_COOKIES } from '@club/shared/contracts';

/** Spec 001 §4 sign-in sequence step 1: is there a session identifier cookie at all? */
export function hasSessionCookie(cookies: string = document.cookie): boolean {
  const prefix = `${ACCOUNT_COOKIES.authString}=`;
  return cookies.split(';').some((part) => {
    const cookie = part.trim();
    return cookie.startsWith(prefix) && cookie.length > prefix.length;
  });
}
