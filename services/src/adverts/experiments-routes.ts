// {experiments}/data (spec 000 §7: "Reads body, which holds adverts"). The adverts of the three
// footer slots (all of them, as the advertising slots answer them: the site applies the rules),
// and the carousel and page-widget adverts. The shell turns the footer slots on when footerSlot1
// holds an advert (spec 000 §4).
import { type ExperimentsDataResponse, FOOTER_SLOTS, type SlotAdvert } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { readCarouselPlacement, readSlot } from './advert-records.ts';

export const experimentsRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.get('/data', async (): Promise<ExperimentsDataResponse> => {
    const slots = await Promise.all(
      FOOTER_SLOTS.map(async (slotID): Promise<[string, SlotAdvert[]]> => {
        const found = await readSlot(ctx.db, slotID);
        return [slotID, found?.adverts ?? []];
      }),
    );
    const bySlot = Object.fromEntries(slots) as Record<(typeof FOOTER_SLOTS)[number], SlotAdvert[]>;
    return {
      body: {
        adverts: {
          ...bySlot,
          carousel: await readCarouselPlacement(ctx.db, 'carousel'),
          widget: await readCarouselPlacement(ctx.db, 'widget'),
        },
      },
    };
  });
};
