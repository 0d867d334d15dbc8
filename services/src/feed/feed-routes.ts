// {feed}: the on-demand feed API (spec 001 §7), feeds 1 to 4 of spec 001 §2.
import { type FeedSectionsResponse, feedSectionsQuery } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { requestOrigin } from '../lib/public-url.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { getFeedSection } from './get-feed-section.ts';

export const feedRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.get<{ Params: { feedId: string } }>(
    '/feed/:feedId/sections/',
    async (request): Promise<FeedSectionsResponse> => {
      const query = parseInput(feedSectionsQuery, request.query);
      const { feedId } = request.params;
      const result = await getFeedSection(ctx.db, {
        feedId,
        section: query.section || undefined,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
        now: ctx.clock.now(),
        imagesBaseUrl: `${requestOrigin(request)}/images`,
      });
      if (!result.ok) throw notFound(`No feed '${feedId}'`);
      return result.value;
    },
  );
};
