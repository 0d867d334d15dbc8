/**
 * The shell's server build's entry (rspack.base.ts createServerConfig): renders one page of the
 * site to HTML in Node, with the live version of its remote's server build, for the shell's server
 * to send before any script runs (docs/architecture.md "Server rendering"). The browser then
 * hydrates the same tree (start.tsx, site-tree.tsx) with the answers the render used.
 */
import { createServerServiceCache, ServiceCacheContext } from '@club/shared/api';
import { $runtimeConfig, type RemoteKey, type RuntimeConfig } from '@club/shared/config';
import {
  federationName,
  forgetLoadedModules,
  provideRemoteLoader,
  RenderedPiecesContext,
  remoteForPath,
} from '@club/shared/federation';
import { type HtmlWindow, provideHtmlWindow } from '@club/shared/html';
import { renderForOrigin, StaticRouter } from '@club/shared/router';
import { pageTitle } from '@club/shared/site';
import {
  $remotePiecesMayLoad,
  $spoilerFree,
  renderStoresOnServer,
  setAdvertisingDisabled,
  spoilerFreeIn,
} from '@club/shared/stores';
import { getInstance } from '@module-federation/enhanced/runtime';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { SiteTree } from '../app/site-tree.tsx';
import { openCookieNoticeFor } from '../features/consent/stores/cookie-notice.ts';
import { applyPageDefaults } from '../features/navigation/hooks/use-page-defaults.ts';
import { routeBodyClass } from '../features/routing/hooks/use-body-classes.ts';
import { pathTitle } from '../features/routing/hooks/use-document-title.ts';
import { loadLandingRoutes } from '../lib/federation/landing-routes.ts';
import { $routeTables, routeMetaAt } from '../lib/federation/route-meta.ts';
import {
  type PageRequest,
  type RenderedPage,
  type RenderedPiece,
  serverRenderBlock,
} from '../lib/server-render.ts';

/** Where a remote's server build is, beside its browser build (scripts/lib/server-build.ts names both). */
export const serverEntryOf = (manifestUrl: string): string =>
  new URL('server/remoteEntry.js', manifestUrl).href;

/**
 * How many times a page is rendered at most: each render notes the calls its components make, and
 * the next has their answers (a list's items may ask for more); the last writes the page.
 */
export const MAX_RENDERS = 3;

renderStoresOnServer();

/** As many sites' DOMs as one server serves (the club site, the streamer site, a preview host). */
const MOST_HTML_WINDOWS = 4;
const htmlWindows = new Map<string, HtmlWindow>();

/** A DOM at the site's address, in which HTML bodies from the services are sanitised (@club/shared/html). */
function htmlWindowFor(origin: string): HtmlWindow {
  let page = htmlWindows.get(origin);
  if (!page) {
    if (htmlWindows.size >= MOST_HTML_WINDOWS) htmlWindows.clear();
    page = new JSDOM('', { url: origin }).window;
    htmlWindows.set(origin, page);
  }
  return page;
}

/** The entry each remote is registered with on this process's federation instance. */
const registeredEntries = new Map<RemoteKey, string>();

function requireInstance() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised.');
  return instance;
}

/**
 * Points the federation runtime at the server build of the remote's version that `config` names. A
 * version other than the last one's forgets the loaded modules, whose cache (@club/shared/federation)
 * would otherwise answer with the last version's.
 */
function pointAtServerBuild(remote: RemoteKey, config: RuntimeConfig): void {
  const entry = serverEntryOf(config.remotes[remote]);
  if (registeredEntries.get(remote) === entry) return;
  forgetLoadedModules();
  requireInstance().registerRemotes([{ name: federationName(remote), entry }], {
    force: registeredEntries.has(remote),
  });
  registeredEntries.set(remote, entry);
}

/** Loads `./<expose>` of the remote's server build that `config` names. */
function serverLoader(config: RuntimeConfig) {
  return async <T,>(remote: RemoteKey, expose: string): Promise<T> => {
    pointAtServerBuild(remote, config);
    const loaded = await requireInstance().loadRemote<T>(`${federationName(remote)}/${expose}`);
    if (!loaded) throw new Error(`${remote}/${expose} is empty`);
    // Never another version than the visitor's (one whose server build is missing, a cached one):
    // the page is then rendered in the browser, where the visitor's version loads.
    const release = (loaded as { release?: unknown }).release;
    const expected = config.versions?.[remote]?.version;
    if (expected && release !== expected)
      throw new Error(`${remote}'s server build is ${String(release)}, not this visitor's ${expected}`);
    return loaded;
  };
}

