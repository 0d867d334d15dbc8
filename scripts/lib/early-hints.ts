/**
 * Early hints for the shell's index.html, written in when it is served: without them the browser
 * finds the page's remote only after the shell's scripts ran and read the runtime config, one
 * round trip after another (runtime config -> manifest -> remote entry -> the page's chunk). The
 * hints come from the live runtime config and the live remote's manifest, so a release (a new
 * remote version or origin) is hinted at once, with no shell rebuild. In production a CDN edge
 * function does the same.
 */
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { remoteForPath } from '../../shared/src/federation/index.ts';

/** The parts of an mf-manifest.json the hints read. */
export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** The expose whose chunks a page needs first. */
const ROUTES_EXPOSE = './routes';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const link = (attributes: Record<string, string | true>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ')}>`;

/** Where a manifest's files are: its publicPath, or (`auto`) beside the manifest. */
function assetBase(manifest: RemoteManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData.publicPath;
  return publicPath && publicPath !== 'auto' ? publicPath : new URL('.', manifestUrl).href;
}

/** The manifest of the remote that renders a path's page. */
export const pageManifestUrl = (config: RuntimeConfig, pathname: string): string =>
  config.remotes[remoteForPath(pathname)];

/**
 * The `<link>` tags for a path: preconnect to the page's remote and to the services, preload the
 * remote's manifest, and, when the manifest is known, its entry and its route chunks and styles.
 * The fetch preloads carry `crossorigin` because the federation runtime fetches manifests in CORS
 * mode; scripts load without it, so their preloads do too (a mismatch would download twice).
 */
export function earlyHintTags(config: RuntimeConfig, pathname: string, manifest?: RemoteManifest): string[] {
  const manifestUrl = pageManifestUrl(config, pathname);
  const remoteOrigin = new URL(manifestUrl).origin;
  const servicesOrigin = new URL(config.services.webApi).origin;
  const tags = [
    link({ rel: 'preconnect', href: remoteOrigin }),
    link({ rel: 'preconnect', href: remoteOrigin, crossorigin: true }),
    link({ rel: 'preconnect', href: servicesOrigin, crossorigin: true }),
    link({ rel: 'preload', href: manifestUrl, as: 'fetch', crossorigin: 'anonymous' }),
  ];
  if (!manifest) return tags;
  const base = assetBase(manifest, manifestUrl);
  const entry = manifest.metaData.remoteEntry;
  tags.push(link({ rel: 'preload', href: new URL(`${entry.path}${entry.name}`, base).href, as: 'script' }));
  const routes = manifest.exposes.find((expose) => expose.path === ROUTES_EXPOSE);
  for (const file of routes?.assets.js.sync ?? []) {
    tags.push(link({ rel: 'preload', href: new URL(file, base).href, as: 'script' }));
  }
  for (const file of routes?.assets.css.sync ?? []) {
    tags.push(link({ rel: 'preload', href: new URL(file, base).href, as: 'style' }));
  }
  return tags;
}

/** index.html with the tags written in before its `<title>` (or at the end of its head). */
export function withEarlyHints(indexHtml: string, tags: readonly string[]): string {
  if (tags.length === 0) return indexHtml;
  const at = indexHtml.indexOf('<title>');
  const position = at >= 0 ? at : indexHtml.indexOf('</head>');
  if (position < 0) return indexHtml;
  return `${indexHtml.slice(0, position)}${tags.join('')}${indexHtml.slice(position)}`;
}

const MANIFEST_TIMEOUT_MS = 1000;

/**
 * Reads remote manifests over HTTP for the hints. A versioned manifest never changes, so each is
 * read once; a failure (remote down, slow, malformed) gives no manifest, and the page is served
 * with the hints it can still give.
 */
export function manifestReader(fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, RemoteManifest>();
  return async (url: string): Promise<RemoteManifest | undefined> => {
    const known = cache.get(url);
    if (known) return known;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!response.ok) return undefined;
      const manifest = (await response.json()) as RemoteManifest;
      if (typeof manifest?.metaData?.remoteEntry?.name !== 'string' || !Array.isArray(manifest.exposes))
        return undefined;
      cache.set(url, manifest);
      return manifest;
    } catch {
      return undefined;
    }
  };
}
