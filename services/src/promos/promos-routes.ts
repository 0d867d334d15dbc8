// {promoOverlays}/promo-overlays/ (spec 000 §7). Answers every promo of the channel in `body`,
// inside its window or not: the site keeps those running now and skips those already seen
// (spec 000 §4), so the window rule has real data to work on.
import { type PromoOverlaysResponse, promoOverlaysQuery } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { readDocuments } from '../content/documents.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { PROMOS_COLLECTION, type PromoRecord, promoRecord } from './promo-records.ts';

export const promosRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.get('/promo-overlays/', async (request): Promise<PromoOverlaysResponse> => {
    const { channel } = parseInput(promoOverlaysQuery, request.query);
    const records: PromoRecord[] = await readDocuments(ctx.db, PROMOS_COLLECTION, promoRecord);
    return {
      body: records.filter((record) => record.channels.includes(channel)).map((record) => record.promo),
    };
  });
};
