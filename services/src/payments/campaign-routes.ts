// GET {payments}/campaigns/{id}: a campaign link (campaigns.ts). It answers with a redirect to the
// campaign's page on the site, carrying the signed token the site forwards with the coupon; an
// unknown campaign is a 404 page and an ended one a 410 page, each with a way to the site.
import type { FastifyInstance } from 'fastify';
import { siteHome } from '../lib/allowed-origins.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import { CAMPAIGN_PARAM, findCampaign, signCampaignToken } from './campaigns.ts';
import { messagePage, sendPage } from './html-page.ts';

export function campaignRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const site = siteHome(ctx.siteOrigins);
  const back = { href: `${site}/videos/subscriptions`, text: 'See the passes and subscriptions' };

  app.get<{ Params: { id: string } }>('/campaigns/:id', async (request, reply) => {
    const found = await findCampaign(ctx.db, request.params.id);
    if (!found)
      return sendPage(reply, 404, messagePage('Offer not found', 'This offer does not exist.', back));
    const now = ctx.clock.now();
    if (Date.parse(found.endsAt) <= now.getTime()) {
      return sendPage(
        reply,
        410,
        messagePage('This offer has ended', 'Its code can no longer be used.', back),
      );
    }
    const landing = new URL(found.landingPath, site);
    landing.searchParams.set(CAMPAIGN_PARAM, await signCampaignToken(found, await ctx.secret(), now));
    return reply.header('cache-control', 'no-store').redirect(landing.toString(), 303);
  });
}
