// {videos}: the video API (spec 001 §7): search, the alternate provider's search, categories, and
// one video by entry id. Every answer is measured against the server clock: nothing is shown
// before its release.
import {
  type AlternateVideoSearchResponse,
  alternateVideoSearchQuery,
  type VideoCategoriesResponse,
  type VideoResponse,
  type VideoSearchResponse,
  videoSearchQuery,
} from '@club/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { requestOrigin } from '../lib/public-url.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { alternateSearch } from './alternate-search.ts';
import { findVideo } from './find-video.ts';
import { listCategories } from './list-categories.ts';
import { parseVideoQuery, QueryError } from './parse-video-query.ts';
import { searchVideos } from './search-videos.ts';

const imagesBaseUrl = (request: FastifyRequest) => `${requestOrigin(request)}/images`;
const pageCount = (total: number, size: number) => Math.ceil(total / size);

export const videosRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  app.get('/search', async (request): Promise<VideoSearchResponse> => {
    const input = parseInput(videoSearchQuery, request.query);
    const now = ctx.clock.now();
    let query: ReturnType<typeof parseVideoQuery>;
    try {
      query = parseVideoQuery(input.q, now);
    } catch (error) {
      if (error instanceof QueryError) throw badRequest(`q: ${error.message}`);
      throw error;
    }
    const pageSize = input['page[size]'];
    const pageNumber = input['page[number]'];
    const page = await searchVideos(ctx.db, {
      query,
      now,
      pageSize,
      pageNumber,
      sort: input.sort,
      imagesBaseUrl: imagesBaseUrl(request),
      childFriendly: input.childFriendly,
    });
    return {
      data: page.items,
      meta: {
        totalCount: page.totalCount,
        pageSize,
        pageNumber,
        pageCount: pageCount(page.totalCount, pageSize),
        ...(input.childFriendly ? { childFriendlyHidden: page.childFriendlyHidden } : {}),
      },
    };
  });

  app.get('/search/alternate', async (request): Promise<AlternateVideoSearchResponse> => {
    const input = parseInput(alternateVideoSearchQuery, request.query);
    const result = await alternateSearch(ctx.db, {
      ...input,
      now: ctx.clock.now(),
      imagesBaseUrl: imagesBaseUrl(request),
    });
    if (!result.ok) throw notFound(`No section '${input.section}'`);
    return {
      itemData: result.items,
      pagingData: {
        totalCount: result.totalCount,
        itemCount: result.items.length,
        pageCount: pageCount(result.totalCount, input.pageSize),
        pageSize: input.pageSize,
        pageIndex: input.pageIndex,
      },
    };
  });

  app.get(
    '/categories',
    (request): Promise<VideoCategoriesResponse> =>
      listCategories(ctx.db, { now: ctx.clock.now(), imagesBaseUrl: imagesBaseUrl(request) }),
  );

  app.get<{ Params: { entryId: string } }>('/videos/:entryId', async (request): Promise<VideoResponse> => {
    const { entryId } = request.params;
    const video = await findVideo(ctx.db, {
      entryId,
      now: ctx.clock.now(),
      imagesBaseUrl: imagesBaseUrl(request),
    });
    if (!video) throw notFound(`No video '${entryId}'`);
    return { data: video };
  });
};
