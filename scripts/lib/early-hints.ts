/**
 * Early hints for the shell's index.html, written in when it is served: without them the browser
 * finds the page's remote, then its code, then its data and then its largest picture one after
 * another, each only once the step before has run. The hints come from the live runtime config and
 * from what the live remote publishes (its mf-manifest.json and route-hints.json), so a release (a
 * new remote version or origin, a new page) is hinted at once, with no shell release. In production a
 * CDN edge function does the same.
 *
 * What is hinted, and how:
 * - connections to the page's remote, the services and the images (`preconnect`);
 * - the remote's manifest (`preload`, as the federation runtime fetches it), and the header's crest,
 *   which every page paints first;
 * - the remote's entry and the files its `./routes` and the page's lazy chunks load at once
 *   (`prefetch`: into the HTTP cache, where the scripts the remote's runtime adds find them). Not
 *   `preload`: a preloaded script that fails (the remote is unreachable) answers the next request for
 *   it with the same failure, so the remote boundary's 'Try again' would fail once per file before
 *   it could work; a failed prefetch leaves nothing behind;
 * - the page's first data call (`preload` as the API client fetches it: CORS, no credentials) and its
 *   largest picture (`preload`, high priority), which this server reads from that call's answer.
 *   Both come from the remote's route hints (shared/src/federation/route-hints.ts). A failed data
 *   preload fails the page's first call, which its 'Try again' then makes afresh.
 */

