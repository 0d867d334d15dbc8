/**
 * Serves a built app the way production does: compressed, with the cache policy of DESIGN.md
 * (content-hashed files immutable for a year, the remotes' remoteEntry.<hash>.js among them;
 * index.html, the runtime config and mf-manifest.json revalidated on every load), CORS for the
 * remotes, the SPA fallback for the shell,
 * and the security headers of security-headers.ts on every response.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { parseRuntimeConfig, type RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { createPageHints, earlyHintTags, withEarlyHints } from './early-hints.ts';
import { withCurrentSeason } from './runtime-config-season.ts';
import {
  BASELINE_HEADERS,
  resourceSecurityHeaders,
  type ShellCspOptions,
  shellSecurityHeaders,
} from './security-headers.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

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
}

/**
 * The fallback when the runtime config is missing or broken: the shell may load only from its own
 * origin (enough to show its 'could not start' screen), and nothing else is relaxed.
 */
const NO_CONFIG_CSP =
  "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/**
 * The runtime config file as it stands: parsed again only when the file changes (a release or
 * rollback rewrites it), so every request sees the live config without reading it each time.
 * Rejects when the file is missing or not a valid config.
 */
function liveRuntimeConfig(file: string): () => Promise<RuntimeConfig> {
  let cached: { mtimeMs: number; size: number; config: RuntimeConfig } | undefined;
  return async () => {
    const { mtimeMs, size } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { mtimeMs, size, config: parseRuntimeConfig(JSON.parse(await readFile(file, 'utf8')), file) };
    }
    return cached.config;
  };
}

/** The shell's security headers from the live runtime config, so the policy always allows the origins that are live. */
function liveShellHeaders(
  config: () => Promise<RuntimeConfig>,
  options: ShellCspOptions,
): () => Promise<Record<string, string>> {
  let cached: { config: RuntimeConfig; headers: Record<string, string> } | undefined;
  return async () => {
    try {
      const current = await config();
      if (cached?.config !== current)
        cached = { config: current, headers: shellSecurityHeaders(current, options) };
      return cached.headers;
    } catch {
      return { ...BASELINE_HEADERS, 'content-security-policy': NO_CONFIG_CSP };
    }
  };
}

export async function startStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  if (options.cors) await app.register(cors, { origin: true });

  const runtimeConfig = options.runtimeConfigFile ? liveRuntimeConfig(options.runtimeConfigFile) : undefined;
  const securityHeaders = runtimeConfig
    ? liveShellHeaders(runtimeConfig, { developmentBuild: options.developmentBuild ?? false })
    : async () => resourceSecurityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(await securityHeaders());
    // The same address answers br, gzip or plain by the request's Accept-Encoding (precompressed files too).
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  });

  if (options.runtimeConfigFile) {
    const file = options.runtimeConfigFile;
    app.get('/runtime-config.json', async (_request, reply) => {
      if (!existsSync(file)) return reply.code(404).send({ error: `No runtime config at ${file}` });
      const text = await readFile(file, 'utf8');
      const season = options.currentSeason?.();
      return reply
        .header('cache-control', NO_CACHE)
        .type('application/json')
        .send(season === undefined ? text : withCurrentSeason(text, season));
    });
  }

  const pageHints = createPageHints();
  /** index.html as served: with the early hints for the path when asked for, else as built. */
  const sendIndex = async (reply: FastifyReply, pathname: string) => {
    const html = await readFile(path.join(options.root, 'index.html'), 'utf8');
    let served = html;
    if (
      options.earlyHints &&
      runtimeConfig &&
      options.runtimeConfigFile &&
      existsSync(options.runtimeConfigFile)
    ) {
      try {
        const config = await runtimeConfig();
        served = withEarlyHints(html, earlyHintTags(config, pathname, await pageHints(config, pathname)));
      } catch (error) {
        // A broken config is the shell's to report; the page is served as built.
        console.error('[static] no early hints:', error instanceof Error ? error.message : error);
      }
    }
    return reply.header('cache-control', NO_CACHE).type('text/html').send(served);
  };
  if (options.earlyHints) {
    app.get('/', (_request, reply) => sendIndex(reply, '/'));
    app.get('/index.html', (_request, reply) => sendIndex(reply, '/'));
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
    if (options.spa && wantsHtml) return sendIndex(reply, new URL(request.url, 'http://localhost').pathname);
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
