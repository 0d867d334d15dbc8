// {payments}: the card payment provider's API and its hosted pages (spec 001 §1, §7). The pages'
// forms post url-encoded bodies, so the form parser is registered here, for these routes only.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { apiRoutes } from './api-routes.ts';
import { campaignRoutes } from './campaign-routes.ts';
import { hostedCheckoutRoutes } from './hosted-checkout-routes.ts';
import { portalRoutes } from './portal-routes.ts';

export const paymentsRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  await app.register(formbody);
  apiRoutes(app, ctx);
  hostedCheckoutRoutes(app, ctx);
  portalRoutes(app, ctx);
  campaignRoutes(app, ctx);
};
