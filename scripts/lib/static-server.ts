/**
 * Serves a built app the way production does: compressed, with the cache policy of DESIGN.md
 * (content-hashed files immutable for a year, the remotes' remoteEntry.<hash>.js among them;
 * index.html, the runtime config and mf-manifest.json revalidated on every load), CORS for the
 * remotes, the SPA fallback for the shell, and the security headers of security-headers.ts on every
 * response. For the shell, each request is resolved once (release-routing.ts): the runtime config it
 * is served, the early hints of its index.html and its Content-Security-Policy all come from that
 * one resolution, and so they are `private, no-cache` and vary by cookie.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  parseRuntimeConfig,
  REMOTE_KEYS,
  type RuntimeConfig,
} from '../../shared/src/config/runtime-config.ts';
import { createPageHints, earlyHintTags, withEarlyHints } from './early-hints.ts';
import { createStylesheetInliner } from './inline-stylesheets.ts';
import type { RemoteReleases } from './release-records.ts';
import {
  endPreviewCookie,
  PREVIEW_LEAVE_PATH,
  PREVIEW_PATH,
  previewCookieFor,
  type Resolution,
  readPreviewToken,
  resolveRelease,
  visitorCookieFor,
} from './release-routing.ts';
import { withConfigSeason, withCurrentSeason } from './runtime-config-season.ts';
import {
  BASELINE_HEADERS,
  resourceSecurityHeaders,
  type ShellCspOptions,
  serializeCsp,
  shellCspDirectives,
  shellSecurityHeaders,
} from './security-headers.ts';
import {
  type PageRenderer,
  renderedPageHints,
  renderWithinBudget,
  shellStylesheetsOf,
  stylesheetsOf,
  withRenderedPage,
} from './server-render.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** What depends on the visitor's cookies (the resolved config, index.html): no shared cache keeps it. */
export const PRIVATE_NO_CACHE = 'private, no-cache';

/** A file name carrying a content hash (`main.1a2b3c4d5e.js`, `assets/logo.1a2b3c4d5e.svg`). */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;

/** The forms precompress-plugin.ts writes beside a file, sent in its place when the client accepts them. */
const PRECOMPRESSED_FORM = /\.(?:br|gz)$/;

/** The cache policy for a served path (a precompressed form takes its file's). */
export const cacheControlFor = (filePath: string): string =>
  HASHED.test(filePath.replace(PRECOMPRESSED_FORM, '')) ? IMMUTABLE : NO_CACHE;

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** The shell: unknown paths that ask for HTML get index.html (client-side routes). */
  spa?: boolean;
  /** Serves /runtime-config.json from this file instead of the root (one build, several variants). */
  runtimeConfigFile?: string;
  /** The season the services' clock stands in: filled into the served config when the file leaves it out. */
  currentSeason?: () => number;
  /** Allow cross-origin reads (remotes are fetched by the shell from another port). */
  cors?: boolean;
  /**
   * The shell: write early hints for the page's remote into index.html (early-hints.ts), from the
   * runtime config file. Needs runtimeConfigFile.
   */
  earlyHints?: boolean;
  /** Development builds (eval source maps): the shell's policy allows eval for them alone. */
  developmentBuild?: boolean;
  /**
   * The shell of a deployment with release records: each visitor gets the versions the resolver
   * chooses (release-routing.ts), preview links work, and the config response gives a visitor id.
   */
  releases?: { file: string; secret: string };
  /** The shell: renders the pages it can on the server first (server-render.ts). */
  renderPage?: PageRenderer | null;
}

type ReleaseRecords = Partial<Record<(typeof REMOTE_KEYS)[number], RemoteReleases>>;

/**
 * The fallback when the runtime config is missing or broken: the shell may load only from its own
 * origin (enough to show its 'could not start' screen), and nothing else is relaxed but the empty
 * `data:` icon index.html names, so that no browser asks for /favicon.ico.
 */
const NO_CONFIG_CSP =
  "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/**
 * A JSON file as it stands: parsed again only when it changes (a release or rollback rewrites it),
 * so every request sees the live file without reading it each time. Rejects when the file is
 * missing or does not parse.
 */
function liveJsonFile<T>(file: string, parse: (json: unknown) => T): () => Promise<T> {
  let cached: { mtimeMs: number; size: number; value: T } | undefined;
  return async () => {
    const { mtimeMs, size } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { mtimeMs, size, value: parse(JSON.parse(await readFile(file, 'utf8'))) };
    }
    return cached.value;
  };
}

