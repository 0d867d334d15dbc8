// The account site's cookies, all on path / so every service prefix sees them, all SameSite=Lax so
// the site's own pages on other localhost ports (same site) send them and other sites' forms do
// not, and all expiring when the server says the session's refresh expires (spec 001 §9):
// - _sa_sso_upid, the session identifier and the browser's refresh credential: httpOnly;
// - _sa_sso_auth, the signed auth_string for cookie auth: httpOnly too, since the browser sends it
//   along with the cookie-auth call and no page script needs to read it;
// - _sa_sso_session, '1': readable and no secret, so the site knows without a call that a session
//   is there to restore (spec 001 §4 sign-in sequence step 1);
// - _sa_sso_device, set by a password sign-in and kept after logging out: httpOnly, a signed note
//   that this browser signed in to the account before (sign-in-throttle.ts), for a year.
// Secure only when the request came over https: spec 001 §9 has "The login cookie is non-secure,
// on the club's domain", and the local site runs on plain http, where a Secure cookie is dropped.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_STRING_COOKIE, DEVICE_COOKIE, SESSION_COOKIE, SESSION_PRESENT_COOKIE } from './constants.ts';

const BASE = { sameSite: 'lax', path: '/' } as const;

const secure = (request: FastifyRequest) => request.protocol === 'https';

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: { cookieValue: string; authString: string; expiresAt: Date },
): void {
  const options = { ...BASE, secure: secure(request), expires: cookies.expiresAt };
  reply.setCookie(SESSION_COOKIE, cookies.cookieValue, { ...options, httpOnly: true });
  reply.setCookie(AUTH_STRING_COOKIE, cookies.authString, { ...options, httpOnly: true });
  reply.setCookie(SESSION_PRESENT_COOKIE, '1', { ...options, httpOnly: false });
}

/** Sends the cookies of an IssuedTokens answer when it carries them (the device cookie too). */
export function sendIssuedCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: {
    cookieValue?: string;
    authString?: string;
    session: { refreshExpiresAt: Date };
    device?: { token: string; expiresAt: Date };
  },
): void {
  if (issued.device) {
    reply.setCookie(DEVICE_COOKIE, issued.device.token, {
      ...BASE,
      secure: secure(request),
      expires: issued.device.expiresAt,
      httpOnly: true,
    });
  }
  if (issued.cookieValue && issued.authString) {
    setSessionCookies(request, reply, {
      cookieValue: issued.cookieValue,
      authString: issued.authString,
      expiresAt: issued.session.refreshExpiresAt,
    });
  }
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = { ...BASE, secure: secure(request) };
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(AUTH_STRING_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SESSION_PRESENT_COOKIE, options);
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** The auth_string the browser sent in its HttpOnly `_sa_sso_auth` cookie, if any. */
export function readAuthStringCookie(request: FastifyRequest): string | undefined {
  return request.cookies[AUTH_STRING_COOKIE] || undefined;
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function readBearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
