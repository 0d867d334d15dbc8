import { parseRuntimeConfig, type RemoteKey, type RuntimeConfig } from '@club/shared/config';

/**
 * What a server-rendered page carries for the browser (docs/architecture.md "Server rendering"):
 * the site's markup inside #root, and the config and the service calls' answers it was rendered
 * with, as a JSON data block (not a script the page runs, so the Content-Security-Policy is
 * unchanged).
 */

/**
 * Set on the document element once the site's tree has been committed in the browser: a page the
 * server rendered shows before that, and its buttons answer only after it (e2e/support/test.ts waits).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** What the shell's server asks of its server build's renderPage (shell/src/server/render-page.tsx). */
export interface PageRequest {
  /** The path and query asked for. */
  url: string;
  /** The site's address the page is served at (`http://localhost:3000`): links in bodies are judged by it. */
  origin: string;
  /** The config this visitor is served (their versions of the remotes). */
  config: RuntimeConfig;
  /**
   * The visitor's cookies on the site's address, by name. What a page shows by them (spoiler-free
   * mode) is theirs from the first paint; everything else of the visitor shows after hydration.
   */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Cuts the render short: the page is then rendered in the browser. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** The document's title: the page's route's, with the site's suffix. */
  title: string;
  /** The body's class for the page's route (as the browser's layout sets it). */
  bodyClass: string;
  /** What React hoists to the document's head (the page's image preloads), for the end of the head. */
  head: string;
  /** The markup for #root. */
  html: string;
  /** The data block with the config and the answers the render used, for the end of the body. */
  data: string;
  /** The pieces of other remotes in the page (the home page's next match), whose stylesheets it links. */
  pieces: RenderedPiece[];
}

/** A piece one remote exposes for other remotes' pages (@club/shared/federation's REMOTE_PIECES). */
export interface RenderedPiece {
  remote: RemoteKey;
  expose: string;
}

/** The id of the data block that holds the render's config and answers. */
export const SERVER_RENDER_ID = 'club-server-render';

export interface ServerRender {
  /**
   * The config the page was rendered with (issue 20 point 4): the browser hydrates with the same
   * versions of the remotes, a preview's or a canary's included, without asking for the config again.
   */
  config: RuntimeConfig;
  /** The service calls' answers by request key (@club/shared/api's service data cache). */
  answers: Record<string, unknown>;
}

/** The data block for a render: JSON with `<` escaped, so no answer can close the element. */
export function serverRenderBlock(render: ServerRender): string {
  const json = JSON.stringify(render).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_RENDER_ID}">${json}</script>`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * This page's server render, when it had one: the markup in #root, its config and its answers. A
 * block that does not parse, or whose config is not valid, counts as none: the page is rendered
 * afresh in the browser with the config it asks for.
 */
export function readServerRender(document: Document): ServerRender | null {
  const root = document.getElementById('root');
  const block = document.getElementById(SERVER_RENDER_ID);
  if (!root?.hasChildNodes() || !block?.textContent) return null;
  try {
    const render: unknown = JSON.parse(block.textContent);
    if (!isRecord(render) || !isRecord(render.answers)) return null;
    return { config: parseRuntimeConfig(render.config, "rendered page's config"), answers: render.answers };
  } catch {
    return null;
  }
}

/**
 * React's report of markup it could not hydrate (it renders that part afresh): logged, so the e2e
 * suite (which fails on console errors) and a developer see it.
 */
export function reportRecoverableError(error: unknown, info?: { componentStack?: string }): void {
  console.error('[shell] hydration did not match the server render', error, info?.componentStack ?? '');
}
