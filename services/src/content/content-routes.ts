// {webApi}: the CMS reads of the general web API: the menu tree, club content pages for the
// catch-all routes, FAQ groups, the packages widget's data, the video memberships and the streamer
// site's config (shapes "not shown"; see README).
import {
  type ContentPageResponse,
  type FaqsResponse,
  faqsQuery,
  type MembershipsResponse,
  type MenuResponse,
  type PackagesWidgetResponse,
  pagePath,
  type StreamerConfigResponse,
} from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { ServicePluginOptions } from '../lib/service-context.ts';
import { listFaqGroups } from './get-faqs.ts';
import { getPackagesWidget, listMemberships } from './get-packages-widget.ts';
import { findPage } from './get-page.ts';
import { getStreamerConfig } from './get-streamer-config.ts';
import { buildMenuTree } from './menu-tree.ts';
import { listPublishedPages } from './page-records.ts';

const pageParams = v.object({ path: pagePath });

export const contentRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/v1/menu',
    async (): Promise<MenuResponse> => ({
      data: buildMenuTree(await listPublishedPages(db)),
    }),
  );

  // The bare prefix is a request with no path at all: malformed, like an empty segment.
  app.get('/v1/pages', async () => {
    parseInput(pageParams, { path: '' });
  });

  app.get<{ Params: { '*': string } }>('/v1/pages/*', async (request): Promise<ContentPageResponse> => {
    const { path } = parseInput(pageParams, { path: request.params['*'] });
    const page = findPage(await listPublishedPages(db), path);
    if (!page) throw notFound(`No page at /${path.join('/')}`);
    return { data: page };
  });

  app.get('/v1/faqs', async (request): Promise<FaqsResponse> => {
    const { group } = parseInput(faqsQuery, request.query);
    const groups = await listFaqGroups(db);
    if (group === undefined) return { data: groups };
    const chosen = groups.filter((g) => g.id === group);
    if (chosen.length === 0) throw notFound(`No FAQ group '${group}'`);
    return { data: chosen };
  });

  app.get('/v1/packages-widget', async (): Promise<PackagesWidgetResponse> => {
    const widget = await getPackagesWidget(db);
    if (!widget) throw notFound('No packages widget data');
    return { data: widget };
  });

  app.get('/v1/memberships', async (): Promise<MembershipsResponse> => ({ data: await listMemberships(db) }));

  app.get('/v1/streamer-config', async (): Promise<StreamerConfigResponse> => {
    const config = await getStreamerConfig(db);
    if (!config) throw notFound('No streamer config');
    return { data: config };
  });
};