/** The shell's security headers for a resolved config, kept while the same config is resolved again. */
function shellHeadersFor(options: ShellCspOptions): (config: RuntimeConfig | null) => Record<string, string> {
  const cache = new Map<string, Record<string, string>>();
  return (config) => {
    if (!config) return { ...BASELINE_HEADERS, 'content-security-policy': NO_CONFIG_CSP };
    const key = JSON.stringify([config.remotes, config.services]);
    let headers = cache.get(key);
    if (!headers) {
      if (cache.size > 100) cache.clear();
      headers = shellSecurityHeaders(config, options);
      cache.set(key, headers);
    }
    return headers;
  };
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** The site's address as this request reached it (`http://localhost:3000`). */
const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A same-site path to go back to after leaving a preview (never another site: no `//host`). */
const samePath = (value: unknown) => (typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/');

export async function startStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  // A preview link's token is one path parameter of about 150 characters.
  const app = Fastify({ logger: false, forceCloseConnections: true, routerOptions: { maxParamLength: 512 } });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  if (options.cors) await app.register(cors, { origin: true });
  await app.register(cookie);

  const file = options.runtimeConfigFile;
  const runtimeConfig = file ? liveJsonFile(file, (json) => parseRuntimeConfig(json, file)) : undefined;
  const releases = options.releases;
  const releaseRecords = releases
    ? liveJsonFile(releases.file, (json) => json as ReleaseRecords)
    : async (): Promise<ReleaseRecords> => ({});
  /**
   * The one resolution of a request (null when the config is missing or broken): which version of
   * each remote this visitor gets. Everything that names a version in a response comes from it.
   */
  const resolutions = new WeakMap<FastifyRequest, Promise<Resolution | null>>();
  const resolutionOf = (request: FastifyRequest): Promise<Resolution | null> => {
    let resolution = resolutions.get(request);
    if (!resolution) {
      resolution = (async () => {
        if (!runtimeConfig) return null;
        try {
          const config = await runtimeConfig();
          const records = await releaseRecords().catch(() => ({}));
          const resolved = resolveRelease(config, records, {
            cookies: request.cookies,
            secret: releases?.secret ?? '',
            now: Date.now(),
          });
          // The season the services' clock is in: the served config's and the render's.
          const season = options.currentSeason?.();
          return season === undefined
            ? resolved
            : { ...resolved, config: withConfigSeason(resolved.config, season) };
        } catch {
          return null;
        }
      })();
      resolutions.set(request, resolution);
    }
    return resolution;
  };

  const cspOptions: ShellCspOptions = { developmentBuild: options.developmentBuild ?? false };
  const shellHeaders = shellHeadersFor(cspOptions);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(
      runtimeConfig ? shellHeaders((await resolutionOf(request))?.config ?? null) : resourceSecurityHeaders(),
    );
    // The same address answers br, gzip or plain by the request's Accept-Encoding (precompressed files too).
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  });
  /**
   * A response carrying the visitor's config (the config itself, a rendered page): gives a visitor
   * without one their id, which chooses their canary cohort from the next load on. The config it
   * carries was resolved without it, as the page's first request was.
   */
  const giveVisitorId = (request: FastifyRequest, reply: FastifyReply) => {
    if (!releases) return;
    const visitor = visitorCookieFor(request.cookies, { secure: isHttps(request) });
    if (visitor) reply.header('set-cookie', visitor);
  };
  /** A response that depends on the visitor's versions: kept by no shared cache, and varying by cookie. */
  const perVisitor = (reply: FastifyReply) =>
    reply
      .header('cache-control', PRIVATE_NO_CACHE)
      .header('vary', `${String(reply.getHeader('vary'))}, cookie`);

  if (file) {
    app.get('/runtime-config.json', async (request, reply) => {
      if (!existsSync(file)) return reply.code(404).send({ error: `No runtime config at ${file}` });
      const resolution = await resolutionOf(request);
      // The visitor's config, its season in (resolutionOf). A broken one goes out as it is, but for
      // the season: the shell lists its problems on 'The site could not start'.
      const text = resolution
        ? JSON.stringify(resolution.config)
        : withCurrentSeason(await readFile(file, 'utf8'), options.currentSeason?.());
      giveVisitorId(request, reply);
      return perVisitor(reply).type('application/json').send(text);
    });
  }

  if (releases) {
    // A preview link: its token goes into a cookie, so only this browser gets the candidate.
    app.get<{ Params: { token: string } }>(`${PREVIEW_PATH}/:token`, async (request, reply) => {
      const now = Date.now();
      const claim = readPreviewToken(request.params.token, releases.secret, now);
      const remote = REMOTE_KEYS.find((key) => key === claim?.remote);
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      if (!claim || !remote)
        return reply.code(400).send('This preview link is not valid, or it has expired.');
      const candidate = (await releaseRecords().catch((): ReleaseRecords => ({})))[remote]?.candidate;
      if (candidate?.version !== claim.version)
        return reply
          .code(410)
          .send(`This preview has ended: ${remote} ${claim.version} is no longer the candidate.`);
      const set = previewCookieFor(remote, request.params.token, claim.expires, now, {
        secure: isHttps(request),
      });
      return reply.header('set-cookie', set).redirect('/', 303);
    });
    // The preview banner's Leave: the cookie goes, and the visitor is back where they were, on live.
    await app.register(formbody);
    app.post<{ Body: { remote?: string; back?: string } }>(PREVIEW_LEAVE_PATH, async (request, reply) => {
      const remote = REMOTE_KEYS.find((key) => key === request.body?.remote);
      if (!remote)
        return reply.code(400).type('text/plain').send('Which preview to leave? (remote is missing)');
      return reply
        .header('cache-control', 'no-store')
        .header('set-cookie', endPreviewCookie(remote, { secure: isHttps(request) }))
        .redirect(samePath(request.body?.back), 303);
    });
  }

  const pageHints = createPageHints();
  const inlineStylesheets = createStylesheetInliner({
    root: options.root,
    immutable: (href) => cacheControlFor(new URL(href, 'http://site').pathname) === IMMUTABLE,
  });
  /** index.html as served: with the early hints of this visitor's versions for the path when asked for. */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const html = await readFile(path.join(options.root, 'index.html'), 'utf8');
    let served = html;
    if (options.earlyHints) {
      const resolution = await resolutionOf(request);
      // A broken config is the shell's to report; the page is served as built.
      if (resolution) {
        const { config } = resolution;
        const shellStylesheets = shellStylesheetsOf(html);
        // The stylesheets the rendered page will hold start their reads beside its render, as soon
        // as the remote's published files name them: the page then waits for what is left of them,
        // not for whole reads after the render (a release's first visitors read its stylesheets).
        if (options.renderPage)
          void pageHints
            .pageFiles(config, pathname)
            .then((files) => inlineStylesheets([...shellStylesheets, ...stylesheetsOf(files)]))
            // Neither rejects; were one to, the page's own read below meets the same stylesheets.
            .catch(() => undefined);
        const [hints, page] = await Promise.all([
          pageHints(config, pathname),
          options.renderPage &&
            renderWithinBudget(options.renderPage.render, {
              url: request.url,
              origin: siteOrigin(request),
              config,
              cookies: request.cookies,
            }),
        ]);
        if (page) {
          // The page carries its config: the browser does not ask for it (start.tsx).
          giveVisitorId(request, reply);
          // The remote's stylesheets the page loads at once and its pieces', applied: the first
          // paint is styled.
          const rendered = renderedPageHints(hints);
          const pieceSheets = await pageHints.pieceStylesheets(config, page.pieces);
          const stylesheets = [...new Set([...rendered.stylesheets, ...pieceSheets])];
          // Their rules in the page: its first paint waits for no stylesheet's request.
          const inlined = await inlineStylesheets([...shellStylesheets, ...stylesheets]);
          served = withRenderedPage(
            withEarlyHints(html, earlyHintTags(config, pathname, rendered.hints)),
            page,
            stylesheets,
            inlined,
          );
          if (inlined.length > 0)
            reply.header(
              'content-security-policy',
              serializeCsp(
                shellCspDirectives(
                  config,
                  cspOptions,
                  inlined.map((sheet) => sheet.source),
                ),
              ),
            );
        } else served = withEarlyHints(html, earlyHintTags(config, pathname, hints));
      }
    }
    return perVisitor(reply).type('text/html').send(served);
  };
  if (options.spa) {
    app.get('/', (request, reply) => sendIndex(request, reply, '/'));
    app.get('/index.html', (request, reply) => sendIndex(request, reply, '/'));
  }

  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: true,
    index: ['index.html'],
    // The build's own .br and .gz of each text file (precompress-plugin.ts), at the strongest
    // settings; anything without one is compressed on the fly.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(response, filePath) {
      response.setHeader('cache-control', cacheControlFor(path.basename(filePath)));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (options.spa && wantsHtml)
      return sendIndex(request, reply, new URL(request.url, 'http://localhost').pathname);
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  // The renderer of the live versions starts now, so the first visitors' pages are rendered by it.
  if (options.renderPage && runtimeConfig)
    void runtimeConfig()
      .then((config) => options.renderPage?.warm(config, `http://localhost:${options.port}`))
      .catch(() => {});
  return app;
}
