// The whole local back end as one Fastify app: one plugin per service, each under the prefix the
// runtime config gives its base URL (DESIGN.md, "services/: the local back end").
import { REQUEST_ID_HEADER } from '@club/shared/contracts';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account-routes.ts';
import { createAuthService } from './account/auth-service.ts';
import { identityRoutes } from './account/identity-routes.ts';
import { outboxTestRoutes } from './account/outbox-test-routes.ts';
import { lazySigningSecret } from './account/signing-secret.ts';
import { advertisingRoutes } from './adverts/advertising-routes.ts';
import { advertsWebRoutes } from './adverts/adverts-routes.ts';
import { experimentsRoutes } from './adverts/experiments-routes.ts';
import { collectRoutes, muxBeaconRoutes } from './collect/collect-routes.ts';
import { createCollector } from './collect/collector.ts';
import { cspReportRoutes } from './collect/csp-reports.ts';
import { releaseReportRoutes } from './collect/release-reports.ts';
import { contentRoutes } from './content/content-routes.ts';
import type { Database } from './db/database.ts';
import { createFaultRegistry } from './faults/faults.ts';
import { feedRoutes } from './feed/feed-routes.ts';
import { healthRoutes, type Lifecycle } from './health/health-routes.ts';
import { imagesRoutes } from './images/images-routes.ts';
import { ALLOWED_REQUEST_HEADERS, DEFAULT_SITE_ORIGINS } from './lib/allowed-origins.ts';
import { type Clock, createClock } from './lib/clock.ts';
import { installErrorHandling } from './lib/error-handling.ts';
import { installRequestIds, requestIdOf } from './lib/request-id.ts';
import { installBaselineHeaders } from './lib/security-headers.ts';
import type { ServiceContext } from './lib/service-context.ts';
import { type TrustedEdge, trustedEdgeFrom } from './lib/trusted-edge.ts';
import { matchesRoutes } from './matches/matches-routes.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { createServiceMetrics } from './metrics/metrics.ts';
import { metricsRoutes } from './metrics/metrics-routes.ts';
import { newsRoutes } from './news/news-routes.ts';
import { paymentsRoutes } from './payments/payments-routes.ts';
import { paymentsLibraryRoutes } from './payments-library/payments-library-routes.ts';
import { type LocalProcess, type ProcessGroup, singleProcess } from './processes/process-group.ts';
import { promosRoutes } from './promos/promos-routes.ts';
import { resumeRoutes } from './resume/resume-routes.ts';
import { sponsorsRoutes } from './sponsors/sponsors-routes.ts';
import { streamlineRoutes } from './streamline/streamline-routes.ts';
import { streamsRoutes } from './streams/streams-routes.ts';
import { teamsRoutes } from './teams/teams-routes.ts';
import { testControlRoutes } from './test-control/test-control-routes.ts';
import { videosRoutes } from './videos/videos-routes.ts';

export interface BuildAppOptions {
  /** Open and migrated; the app never closes it (whoever opened it does). */
  db: Database;
  /** Adds the /__test controls (server clock) that end-to-end tests use. */
  testMode: boolean;
  /** The clock every expiry is measured on; tests pass a fake one. */
  now?: () => Date;
  /** The clock itself, when the caller shares it (the local site reads the season from it); else made from `now`. */
  clock?: Clock;
  /** true logs every request; otherwise only errors are logged. */
  logger?: boolean;
  /** Token-signing secret; defaults to SERVICES_SECRET, then to one kept in the database. */
  secret?: string;
  /** The trusted edge; defaults to SERVICES_EDGE_SECRET and SERVICES_TRUSTED_PROXIES. */
  edge?: TrustedEdge;
  /** Which process this is among several (the metrics' `process` label); '1' alone. */
  processLabel?: string;
  /** The other processes on the same port, given this one's parts (processes/); alone by default. */
  processGroup?: (local: LocalProcess) => ProcessGroup;
  /** Set while the process drains before exit: readiness then answers 503. */
  lifecycle?: Lifecycle;
  /** The site's origins, its home first; DESIGN.md's local ports by default (lib/allowed-origins.ts). */
  siteOrigins?: readonly string[];
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { db } = options;
  const app = Fastify({
    logger: options.logger ? true : { level: 'error' },
    // The caller's X-Request-Id when it is a sane one (the site sends its own), else a new one;
    // every log line of the request carries it as reqId, and the answer echoes it.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The specs write some paths with a trailing slash (/feed/{id}/sections/) and some without.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
  });
  const clock = options.clock ?? createClock(options.now);
  const secret = lazySigningSecret(db, options.secret);
  const auth = createAuthService({ db, clock, signingSecret: secret });
  const ctx: ServiceContext = {
    db,
    clock,
    auth,
    secret,
    testMode: options.testMode,
    edge: options.edge ?? trustedEdgeFrom(process.env),
    testSettings: options.testMode ? { viewerCountry: null } : null,
    siteOrigins: options.siteOrigins ?? DEFAULT_SITE_ORIGINS,
  };

