// {feed}: the on-demand video feed (spec 001 §7).
import { type FeedSectionsResponse, feedSectionsQuery } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { requestOrigin } from '../lib/public-url.ts';
import { getFeedSection } from './get-feed-section.ts';

export const feedRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { feedId: string } }>(
    '/feed/:feedId/sections/',
    async (request): Promise<FeedSectionsResponse> => {
      const query = parseInput(feedSectionsQuery, request.query);
      const { feedId } = request.params;
      const result = await getFeedSection(db, {
        feedId,
        section: query.section || undefined,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
        imagesBaseUrl: `${requestOrigin(request)}/images`,
      });
      if (!result.ok) {
        throw notFound(
          result.missing === 'feed'
            ? `No feed '${feedId}'`
            : query.section
              ? `No section '${query.section}' in feed '${feedId}'`
              : `Feed '${feedId}' has no sections`,
        );
      }
      return result.value;
    },
  );
};
