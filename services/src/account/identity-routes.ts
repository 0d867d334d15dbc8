// {identity}: the user-pool calls of spec 001 §7 ("paths not shown"; these are ours). Bodies are
// checked against their contracts (400 invalid_request, nothing stored); the identity layer's own
// refusals carry the user pool's error codes in the one error body.
import {
  changePasswordRequest,
  confirmForgotPasswordRequest,
  confirmSignUpRequest,
  emailOnlyRequest,
  signInRequest,
  signUpRequest,
  updateAttributesRequest,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { DEVICE_COOKIE } from './constants.ts';
import { createIdentityService } from './identity-service.ts';
import { sendRetryAfter } from './retry-after.ts';
import { readBearer, sendIssuedCookies } from './session-cookie.ts';
import { signInOrigin } from './sign-in-throttle.ts';
import { forBrowser } from './token-issuer.ts';

export const identityRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  const { auth } = ctx;
  const identity = createIdentityService({
    db: ctx.db,
    clock: ctx.clock,
    auth,
    signingSecret: ctx.secret,
    logCodes: !ctx.testMode,
  });

  sendRetryAfter(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/sign-in', async (request, reply) => {
    const input = parseInput(signInRequest, request.body);
    const issued = await auth.signIn(input, signInOrigin(request, ctx.edge, DEVICE_COOKIE));
    sendIssuedCookies(request, reply, issued);
    // The refresh credential goes only into the HttpOnly cookie; the page reads no refresh token.
    return forBrowser(issued.tokens);
  });

  app.post('/sign-up', async (request) => identity.signUp(parseInput(signUpRequest, request.body)));
  app.post('/confirm-sign-up', async (request) =>
    identity.confirmSignUp(parseInput(confirmSignUpRequest, request.body)),
  );
  app.post('/resend-code', async (request) =>
    identity.resendCode(parseInput(emailOnlyRequest, request.body)),
  );
  app.post('/forgot-password', async (request) =>
    identity.forgotPassword(parseInput(emailOnlyRequest, request.body)),
  );
  app.post('/confirm-forgot-password', async (request) =>
    identity.confirmForgotPassword(parseInput(confirmForgotPasswordRequest, request.body)),
  );

  // The calls below act for the signed-in user: a bearer access token, or 401 'No active user'.
  app.get('/session', async (request) => identity.getSession(readBearer(request)));
  app.get('/attributes', async (request) => identity.getAttributes(readBearer(request)));
  app.post('/attributes', async (request) => {
    // The body is checked before the token, so a malformed call says what is wrong with it.
    const input = parseInput(updateAttributesRequest, request.body);
    return identity.updateAttributes(readBearer(request), input);
  });
  app.post('/change-password', async (request) => {
    const input = parseInput(changePasswordRequest, request.body);
    return identity.changePassword(readBearer(request), input);
  });
  app.post('/sign-out', async (request) => identity.signOut(readBearer(request)));
  app.post('/global-sign-out', async (request) => identity.globalSignOut(readBearer(request)));
};
