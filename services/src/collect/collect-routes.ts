// {collect}: analytics and advert events (spec 000 §7 "Advert analytics"), and the Mux beacon
// endpoint. Senders use fetch with JSON or navigator.sendBeacon (text/plain), so both are read.
// Each record is validated; a malformed one is a 400 and nothing of that request is kept.
import {
  advertEventsRequest,
  analyticsEventsRequest,
  type CollectedKind,
  type CollectResponse,
  muxBeacon,
} from '@club/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Clock } from '../lib/clock.ts';
import { badRequest } from '../lib/http-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import type { Collector } from './collector.ts';

interface CollectOptions {
  collector: Collector;
  clock: Clock;
}

/** Beacons arrive as text/plain; their text is JSON all the same. */
export function jsonBody(request: FastifyRequest): unknown {
  if (typeof request.body !== 'string') return request.body;
  try {
    return JSON.parse(request.body);
  } catch {
    throw badRequest('body: not valid JSON');
  }
}

function collect(
  kind: CollectedKind,
  schema: v.GenericSchema,
  { collector, clock }: CollectOptions,
): (request: FastifyRequest) => Promise<CollectResponse> {
  return async (request) => {
    const body = jsonBody(request);
    // One record or an array of them; either way every record is checked before any is kept.
    const records = parseInput(schema, Array.isArray(body) ? body : [body]) as unknown[];
    const origin = request.headers.origin ?? null;
    for (const record of records) collector.record(kind, record, origin, clock.now());
    return { accepted: records.length };
  };
}

export const collectRoutes: FastifyPluginAsync<CollectOptions> = async (app, options) => {
  app.post('/events', { handler: collect('analytics', analyticsEventsRequest, options) });
  app.post('/adverts', { handler: collect('advert', advertEventsRequest, options) });
};

/** mux-embed posts every beacon to the collection domain's root path (DESIGN.md). */
export const muxBeaconRoutes: FastifyPluginAsync<CollectOptions> = async (app, options) => {
  app.post('/', { handler: collect('mux', v.tuple([muxBeacon]), options) });
};
