// {identity}: the user-pool flows (spec 001 §7 gives no paths; these are ours). For now, sign-in.
import { signInRequest } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../lib/parse-input.ts';
import type { AuthService } from './auth-service.ts';
import { setSessionCookie } from './session-cookie.ts';

export const identityRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/sign-in', async (request, reply) => {
    const input = parseInput(signInRequest, request.body);
    const issued = await auth.signIn(input, request.headers['user-agent']);
    if (issued.cookieValue) setSessionCookie(reply, issued.cookieValue);
    reply.header('cache-control', 'no-store');
    return issued.tokens;
  });
};
