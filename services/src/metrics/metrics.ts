// What match day looks like from inside, in Prometheus's text format (GET /metrics): requests,
// latency and errors per route, sign-ins and their refusals, session checks by answer code, live
// leases and the database pool, plus Node's own (CPU, memory, event-loop delay). Each process has
// its own registry, labelled with its process number; with several processes one scrape of any of
// them answers for all (processes/, which gathers them). docs/operations.md says what to watch.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { countAllLiveLeases } from '../streams/leases.ts';

/** Seconds; from a session check's few milliseconds to a queue of sign-ins at kick-off. */
export const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The identity layer's sign-in (JSON: 200 when signed in). */
export const SIGN_IN_ROUTE = '/identity/sign-in';
/** The account site's sign-in form (HTML: a redirect when signed in, the form again when not). */
export const SIGN_IN_FORM_ROUTE = '/account/sign-in';
/** The streams service's session check (spec 001 §7), counted by the code it answers. */
export const SESSION_CHECK_ROUTE = '/streams/session/check';

/** A request that matched no route: one label, however many different paths are tried. */
const UNMATCHED_ROUTE = 'unmatched';

export interface ServiceMetrics {
  readonly registry: Registry;
  /** Hooks that count every request of `app` (call before the routes are registered). */
  install(app: FastifyInstance): void;
}

/** What a sign-in's answer means, by its status: the JSON call's, or the form's when `form`. */
export function signInOutcome(status: number, form = false): string {
  // The form shown again with 200 asks for more (a new password, or one that matches its confirmation).
  if (form && status === 200) return 'not_allowed';
  if (status < 400) return 'signed_in';
  if (status === 401) return 'refused';
  if (status === 429) return 'locked_out';
  if (status === 403) return 'not_allowed';
  if (status >= 500) return 'error';
  return 'invalid';
}

/** The route pattern a request matched (`/streams/streams/:assetID`), never the raw path. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

export function createServiceMetrics(options: {
  db: Database;
  clock: Clock;
  process: string;
}): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ process: options.process });
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['route', 'method'],
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx, by route pattern and status code.',
    labelNames: ['route', 'status_code'],
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'sign_ins_total',
    help: 'Password sign-ins by outcome: signed_in, refused (wrong email or password), locked_out, not_allowed, invalid, error.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const sessionChecks = new Counter({
    name: 'session_checks_total',
    help: "Stream session checks by answer: 'ok' (a playback token) or the refusal's code (ERR_...).",
    labelNames: ['code'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections this process holds, by state (busy, idle), and the pool maximum.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = options.db.poolStats();
      if (!stats) return;
      this.set({ state: 'busy' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'stream_leases_live',
    help: 'Live playbacks holding a concurrency lease now, on every process (read from the database, so each process reports the same number).',
    registers: [registry],
    async collect() {
      // A database that cannot answer leaves the last value: the scrape still answers.
      try {
        this.set(await countAllLiveLeases(options.db, options.clock.now()));
      } catch {}
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a free database connection in this process.',
    registers: [registry],
    collect() {
      const stats = options.db.poolStats();
      if (stats) this.set(stats.waiting);
    },
  });

  // The error code a refusal answered with, for the session-check counter.
  const errorCodes = new WeakMap<FastifyRequest, string>();

  return {
    registry,
    install(app) {
      app.addHook('onError', async (request, _reply, error) => {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string') errorCodes.set(request, code);
      });
      app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
        const route = routeOf(request);
        const status = reply.statusCode;
        requests.inc({ route, method: request.method, status_code: status });
        duration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
        if (status >= 500) errors.inc({ route, status_code: status });
        if (request.method !== 'POST') return;
        if (route === SIGN_IN_ROUTE || route === SIGN_IN_FORM_ROUTE) {
          signIns.inc({ outcome: signInOutcome(status, route === SIGN_IN_FORM_ROUTE) });
        }
        if (route === SESSION_CHECK_ROUTE) {
          sessionChecks.inc({ code: status === 200 ? 'ok' : (errorCodes.get(request) ?? String(status)) });
        }
      });
    },
  };
}
