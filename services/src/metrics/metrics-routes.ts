// GET /metrics: Prometheus's text format for every process on the port (one scrape answers for
// all). SERVICES_METRICS_TOKEN, when set, must come as a bearer token: the figures say how busy
// the service is and which routes fail, which is no business of the public.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import type { ProcessGroup } from '../processes/process-group.ts';

export const metricsRoutes: FastifyPluginAsync<{ group: ProcessGroup; token?: string | undefined }> = async (
  app,
  { group, token = process.env.SERVICES_METRICS_TOKEN || undefined },
) => {
  // Compared as hashes, in constant time: the answer says nothing of how much of a guess was right.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  app.get('/metrics', async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new HttpError(401, 'unauthorized', 'Metrics need their bearer token');
    }
    const { text, contentType } = await group.metrics();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
};
