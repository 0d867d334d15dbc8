// The payments API the site calls (spec 001 §7): create-checkout, create-portal-redirect, and the
// payments library's subscription package list.
import {
  type CreateCheckoutResponse,
  type CreatePortalRedirectResponse,
  createCheckoutRequest,
  createPortalRedirectRequest,
  type SubscriptionPlanOptionsResponse,
} from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { requestOrigin } from '../lib/public-url.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { forbidden, requireSignedInUser } from '../streamline/signed-in-user.ts';
import { PORTAL_SESSION_TTL_MS } from './constants.ts';
import { createCheckout } from './create-checkout.ts';
import { findCustomerId } from './customers.ts';
import { listPlanOptions } from './plan-options.ts';
import { insertPortalSession, newPortalSessionId } from './portal-sessions.ts';
import { isSiteUrl, SITE_URL_PROBLEM } from './site-origins.ts';

export function apiRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // The user is checked before the body, so a signed-out caller learns nothing about its input.
  app.post('/create-checkout', async (request): Promise<CreateCheckoutResponse> => {
    const user = await requireSignedInUser(ctx, request);
    const body = parseInput(createCheckoutRequest, request.body);
    const checkout = await createCheckout(ctx, user, body);
    return { id: checkout.id, url: `${requestOrigin(request)}${app.prefix}/checkout/${checkout.id}` };
  });

  app.post('/create-portal-redirect', async (request): Promise<CreatePortalRedirectResponse> => {
    const user = await requireSignedInUser(ctx, request);
    const body = parseInput(createPortalRedirectRequest, request.body);
    const customerId = await findCustomerId(ctx.db, user.ssoID);
    if (!customerId || body.customerID !== customerId) {
      throw forbidden("customerID is not the signed-in user's customer");
    }
    if (!isSiteUrl(body.returnURL, ctx.siteOrigins)) throw badRequest(`returnURL: ${SITE_URL_PROBLEM}`);
    const now = ctx.clock.now();
    const id = newPortalSessionId();
    await insertPortalSession(ctx.db, {
      id,
      ssoId: user.ssoID,
      customerId,
      returnUrl: body.returnURL,
      timeZone: body.timeZone ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PORTAL_SESSION_TTL_MS),
    });
    return { url: `${requestOrigin(request)}${app.prefix}/portal/${id}` };
  });

  app.get('/library/packages', async (request): Promise<SubscriptionPlanOptionsResponse> => {
    const base = `${requestOrigin(request)}${app.prefix}`;
    return {
      SubscriptionPlanOptions: await listPlanOptions(ctx.db, {
        now: ctx.clock.now(),
        purchaseUrl: (priceId) => `${base}/purchase/${encodeURIComponent(priceId)}`,
      }),
    };
  });
}
