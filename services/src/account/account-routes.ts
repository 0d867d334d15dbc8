// {account}: the account site (spec 001 §7): who is signed in, token refresh, sign-out, the session
// endpoint, cookie auth, the authorisation-code and refresh-token exchanges, and its hosted pages.
import {
  ACCOUNT_ERRORS,
  ACCOUNT_MESSAGES,
  type AuthExchangeRefusal,
  authCodeQuery,
  cookieAuthRequest,
  refreshTokenQuery,
  sessionQuery,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { accountPages } from './account-pages.ts';
import { createAccountSiteService, noSessionData } from './account-site-service.ts';
import { CODE_REFUSED_MESSAGE, REFRESH_REFUSED_MESSAGE } from './constants.ts';
import {
  clearSessionCookies,
  readBearer,
  readSessionCookie,
  sendIssuedCookies,
  setSessionCookies,
} from './session-cookie.ts';

export interface AccountRoutesOptions extends ServicePluginOptions {
  /** The site's origins: the only places the hosted pages redirect to (ALLOWED_ORIGINS in app.ts). */
  allowedOrigins: readonly string[];
}

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (
  app,
  { ctx, allowedOrigins },
) => {
  const { auth } = ctx;
  const site = createAccountSiteService({ db: ctx.db, clock: ctx.clock, auth, signingSecret: ctx.secret });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/authenticated', async (request) => auth.authenticate(readBearer(request)));

  // The refresh token comes as a bearer header; without one the session cookie stands in.
  app.get('/api/refresh', async (request, reply) => {
    const refreshToken = readBearer(request);
    const cookieValue = readSessionCookie(request);
    const issued = await auth.refresh(refreshToken ? { refreshToken } : cookieValue ? { cookieValue } : {});
    if (!issued) {
      // Spec 001 §8: the client clears its cookies on this answer, so we clear ours as well.
      if (!refreshToken) clearSessionCookies(request, reply);
      return reply.code(400).send({ message: REFRESH_REFUSED_MESSAGE });
    }
    sendIssuedCookies(request, reply, issued);
    return issued.tokens;
  });

  // Signing out twice, or with nothing to sign out, is not an error: the result is the same.
  app.post('/api/sign_out', async (request, reply) => {
    const bearer = readBearer(request);
    const cookieValue = readSessionCookie(request);
    const revoked = await auth.signOut({
      ...(bearer ? { bearer } : {}),
      ...(cookieValue ? { cookieValue } : {}),
    });
    clearSessionCookies(request, reply);
    return { message: revoked ? 'signed_out' : 'no_session' };
  });

  // Spec 001 §4 sign-in sequence step 2: a session identifier but no tokens. The identifier comes as
  // ?session= or, from the browser itself, as the _sa_sso_upid cookie.
  app.get('/api/session', async (request, reply) => {
    const query = parseInput(sessionQuery, request.query);
    const fromCookie = query.session === undefined;
    const cookieValue = query.session ?? readSessionCookie(request);
    if (!cookieValue) throw new HttpError(401, ACCOUNT_ERRORS.noSession, ACCOUNT_MESSAGES.noSessionCookie);
    const found = await site.sessionTokens(cookieValue, {
      userAgent: request.headers['user-agent'],
      userAgentPass: query.user_agent_pass === 'true',
    });
    if (!found) {
      if (fromCookie) clearSessionCookies(request, reply);
      throw noSessionData();
    }
    if (fromCookie) setSessionCookies(request, reply, found.cookies);
    return found.tokens;
  });

  app.post('/api/cookie-auth', async (request) => {
    const { data } = parseInput(cookieAuthRequest, request.body);
    return site.cookieAuth(data.attributes.cookieData);
  });

  app.get('/api/auth', async (request, reply) => {
    const query = parseInput(authCodeQuery, request.query);
    const answer = await site.exchangeCode(query.code, query.redirect_uri);
    if (answer) return answer;
    return reply
      .code(400)
      .send({ success: false, message: CODE_REFUSED_MESSAGE } satisfies AuthExchangeRefusal);
  });

  app.get('/api/refresh-token', async (request, reply) => {
    const query = parseInput(refreshTokenQuery, request.query);
    const answer = await site.exchangeRefreshToken(query.refresh_token, {
      userAgent: request.headers['user-agent'],
      userAgentPass: query.user_agent_pass === 'true',
    });
    if (answer) return answer;
    return reply
      .code(400)
      .send({ success: false, message: REFRESH_REFUSED_MESSAGE } satisfies AuthExchangeRefusal);
  });

  await app.register(accountPages, { ctx, site, allowedOrigins });
};
