/**
 * The shell's server build's entry (rspack.base.ts createServerConfig): renders one page of the
 * site to HTML in Node, with the live version of its remote's server build, for the shell's server
 * to send before any script runs (docs/architecture.md "Server rendering"). The browser then
 * hydrates the same tree (start.tsx, site-tree.tsx) with the answers the render used.
 */
import { type ServiceAnswers, ServiceAnswersContext } from '@club/shared/api';
import { $runtimeConfig, type RemoteKey, type RuntimeConfig } from '@club/shared/config';
import {
  federationName,
  forgetLoadedModules,
  provideRemoteLoader,
  remoteForPath,
} from '@club/shared/federation';
import { StaticRouter } from '@club/shared/router';
import { $remotePiecesMayLoad, renderStoresOnServer, setAdvertisingDisabled } from '@club/shared/stores';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { SiteTree } from '../app/site-tree.tsx';
import { applyPageDefaults } from '../features/navigation/hooks/use-page-defaults.ts';
import { loadLandingRoutes } from '../lib/federation/landing-routes.ts';
import { $routeTables, routeMetaAt } from '../lib/federation/route-meta.ts';
import { serverAnswersBlock } from '../lib/server-render.ts';

/** Where a remote's server build is, beside its browser build (rspack.base.ts SERVER_BUILD_FOLDER). */
export const serverEntryOf = (manifestUrl: string): string =>
  new URL('server/remoteEntry.js', manifestUrl).href;

/**
 * How many times a page is rendered at most: each render notes the calls its components make, and
 * the next has their answers (a list's items may ask for more). Two suffice for every page today.
 */
export const MAX_RENDERS = 3;

export interface PageRequest {
  /** The path and query asked for. */
  url: string;
  /** The config this visitor is served (their versions of the remotes). */
  config: RuntimeConfig;
  /** Cuts the render short: the page is then rendered in the browser. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** What React hoists to the document's head (the page's image preloads), for the end of the head. */
  head: string;
  /** The markup for #root. */
  html: string;
  /** The data block with the answers the render used, for the end of the body. */
  answers: string;
}

renderStoresOnServer();

/** The entry each remote is registered with on this process's federation instance. */
const registeredEntries = new Map<RemoteKey, string>();

function requireInstance() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised.');
  return instance;
}

/** Loads `./<expose>` of the remote's server build that `config` names. */
function serverLoader(config: RuntimeConfig) {
  return async <T,>(remote: RemoteKey, expose: string): Promise<T> => {
    const entry = serverEntryOf(config.remotes[remote]);
    if (registeredEntries.get(remote) !== entry) {
      // Another version (a release, or another visitor's cohort): its modules, not the last one's.
      forgetLoadedModules();
      requireInstance().registerRemotes([{ name: federationName(remote), entry }], {
        force: registeredEntries.has(remote),
      });
      registeredEntries.set(remote, entry);
    }
    const loaded = await requireInstance().loadRemote<T>(`${federationName(remote)}/${expose}`);
    if (!loaded) throw new Error(`${remote}/${expose} is empty`);
    return loaded;
  };
}

/** Renders `tree` with every Suspense boundary resolved (lazy pages included), unless `signal` aborts. */
async function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  const { prelude } = await prerender(tree, { signal });
  // Cut short, React gives what was ready with loaders for the rest: the browser renders it all.
  signal.throwIfAborted();
  return new Response(prelude).text();
}

type Fetcher = (signal: AbortSignal) => Promise<unknown>;

/** React writes what belongs in the head (preloads) before the markup when it renders no `<head>`. */
const LEADING_HEAD_TAGS = /^(?:<link [^>]*\/>)+/;

/** The render's head tags and the markup of #root, apart: the browser hydrates #root alone. */
function splitHead(rendered: string): { head: string; html: string } {
  const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
  return { head, html: rendered.slice(head.length) };
}

export async function renderPage({ url, config, signal }: PageRequest): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://localhost').pathname;
  $runtimeConfig.set(config);
  setAdvertisingDisabled(config.flags.advertisingDisabled);
  // As in the browser before its first render (start.tsx): pieces wait for the main content.
  $remotePiecesMayLoad.set(false);
  provideRemoteLoader(serverLoader(config));
  const remote = remoteForPath(pathname, config.flags.siteVariant);
  await loadLandingRoutes(remote);
  applyPageDefaults(routeMetaAt($routeTables.get(), pathname, config.flags.siteVariant));

  const answers = new Map<string, unknown>();
  const failed = new Set<string>();
  for (let render = 1; ; render++) {
    const asked = new Map<string, Fetcher>();
    const context: ServiceAnswers = {
      take: (key) => (answers.has(key) ? { data: answers.get(key) } : undefined),
      request: (key, fetcher) => {
        if (!failed.has(key)) asked.set(key, fetcher);
      },
    };
    const rendered = await renderToHtml(
      <ServiceAnswersContext value={context}>
        <SiteTree
          config={config}
          router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>}
        />
      </ServiceAnswersContext>,
      signal,
    );
    if (asked.size === 0 || render === MAX_RENDERS)
      return { ...splitHead(rendered), answers: serverAnswersBlock(Object.fromEntries(answers)) };
    await Promise.all(
      [...asked].map(async ([key, fetcher]) => {
        try {
          answers.set(key, await fetcher(signal));
        } catch {
          // Rendered as the browser would first show it (loading); the browser asks again.
          failed.add(key);
        }
      }),
    );
  }
}
