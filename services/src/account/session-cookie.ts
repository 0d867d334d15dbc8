// The account site's two cookies, both on path / so every service prefix sees them, both SameSite=Lax
// so the site's own pages on other localhost ports (same site) send them and other sites' forms do
// not, and both expiring when the server says the session's refresh expires (spec 001 §9):
// - _sa_sso_upid, the session identifier: httpOnly, page scripts never see it;
// - _sa_sso_auth, the signed auth_string the site may read and post to cookie auth.
// Secure only when the request came over https: spec 001 §9 has "The login cookie is non-secure,
// on the club's domain", and the local site runs on plain http, where a Secure cookie is dropped.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_STRING_COOKIE, SESSION_COOKIE } from './constants.ts';

const BASE = { sameSite: 'lax', path: '/' } as const;

const secure = (request: FastifyRequest) => request.protocol === 'https';

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: { cookieValue: string; authString: string; expiresAt: Date },
): void {
  const options = { ...BASE, secure: secure(request), expires: cookies.expiresAt };
  reply.setCookie(SESSION_COOKIE, cookies.cookieValue, { ...options, httpOnly: true });
  reply.setCookie(AUTH_STRING_COOKIE, cookies.authString, { ...options, httpOnly: false });
}

/** Sends the cookies of an IssuedTokens answer when it carries them. */
export function sendIssuedCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: { cookieValue?: string; authString?: string; session: { refreshExpiresAt: Date } },
): void {
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
  reply.clearCookie(AUTH_STRING_COOKIE, options);
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function readBearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
