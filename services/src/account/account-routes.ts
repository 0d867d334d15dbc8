// {account}: the account site (spec 001 §7): who is signed in, token refresh, sign-out, the session
// endpoint, cookie auth, the authorisation-code and refresh-token exchanges, and its hosted pages.
import {
  ACCOUNT_ERRORS,
  ACCOUNT_MESSAGES,
  type AuthExchangeRefusal,
  authCodeQuery,
  COOKIE_DATA_FROM_BROWSER,
  cookieAuthRequest,
  refreshTokenQuery,
  type SessionCodeResponse,
  sessionCodeRequest,
  sessionQuery,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, HttpError } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { accountPages } from './account-pages.ts';
import { createAccountSiteService, noSessionData } from './account-site-service.ts';
import { CODE_REFUSED_MESSAGE, NO_REFRESH_TOKEN_MESSAGE, REFRESH_REFUSED_MESSAGE } from './constants.ts';
import { checkRedirect } from './pages/redirect-targets.ts';
import {
  clearSessionCookies,
  readAuthStringCookie,
  readBearer,
  readSessionCookie,
  sendIssuedCookies,
  setSessionCookies,
} from './session-cookie.ts';
import { forBrowser } from './token-issuer.ts';

// The hosted pages redirect only to the site's origins (ctx.siteOrigins, lib/allowed-origins.ts).
export const accountRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  const { auth } = ctx;
  const site = createAccountSiteService({ db: ctx.db, clock: ctx.clock, auth, signingSecret: ctx.secret });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/authenticated', async (request) => auth.authenticate(readBearer(request)));

  // The refresh token comes as a bearer header (a server's call; the answer carries the rotated
  // one); without one the browser's HttpOnly session cookie stands in, and the answer carries none.
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
    return refreshToken ? issued.tokens : forBrowser(issued.tokens);
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
  // ?session= (a server that holds it; the answer carries the refresh token) or, from the browser
  // itself, as the HttpOnly _sa_sso_upid cookie (the answer carries none).
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
    if (!fromCookie) return found.tokens;
    setSessionCookies(request, reply, found.cookies);
    return forBrowser(found.tokens);
  });

  // A browser cannot read its HttpOnly _sa_sso_auth cookie: it posts the cookie's name, and the
  // auth_string is the one it sent along. A server forwarding the cookie posts the value itself.
  app.post('/api/cookie-auth', async (request) => {
    const { data } = parseInput(cookieAuthRequest, request.body);
    const { cookieData } = data.attributes;
    const authString = cookieData === COOKIE_DATA_FROM_BROWSER ? readAuthStringCookie(request) : cookieData;
    if (!authString) throw noSessionData();
    return site.cookieAuth(authString);
  });

  app.get('/api/auth', async (request, reply) => {
    const query = parseInput(authCodeQuery, request.query);
    const answer = await site.exchangeCode(query.code, query.redirect_uri);
    if (answer) return answer;
    return reply
      .code(400)
      .send({ success: false, message: CODE_REFUSED_MESSAGE } satisfies AuthExchangeRefusal);
  });

  // The "session token" of a redirect with a return address: a one-time code for the caller's
  // session, only for an address on the site (never an open door to hand a session elsewhere).
  app.post('/api/code', async (request): Promise<SessionCodeResponse> => {
    const { redirect_uri: redirectUri } = parseInput(sessionCodeRequest, request.body);
    const { session } = await auth.requireActiveUser(readBearer(request));
    // Absolute only: a path would be this account site's own page, never the site's.
    if (!URL.canParse(redirectUri) || !checkRedirect(redirectUri, ctx.siteOrigins, ''))
      throw badRequest('redirect_uri must be an address on the site');
    return { code: await site.createCode(session.id, redirectUri) };
  });

  app.get('/api/refresh-token', async (request, reply) => {
    const given = (request.query as { refresh_token?: unknown } | undefined)?.refresh_token;
    if (given === undefined || given === '') {
      return reply
        .code(400)
        .send({ success: false, message: NO_REFRESH_TOKEN_MESSAGE } satisfies AuthExchangeRefusal);
    }
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

  await app.register(accountPages, { ctx, site });
};
