// {sponsors}: the footer sponsor rows, the header sponsors and the section sponsors (spec 000 §3;
// the spec does not show this service's calls, so the paths and wrappers are ours). Every sponsor
// is answered, child friendly or not: the site applies child-friendly mode (spec 000 §5).
import {
  type HeaderSponsorsResponse,
  type SectionSponsorsResponse,
  SPONSOR_SECTIONS,
  type SponsorRowsResponse,
  sectionSponsorsQuery,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { requestOrigin } from '../lib/public-url.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { readHeaderSponsors, readSectionSponsors, readSponsorRows } from './sponsor-records.ts';

export const sponsorsRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.get('/rows', async (): Promise<SponsorRowsResponse> => ({ rows: await readSponsorRows(ctx.db) }));

  app.get('/header', async (request): Promise<HeaderSponsorsResponse> => {
    const images = `${requestOrigin(request)}/images`;
    const records = await readHeaderSponsors(ctx.db);
    return {
      sponsors: records.map(({ imageKey, ...rest }) => ({ ...rest, imgLocation: `${images}/${imageKey}` })),
    };
  });

  app.get('/sections', async (request): Promise<SectionSponsorsResponse> => {
    const { type } = parseInput(sectionSponsorsQuery, request.query);
    const sponsors = await readSectionSponsors(ctx.db);
    return { sponsors: sponsors.filter((entry) => !type || entry.type === type) };
  });

  app.get<{ Params: { sectionID: string } }>(
    '/sections/:sectionID',
    async (request): Promise<SectionSponsorsResponse> => {
      const { type } = parseInput(sectionSponsorsQuery, request.query);
      const { sectionID } = request.params;
      if (!(SPONSOR_SECTIONS as readonly string[]).includes(sectionID))
        throw notFound(`No site section '${sectionID}'`);
      const sponsors = await readSectionSponsors(ctx.db);
      return {
        sponsors: sponsors.filter((entry) => entry.sectionID === sectionID && (!type || entry.type === type)),
      };
    },
  );
};
