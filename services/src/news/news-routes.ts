// {webApi}: the news calls of the general web API: the search (spec 000 §7), single articles with
// their related block, the legacy-address lookup and the categories (shapes designed; see README).
import {
  contentSlug,
  type NewsArchiveResponse,
  type NewsArticleResponse,
  type NewsCategoriesResponse,
  type NewsCategoryResponse,
  type NewsSearchResponse,
  newsArchiveQuery,
  newsSearchQuery,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { getArticle, getRelatedArticles } from './get-article.ts';
import { listCategories } from './list-categories.ts';
import { lookUpArchive } from './news-archive.ts';
import { searchNews } from './search-news.ts';

const slugParams = v.object({ slug: contentSlug });

export const newsRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/v1/news/search', async (request): Promise<NewsSearchResponse> => {
    const search = parseInput(newsSearchQuery, request.query);
    const { found, hits } = await searchNews(db, search);
    return { hits: { found, hit: hits } };
  });

  app.get('/v1/news/archive', async (request): Promise<NewsArchiveResponse> => {
    const query = parseInput(newsArchiveQuery, request.query);
    const answer = await lookUpArchive(db, query);
    if (!answer) {
      const period = [query.year, query.month, query.day].filter((n) => n !== undefined).join('-');
      throw notFound(`No article '${query.slug}' published in ${period}`);
    }
    return answer;
  });

  app.get('/v1/news/:slug', async (request): Promise<NewsArticleResponse> => {
    const { slug } = parseInput(slugParams, request.params);
    const article = await getArticle(db, slug);
    if (!article) throw notFound(`No article '${slug}'`);
    return { data: article, related: await getRelatedArticles(db, article) };
  });

  app.get(
    '/v1/categories',
    async (): Promise<NewsCategoriesResponse> => ({ data: await listCategories(db) }),
  );

  app.get('/v1/categories/:slug', async (request): Promise<NewsCategoryResponse> => {
    const { slug } = parseInput(slugParams, request.params);
    const category = (await listCategories(db)).find((c) => c.slug === slug);
    if (!category) throw notFound(`No category '${slug}'`);
    return { data: category };
  });
};