  const lifecycle = options.lifecycle ?? { draining: false };
  const metrics = createServiceMetrics({ db, clock, process: options.processLabel ?? '1' });
  const collector = createCollector();
  const group = (options.processGroup ?? singleProcess)({
    clock,
    collector,
    metrics,
    testSettings: ctx.testSettings,
  });

  installErrorHandling(app);
  installBaselineHeaders(app);
  installRequestIds(app);
  metrics.install(app);
  const faults = createFaultRegistry();
  app.register(cors, {
    origin: [...ctx.siteOrigins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_REQUEST_HEADERS,
    // The site reads the request id of a failed call, to log it beside the services' own line.
    exposedHeaders: [REQUEST_ID_HEADER],
  });
  // Faults exist only in test mode: outside it there is no hook and no /__test route to add one.
  // Added once CORS has its hooks, so a faulty answer still carries CORS headers and the browser
  // sees the status rather than a network error.
  if (ctx.testMode) {
    app.after(() => {
      app.addHook('onRequest', async (request, reply) => {
        if (await faults.apply(request, reply)) return reply;
      });
    });
  }
  app.register(cookie);

  // One line per service, under the prefix of its base URL (DESIGN.md's table). New plugins take
  // `{ ctx }` (lib/service-context.ts).
  app.register(healthRoutes, { db, lifecycle });
  app.register(metricsRoutes, { group });
  app.register(newsRoutes, { prefix: '/web', ctx });
  app.register(contentRoutes, { prefix: '/web', ctx });
  app.register(teamsRoutes, { prefix: '/teams', ctx });
  app.register(matchesRoutes, { prefix: '/match-data', ctx });
  app.register(feedRoutes, { prefix: '/feed', ctx });
  app.register(videosRoutes, { prefix: '/videos', ctx });
  app.register(resumeRoutes, { prefix: '/videos', ctx });
  app.register(accountRoutes, { prefix: '/account', ctx });
  app.register(identityRoutes, { prefix: '/identity', ctx });
  app.register(outboxTestRoutes, { prefix: '/__test', ctx });
  app.register(imagesRoutes, { prefix: '/images' });
  app.register(advertsWebRoutes, { prefix: '/web', ctx });
  app.register(advertisingRoutes, { prefix: '/advertising', ctx });
  app.register(experimentsRoutes, { prefix: '/experiments', ctx });
  app.register(promosRoutes, { prefix: '/promos', ctx });
  app.register(sponsorsRoutes, { prefix: '/sponsors', ctx });
  app.register(mediaRoutes, { prefix: '/media', ctx });
  app.register(collectRoutes, { prefix: '/collect', collector, clock });
  app.register(cspReportRoutes, { prefix: '/collect', collector, clock });
  app.register(releaseReportRoutes, { prefix: '/collect', ctx });
  app.register(muxBeaconRoutes, { collector, clock });
  app.register(streamsRoutes, { prefix: '/streams', ctx });
  app.register(paymentsLibraryRoutes, { prefix: '/payments/library', ctx });
  app.register(streamlineRoutes, { prefix: '/streamline', ctx });
  app.register(paymentsRoutes, { prefix: '/payments', ctx });
  if (ctx.testSettings) app.register(testControlRoutes, { prefix: '/__test', clock, faults, group });

  return app;
}
