// {webApi}/v1/adverts/: the footer advert list (spec 000 §7). Unlike the advertising slots, this
// list answers only what runs on the web now (in its window, enabled, web channel, with a link and
// an image): its items carry no timings, so the site could not tell. Child friendliness stays
// with the site, which knows whether child-friendly mode is on.
import { type FooterAdvertsResponse, footerAdvertsQuery, isSlotAdvertEligible } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../lib/parse-input.ts';
import { requestOrigin } from '../lib/public-url.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { readAdverts } from './advert-records.ts';

export const advertsWebRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.get('/v1/adverts/', async (request): Promise<FooterAdvertsResponse> => {
    const { area } = parseInput(footerAdvertsQuery, request.query);
    const now = ctx.clock.now();
    const images = `${requestOrigin(request)}/images`;
    const adverts = (await readAdverts(ctx.db))
      .filter((record) => record.areas.includes(area) && isSlotAdvertEligible(record.advert, now, false))
      .map(({ advert }) => {
        // Eligible adverts always have a mobile image and a link.
        const imageKey = advert.images.mobile?.imageKey ?? '';
        return {
          advertID: advert.advertID,
          advertName: advert.advertName,
          targetUrl: advert.url ?? '',
          childFriendly: advert.childFriendly,
          imageData: { Location: `${images}/${imageKey}`, key: imageKey },
        };
      });
    return { adverts };
  });
};
