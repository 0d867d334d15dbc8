// {account}: the account site's API (spec 001 §7): who is signed in, token refresh, sign-out.
import type { FastifyPluginAsync } from 'fastify';
import type { AuthService } from './auth-service.ts';
import { REFRESH_REFUSED_MESSAGE } from './constants.ts';
import { clearSessionCookie, readBearer, readSessionCookie, setSessionCookie } from './session-cookie.ts';

export const accountRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
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
      if (!refreshToken) clearSessionCookie(reply);
      return reply.code(400).send({ message: REFRESH_REFUSED_MESSAGE });
    }
    if (issued.cookieValue) setSessionCookie(reply, issued.cookieValue);
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
    clearSessionCookie(reply);
    return { message: revoked ? 'signed_out' : 'no_session' };
  });
};
