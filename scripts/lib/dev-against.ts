/**
 * `npm run dev -- <remote> --against <site URL>`: a remote on its dev server inside another site's
 * live shell, config and versions, the way it will meet them in production. The shell's port here
 * serves that site's own files (fetched from it) and its runtime config as it serves a first visit
 * (its live versions), with this remote pointed at the dev server. Nothing is built and no local
 * services start: the page talks to the site's services. The config goes out without `versions`, so
 * the page sends no release reports: the site's collector would count them as its own visitors'.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  parseRuntimeConfig,
  type RemoteKey,
  type RuntimeConfig,
} from '../../shared/src/config/runtime-config.ts';
import { shellSecurityHeaders } from './security-headers.ts';

/** Response headers not passed on: hop-by-hop, and those that no longer describe a decoded body. */
const NOT_PASSED_ON = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
  'content-security-policy',
  'reporting-endpoints',
  'cache-control',
  'vary',
]);

export interface AgainstOptions {
  /** The site to run against (`https://staging.club.example`). */
  site: string;
  remote: RemoteKey;
  /** The remote's dev server manifest. */
  devManifest: string;
  port: number;
  host?: string;
  fetchImpl?: typeof fetch;
}

/** The site's runtime config as it serves a first visit (its live versions). */
async function siteConfig(site: string, fetchImpl: typeof fetch): Promise<RuntimeConfig> {
  const url = new URL('/runtime-config.json', site).href;
  const response = await fetchImpl(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json(), url);
}

/** The site's config with `remote` on the dev server, and no versions (so no release reports). */
function onDevServer(config: RuntimeConfig, remote: RemoteKey, devManifest: string): RuntimeConfig {
  const { versions: _versions, ...rest } = config;
  return { ...rest, remotes: { ...rest.remotes, [remote]: devManifest } };
}

/** The site's runtime config for a first visit, with `remote` on the dev server and no versions. */
export async function configAgainst(
  site: string,
  remote: RemoteKey,
  devManifest: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  return onDevServer(await siteConfig(site, fetchImpl), remote, devManifest);
}

/**
 * The site's index.html without its early hints for its own build of `remote`: this page loads the
 * dev server's instead, and fetching the site's would be wasted (or fail, where the two share an origin).
 */
export function withoutHintsOf(html: string, liveManifestUrl: string): string {
  const folder = new URL('.', liveManifestUrl).href;
  return html.replace(/<link [^>]*>/g, (tag) => (tag.includes(`"${folder}`) ? '' : tag));
}

export async function startAgainstServer(options: AgainstOptions): Promise<FastifyInstance> {
  const { site, remote, devManifest, fetchImpl = fetch } = options;
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.get('/runtime-config.json', async (_request, reply) => {
    try {
      return reply
        .header('cache-control', 'no-store')
        .send(await configAgainst(site, remote, devManifest, fetchImpl));
    } catch (error) {
      return reply
        .code(502)
        .type('text/plain')
        .send(`${site} gave no runtime config: ${(error as Error).message}`);
    }
  });

  // Everything else is the site's own: its index.html for every page, its shell's files.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).type('text/plain').send('Only reading the site is passed on.');
    let upstream: Response;
    try {
      upstream = await fetchImpl(new URL(request.url, site).href, {
        headers: { accept: request.headers.accept ?? '*/*' },
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      return reply
        .code(502)
        .type('text/plain')
        .send(`${site} cannot be reached: ${(error as Error).message}`);
    }
    for (const [name, value] of upstream.headers) if (!NOT_PASSED_ON.has(name)) reply.header(name, value);
    reply.code(upstream.status).header('cache-control', 'no-store');
    if (!(upstream.headers.get('content-type') ?? '').includes('text/html'))
      return reply.send(Buffer.from(await upstream.arrayBuffer()));
    const html = await upstream.text();
    try {
      const live = await siteConfig(site, fetchImpl);
      // The page runs under the policy of the config served here: the dev server's origin and its
      // hot-reload socket included, and eval for its development build.
      reply.headers(shellSecurityHeaders(onDevServer(live, remote, devManifest), { developmentBuild: true }));
      return reply.send(withoutHintsOf(html, live.remotes[remote]));
    } catch {
      // No config: the page shows the site's own start-up error.
      return reply.send(html);
    }
  });

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
