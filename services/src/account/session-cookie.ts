// The _sa_sso_upid cookie: httpOnly so page scripts cannot read it, SameSite=Lax so the site's own
// pages on other localhost ports (same site) still send it, path=/ so every service prefix sees it.
// Not Secure, because the local site runs on plain http.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_MS, SESSION_COOKIE } from './constants.ts';

const OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

export function setSessionCookie(reply: FastifyReply, value: string): void {
  reply.setCookie(SESSION_COOKIE, value, { ...OPTIONS, maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, OPTIONS);
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function readBearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
