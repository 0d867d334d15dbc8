// {images}: the image library (spec 000 §7 "Image addresses"). Every address form of
// image-path.ts, drawn from the key (artwork.ts), resized and encoded by sharp in the best format
// the browser accepts, cached in memory and answered with year-long, immutable cache headers.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { drawArtwork } from './artwork.ts';
import { createImageCache, DEFAULT_IMAGE_CACHE, type ImageCacheOptions } from './image-cache.ts';
import { type ImageAsk, parseImagePath } from './image-path.ts';
import { CONTENT_TYPES, type ImageFormat, negotiateFormat } from './negotiate-format.ts';
import { type RenderedImage, renderImage } from './render-image.ts';

// An image address names one immutable picture, so browsers may keep it for a year.
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Bumped whenever the artwork changes, so old ETags stop matching. */
const ARTWORK_VERSION = 4;

/** A strong ETag for one address in one format: the same inputs always draw the same bytes. */
export function imageEtag(ask: ImageAsk, format: ImageFormat): string {
  const size = ask.size ? `${ask.size.width}x${ask.size.height}` : 'original';
  const hash = createHash('sha256').update(`${ARTWORK_VERSION}|${ask.fit}|${size}|${ask.key}|${format}`);
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match holds `etag` (or `*`), allowing weak forms and lists. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export interface ImagesRoutesOptions {
  cache?: ImageCacheOptions;
}

export const imagesRoutes: FastifyPluginAsync<ImagesRoutesOptions> = async (app, options) => {
  const cache = createImageCache<RenderedImage>(options.cache ?? DEFAULT_IMAGE_CACHE);

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const ask = parseImagePath(request.params['*']);
    const { transparent } = drawArtwork(ask.key);
    const format = negotiateFormat(request.headers.accept, transparent);
    const etag = imageEtag(ask, format);
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('vary', 'Accept').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const { value, hit } = await cache.getOrCreate(etag, () => renderImage(ask, format));
    return reply
      .header('x-cache', hit ? 'HIT' : 'MISS')
      .type(CONTENT_TYPES[format])
      .send(value.data);
  });
};
