// {images}: /{w}x{h}/fit-in/{imageKey} (handler v2, spec 000 §7). Answers a generated SVG of the
// asked size for now; the real resizer replaces the body, not the address or the caching.
import { createHash } from 'node:crypto';
import { imageRequest } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../lib/parse-input.ts';
import { placeholderSvg } from './placeholder-svg.ts';

// An image address names one immutable picture, so browsers may keep it for a year.
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const imagesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { size: string; '*': string } }>('/:size/fit-in/*', async (request, reply) => {
    const { size, key } = parseInput(imageRequest, { size: request.params.size, key: request.params['*'] });
    const etag = `"${createHash('sha256').update(`${size.width}x${size.height}/${key}`).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(placeholderSvg(key, size.width, size.height));
  });
};
