// {advertising}/slots/{slotID} (spec 000 §7). With includeAllAdverts=true the slot answers every
// advert it holds, eligible or not, and the site applies the rules of spec 000 §5 and picks one at
// random. Without it the slot answers its current advert: the first that runs on the web now with
// a link and a mobile image, whatever its child-friendly flag (the site checks that), or null.
import {
  type AdvertSlotAdvertResponse,
  type AdvertSlotAdvertsResponse,
  advertSlotQuery,
  isSlotAdvertEligible,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { readSlot } from './advert-records.ts';

export const advertisingRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.get<{ Params: { slotID: string } }>(
    '/slots/:slotID',
    async (request): Promise<AdvertSlotAdvertsResponse | AdvertSlotAdvertResponse> => {
      const { includeAllAdverts } = parseInput(advertSlotQuery, request.query);
      const { slotID } = request.params;
      const found = await readSlot(ctx.db, slotID);
      if (!found) throw notFound(`No advert slot '${slotID}'`);
      const { slot, adverts } = found;
      const base = { id: slot.slotID, type: 'slot' as const };
      if (includeAllAdverts) return { data: { ...base, attributes: { slotID, name: slot.name, adverts } } };
      const now = ctx.clock.now();
      const advert = adverts.find((candidate) => isSlotAdvertEligible(candidate, now, false)) ?? null;
      return { data: { ...base, attributes: { slotID, name: slot.name, advert } } };
    },
  );
};