import { readRemoteManifest } from '@club/shell';
import { imageUrlFrom } from '../../shared/src/api/addresses.ts';
import { IMAGE_SIZES } from '../../shared/src/api/image-url.ts';
import type { RemoteKey, RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { remoteForPath } from '../../shared/src/federation/exposes.ts';
import {
  matchRouteHint,
  type PublishedRouteHint,
  ROUTE_HINTS_FILE,
  type RouteHintsFile,
  routeHintDataUrl,
  routeHintImageLink,
} from '../../shared/src/federation/route-hints.ts';
import { CLUB_CREST_IMAGE_KEY } from '../../shared/src/site/index.ts';

/** The exposed module the shell mounts a remote's pages from. */
const ROUTES_EXPOSE = 'routes';

export const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
/** A `<link>` tag with these attributes, escaped (the early hints', a rendered page's stylesheets). */
export const link = (attributes: Record<string, string | true>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ')}>`;

/** What the live remote says about a page: its files, its first calls and its largest picture. */
export interface PageHints {
  /** Absolute addresses of the remote's entry and of the scripts and stylesheets the page loads at once. */
  files: readonly string[];
  /** Absolute addresses of the page's first data calls. */
  data: readonly string[];
  /** The page's largest picture. */
  image?: { href?: string; imagesrcset?: string; imagesizes?: string } | undefined;
}

/**
 * The `<link>` tags for a path: preconnect to the page's remote (for its scripts, and in CORS mode
 * for its manifest), to the services (CORS mode, for their calls) and to the images service (for
 * the page's pictures: an image is fetched without CORS, on a connection of its own even when it
 * shares the services' origin), preload the remote's manifest as the federation runtime fetches it
 * (CORS mode, so `crossorigin`; a mismatch would download it twice), then the page's own hints.
 */
export function earlyHintTags(config: RuntimeConfig, pathname: string, page?: PageHints): string[] {
  const manifestUrl = config.remotes[remoteForPath(pathname, config.flags.siteVariant)];
  const remoteOrigin = new URL(manifestUrl).origin;
  const servicesOrigin = new URL(config.services.webApi).origin;
  const imagesOrigin = new URL(config.services.images).origin;
  const preconnects = [
    link({ rel: 'preconnect', href: remoteOrigin }),
    link({ rel: 'preconnect', href: remoteOrigin, crossorigin: true }),
    link({ rel: 'preconnect', href: servicesOrigin, crossorigin: true }),
    link({ rel: 'preconnect', href: imagesOrigin }),
  ];
  const { width, height } = IMAGE_SIZES.headerCrest;
  const tags = [
    ...new Set(preconnects),
    link({ rel: 'preload', href: manifestUrl, as: 'fetch', crossorigin: 'anonymous' }),
    // The header's crest, on every page's first paint (header.tsx), as ServiceImage asks for it.
    link({
      rel: 'preload',
      as: 'image',
      href: imageUrlFrom(config.services.images, CLUB_CREST_IMAGE_KEY, width, height),
    }),
  ];
  if (!page) return tags;
  const { href, imagesrcset, imagesizes } = page.image ?? {};
  return [
    ...tags,
    // The data and the picture first: the page waits for them last, and they are small.
    ...page.data.map((url) => link({ rel: 'preload', href: url, as: 'fetch', crossorigin: 'anonymous' })),
    ...(page.image
      ? [
          link({
            rel: 'preload',
            as: 'image',
            fetchpriority: 'high',
            ...(href ? { href } : {}),
            ...(imagesrcset ? { imagesrcset } : {}),
            ...(imagesizes ? { imagesizes } : {}),
          }),
        ]
      : []),
    ...[...new Set(page.files)].map((url) => link({ rel: 'prefetch', href: url })),
  ];
}

/** index.html with the tags written in before its `<title>` (or at the end of its head). */
export function withEarlyHints(indexHtml: string, tags: readonly string[]): string {
  if (tags.length === 0) return indexHtml;
  const at = indexHtml.indexOf('<title>');
  const position = at >= 0 ? at : indexHtml.indexOf('</head>');
  if (position < 0) return indexHtml;
  return `${indexHtml.slice(0, position)}${tags.join('')}${indexHtml.slice(position)}`;
}

/** Fetches JSON or throws; `timeoutMs` bounds how long the page's HTML may wait for it. */
export type FetchJson = (url: string, timeoutMs: number) => Promise<unknown>;

const fetchJson: FetchJson = async (url, timeoutMs) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
};

export interface PageHintsOptions {
  fetchJson?: FetchJson;
  /** How long a remote's manifest and route hints are kept (a release changes the address, not the file). */
  cacheMs?: number;
  /** How long the HTML waits for a remote's published files (cached after the first time). */
  remoteTimeoutMs?: number;
  /** How long the HTML waits for the page's data to name its picture (never cached: news changes). */
  dataTimeoutMs?: number;
  now?: () => number;
}

/**
 * Reads what the live remote publishes about a path. Anything missing, slow or malformed leaves
 * that part out (the page then finds it itself, as without hints); it never fails the page.
 */
export function createPageHints({
  fetchJson: get = fetchJson,
  cacheMs = 30_000,
  remoteTimeoutMs = 1_000,
  dataTimeoutMs = 300,
  now = Date.now,
}: PageHintsOptions = {}) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  const cached = (url: string) => {
    const hit = cache.get(url);
    if (hit && now() - hit.at < cacheMs) return hit.value;
    const value = get(url, remoteTimeoutMs);
    cache.set(url, { at: now(), value });
    return value;
  };
  const orNothing = <T>(promise: Promise<T>) => promise.catch(() => undefined);

  /** A remote's manifest, read; undefined when it cannot be had or is not a manifest. */
  const readManifest = async (manifestUrl: string) => {
    const json = await orNothing(cached(manifestUrl));
    if (json === undefined) return undefined;
    try {
      return readRemoteManifest(json, manifestUrl);
    } catch {
      return undefined;
    }
  };

  /**
   * The stylesheets of other remotes' pieces a server-rendered page holds (the home page's next
   * match), from the versions of the visitor's config: linked, its first paint is styled.
   */
  const pieceStylesheets = async (
    config: RuntimeConfig,
    pieces: ReadonlyArray<{ remote: RemoteKey; expose: string }>,
  ): Promise<string[]> => {
    const sheets = await Promise.all(
      pieces.map(
        async ({ remote, expose }) =>
          (await readManifest(config.remotes[remote]))?.syncAssets(expose).css ?? [],
      ),
    );
    return [...new Set(sheets.flat())];
  };

  /**
   * The remote's files a path loads at once (PageHints' `files`), from what the remote publishes
   * alone: its manifest and route hints, without the page's data call. Read ahead of the page's
   * render, they name the stylesheets to read beside it.
   */
  const pageFiles = async (config: RuntimeConfig, pathname: string): Promise<string[]> =>
    (await routeOf(config, pathname))?.files ?? [];

  return Object.assign(pageHints, { pieceStylesheets, pageFiles });

  /** The path's remote files, and its route hint when the remote publishes one for it. */
  async function routeOf(config: RuntimeConfig, pathname: string) {
    const manifestUrl = config.remotes[remoteForPath(pathname, config.flags.siteVariant)];
    const [manifest, hintsJson] = await Promise.all([
      readManifest(manifestUrl),
      orNothing(cached(new URL(ROUTE_HINTS_FILE, manifestUrl).href)),
    ]);
    if (!manifest) return undefined;
    const { js, css } = manifest.syncAssets(ROUTES_EXPOSE);
    const files = [manifest.entry, ...js, ...css];
    const routes: unknown = (hintsJson as RouteHintsFile | undefined)?.routes;
    const wellFormed = Array.isArray(routes)
      ? routes.filter(
          (route): route is PublishedRouteHint =>
            typeof route === 'object' && route !== null && typeof route.path === 'string',
        )
      : [];
    const matched = matchRouteHint(wellFormed, pathname);
    if (!matched) return { files };
    const at = (file: string) => new URL(file, manifestUrl).href;
    return { files: [...files, ...(matched.hint.files ?? []).map(at)], matched };
  }

  async function pageHints(config: RuntimeConfig, pathname: string): Promise<PageHints | undefined> {
    const route = await routeOf(config, pathname);
    if (!route) return undefined;
    const { files, matched } = route;
    if (!matched) return { files, data: [] };
    const { hint, params } = matched;
    const data = (hint.data ?? []).map((call) => routeHintDataUrl(call, params, config.services));
    const [first] = data;
    const answer = hint.image && first ? await orNothing(get(first, dataTimeoutMs)) : undefined;
    const image =
      hint.image && answer !== undefined
        ? routeHintImageLink(hint.image, answer, config.services.images)
        : undefined;
    return { files, data, image };
  }
}
