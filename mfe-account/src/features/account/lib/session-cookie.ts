// Reads whether the account service has left a session in this browser. Its session identifier
// and auth_string cookies are HttpOnly, so page scripts see neither; the service sets and clears a
// third cookie with them, `_sa_sso_session=1`, which holds no secret (services/README.md
// "Cookies"). Nothing is written here: only the account service sets or clears these cookies.
import { ACCOUNT_COOKIES } from '@club/shared/contracts';

/** Spec 001 §4 sign-in sequence step 1: is there a session identifier cookie at all? */
export function hasSessionCookie(cookies: string = document.cookie): boolean {
  const prefix = `${ACCOUNT_COOKIES.present}=`;
  return cookies.split(';').some((part) => {
    const cookie = part.trim();
    return cookie.startsWith(prefix) && cookie.length > prefix.length;
  });
}