/**
 * Renders `tree` until every Suspense boundary has resolved (lazy pages load), unless `signal`
 * aborts; the markup is not used, only what rendering it loaded and asked for.
 */
async function settle(tree: ReactNode, signal: AbortSignal): Promise<void> {
  const { prelude } = await prerender(tree, { signal });
  await prelude.cancel();
  signal.throwIfAborted();
}

/** A Suspense boundary still waiting (`<!--$?-->`) or given up to the browser (`<!--$!-->`). */
const PENDING_BOUNDARY = /<!--\$[?!]-->/;

/** React writes what belongs in the head (preloads) before the markup when it renders no `<head>`. */
const LEADING_HEAD_TAGS = /^(?:<link [^>]*\/>)+/;

/** The render's head tags and the markup of #root, apart: the browser hydrates #root alone. */
function splitHead(rendered: string): { head: string; html: string } {
  const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
  return { head, html: rendered.slice(head.length) };
}

/** A piece as RenderedPiecesContext notes it (`remote/expose`). */
function pieceOf(noted: string): RenderedPiece {
  const [remote, expose] = noted.split('/') as [RemoteKey, string];
  return { remote, expose };
}

/** Rejects when `signal` aborts. */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.throwIfAborted();
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** The end of the last render asked for: each render starts after it. */
let lastRender: Promise<unknown> = Promise.resolve();

/**
 * Renders one page of the site to HTML. One render at a time in a process: a render sets the
 * process's stores (the config, the page kind and language, the advertising flag, the visitor's
 * spoiler-free mode and cookie notice) and its remotes' versions, so two at once could see each
 * other's. A render waiting its turn keeps its own budget.
 */
export function renderPage(request: PageRequest): Promise<RenderedPage> {
  const turn = lastRender.then(() => renderAlone(request));
  lastRender = turn.catch(() => undefined);
  return turn;
}

async function renderAlone({ url, origin, config, cookies, signal }: PageRequest): Promise<RenderedPage> {
  signal.throwIfAborted();
  provideHtmlWindow(htmlWindowFor(origin));
  renderForOrigin(origin);
  const pathname = new URL(url, 'http://localhost').pathname;
  $runtimeConfig.set(config);
  setAdvertisingDisabled(config.flags.advertisingDisabled);
  // This visitor's, as the browser's store reads it from the same cookie: a finished match's score
  // stays out of a spoiler-free supporter's page.
  $spoilerFree.set(spoilerFreeIn(cookies));
  // Whether they have answered the cookie notice, so its popup is in the page's first paint.
  openCookieNoticeFor(cookies);
  // As in the browser before its first render (start.tsx): pieces wait for the main content.
  $remotePiecesMayLoad.set(false);
  provideRemoteLoader(serverLoader(config));
  const remote = remoteForPath(pathname, config.flags.siteVariant);
  pointAtServerBuild(remote, config);
  await Promise.race([loadLandingRoutes(pathname, config.flags.siteVariant), aborted(signal)]);
  const meta = routeMetaAt($routeTables.get(), pathname, config.flags.siteVariant);
  // Its routes could not be loaded (a missing server build, another version): the browser renders it.
  if (!meta) throw new Error(`${remote}'s routes did not load for ${pathname}`);
  applyPageDefaults(meta);
  const head = { title: pageTitle(meta.title ?? pathTitle(pathname)), bodyClass: routeBodyClass(meta) };

  // This request's own cache (never another visitor's): each pass reads it, notes the keys it has
  // no answer for, and the server fetches those before the next (a list's items may ask for more).
  const cache = createServerServiceCache();
  // The pieces of other remotes it renders (the home page's next match), whose stylesheets the page links.
  const pieces = new Set<string>();
  const tree = (
    <ServiceCacheContext value={cache}>
      <RenderedPiecesContext value={pieces}>
        <SiteTree
          config={config}
          router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>}
        />
      </RenderedPiecesContext>
    </ServiceCacheContext>
  );
  for (let pass = 1; pass < MAX_RENDERS; pass++) {
    await settle(tree, signal);
    if ((await cache.fetchAsked(signal)) === 0) break;
  }
  signal.throwIfAborted();
  pieces.clear();
  // The page itself, in one piece: with every lazy page loaded and every answer in, nothing suspends,
  // so React writes no inline script (streaming's, which the CSP would block) and no pending boundary.
  const rendered = renderToString(tree);
  if (PENDING_BOUNDARY.test(rendered))
    throw new Error(`${pathname} still had a part loading after ${MAX_RENDERS} passes`);
  return {
    ...head,
    ...splitHead(rendered),
    data: serverRenderBlock({ config, answers: cache.answers() }),
    pieces: [...pieces].map(pieceOf),
  };
}
