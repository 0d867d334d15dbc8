// {webApi}: the general web API. For now the news search (spec 000 §7).
import { type NewsSearchResponse, newsSearchQuery } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { parseInput } from '../lib/parse-input.ts';
import { searchNews } from './search-news.ts';

export const newsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/v1/news/search', async (request): Promise<NewsSearchResponse> => {
    const search = parseInput(newsSearchQuery, request.query);
    const { found, hits } = await searchNews(db, search);
    return { hits: { found, hit: hits } };
  });
};
