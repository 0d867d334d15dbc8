/**
 * Server rendering in the shell's server (docs/architecture.md "Server rendering"): a page a
 * supporter lands on is rendered in Node by the shell's server build, with the visitor's versions of
 * the remotes, and sent in index.html's #root with the config and answers it used; the browser
 * hydrates it. A
 * render that fails or runs past its budget is dropped, and the page goes out as today (rendered in
 * the browser). On unless CLUB_SERVER_RENDER=0 (serverRenderingOn). The club site's pages of the
 * remotes in SERVER_RENDERED_REMOTES.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type PageRequest, type RenderedPage, SERVER_RENDER_ID } from '@club/shell';
import type { RemoteKey, RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import {
  remoteForPath,
  SERVER_RENDERED_REMOTES as SHARED_SERVER_RENDERED_REMOTES,
} from '../../shared/src/federation/exposes.ts';
import type { AppName } from './apps.ts';
import { escapeAttribute, link, type PageHints } from './early-hints.ts';
import type { InlinedStylesheet } from './inline-stylesheets.ts';
import { AFTER_PAINT_ATTRIBUTE, SERVER_BUILD_FOLDER, SHELL_SERVER_ENTRY } from './server-build.ts';

/** The setting that turns server rendering off (`0`). */
export const SERVER_RENDER_ENV = 'CLUB_SERVER_RENDER';

/**
 * Whether the shell's server renders pages: unless the setting is `0`. On by default since
 * 2026-11-28, when a rendered page beat a browser-rendered one in the same sitting on every figure
 * a supporter meets (docs/architecture.md "Server rendering", "On by default").
 */
export const serverRenderingOn = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env[SERVER_RENDER_ENV] !== '0';

/**
 * The remotes with a server build (@club/shared/federation names them), whose pages are rendered on
 * the server: the pages a supporter lands on (issue 20). Account and checkout stay in the browser,
 * and so do the players, which the video pages open from an effect once the page is hydrated.
 */
export const SERVER_RENDERED_REMOTES: ReadonlySet<AppName> = new Set<AppName>(SHARED_SERVER_RENDERED_REMOTES);

/** Whether the club site's page at `pathname` is rendered on the server: its remote has a server build. */
export const isServerRendered = (pathname: string): boolean =>
  SERVER_RENDERED_REMOTES.has(remoteForPath(pathname, 'club'));

/** Issue 20: a render that takes longer is dropped, and the browser renders the page. */
export const SERVER_RENDER_BUDGET_MS = 800;
/**
 * Another budget (milliseconds) for a machine whose renders are slow for reasons of its own: the e2e
 * suite's, busy with two browsers and a test run, which checks what is rendered, not how fast.
 */
export const SERVER_RENDER_BUDGET_ENV = 'CLUB_SERVER_RENDER_BUDGET_MS';

/** The budget of this process's renders. */
export function renderBudgetMs(): number {
  const set = Number(process.env[SERVER_RENDER_BUDGET_ENV]);
  return Number.isFinite(set) && set > 0 ? set : SERVER_RENDER_BUDGET_MS;
}

/** Renders one page: the shell's server build's renderPage, as the renderers run it. */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** As many renderers as a site needs at once: live, a canary, a preview. */
export const MOST_RENDERERS = 3;

const RENDER_WORKER = fileURLToPath(new URL('./render-worker.mjs', import.meta.url));

/** The first render of a renderer loads the server builds: it may take seconds on a busy machine. */
const WARM_UP_BUDGET_MS = 30_000;

interface Renderer {
  worker: Worker;
  ready: Promise<void>;
  /** Ready, and its first render done: visitors' renders go to it. */
  started: boolean;
  /** That first render (of `/`, which loads the server builds), done or failed. */
  firstRender: Promise<void>;
  pending: Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>;
}

/** A render asked of a renderer still starting: not waited for, and not worth a warning each time. */
export class RendererStarting extends Error {
  constructor() {
    super('the renderer of these versions is starting');
  }
}

/** The site's renderers: `render` one page; `warm` starts the renderer of a config's versions. */
export interface PageRenderer {
  render: RenderPage;
  /** Starts the renderer of these versions and renders `/` once, so a visitor's render finds it ready. */
  warm(config: RuntimeConfig, origin: string): Promise<void>;
}

/**
 * The shell's server build's renderer, when the setting is on and the deployment has one. Each set
 * of versions of the server-rendered remotes (live, a canary's, a preview's) renders in a worker
 * thread of its own: a process's federation runtime, module caches and stores hold one version of a
 * remote, and a release or a cohort gets a fresh one instead of swapping them under a render.
 */
export function loadPageRenderer(shellDir: string): PageRenderer | null {
  if (!serverRenderingOn()) return null;
  const entry = path.join(shellDir, SERVER_BUILD_FOLDER, SHELL_SERVER_ENTRY);
  if (!existsSync(entry)) {
    console.warn(`Server rendering is on, but ${entry} is missing: pages render in the browser.`);
    return null;
  }
  const renderers = new Map<string, Renderer>();
  let nextId = 0;

  const start = (key: string, config: RuntimeConfig, origin: string): Renderer => {
    const worker = new Worker(RENDER_WORKER, { workerData: { entry } });
    worker.unref();
    const pending: Renderer['pending'] = new Map();
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: { ready?: true; id?: number; page?: RenderedPage; error?: string }) => {
        if (message.ready) return resolve();
        const waiting = message.id === undefined ? undefined : pending.get(message.id);
        if (!waiting || message.id === undefined) return;
        pending.delete(message.id);
        if (message.page) waiting.resolve(message.page);
        else waiting.reject(new Error(message.error ?? 'the render failed'));
      });
      const fail = (error: Error) => {
        renderers.delete(key);
        reject(error);
        for (const waiting of pending.values()) waiting.reject(error);
        pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`the renderer stopped (exit code ${code})`)));
    });
    ready.catch(() => {});
    const renderer: Renderer = { worker, ready, pending, started: false, firstRender: Promise.resolve() };
    // Its first render loads the server builds; no visitor waits for it.
    renderer.firstRender = ready
      .then(() => send(renderer, { url: '/', origin, config, cookies: {} }, WARM_UP_BUDGET_MS))
      .catch((error: unknown) => console.warn('[server render] the warm-up render of / failed:', error))
      .then(() => {
        renderer.started = true;
      });
    return renderer;
  };

  const rendererFor = (config: RuntimeConfig, origin: string): Renderer => {
    const key = JSON.stringify(
      [...SERVER_RENDERED_REMOTES].map((remote) => config.remotes[remote as RemoteKey]),
    );
    let renderer = renderers.get(key);
    if (renderer) {
      // The most recently used last: the first is the one to let go.
      renderers.delete(key);
    } else {
      renderer = start(key, config, origin);
      const oldest = renderers.keys().next().value;
      if (renderers.size >= MOST_RENDERERS && oldest !== undefined) {
        void renderers.get(oldest)?.worker.terminate();
        renderers.delete(oldest);
      }
    }
    renderers.set(key, renderer);
    return renderer;
  };

  const send = (renderer: Renderer, request: Omit<Parameters<RenderPage>[0], 'signal'>, budgetMs: number) => {
    const id = nextId++;
    const rendered = new Promise<RenderedPage>((resolve, reject) => {
      renderer.pending.set(id, { resolve, reject });
    });
    renderer.worker.postMessage({ id, ...request, budgetMs });
    return rendered;
  };

  return {
    // A renderer still starting is not waited for: the page goes out as the browser renders it.
    render: async ({ signal, ...request }) => {
      const renderer = rendererFor(request.config, request.origin);
      if (!renderer.started) throw new RendererStarting();
      const aborted = new Promise<never>((_resolve, reject) => {
        signal.throwIfAborted();
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      return Promise.race([send(renderer, request, renderBudgetMs()), aborted]);
    },
    warm: (config, origin) => rendererFor(config, origin).firstRender,
  };
}

/** Text for HTML: the characters that would start markup or end an attribute, escaped. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The stylesheets among a page's files (early-hints.ts PageHints): the remote's CSS it loads at once. */
export const stylesheetsOf = (files: readonly string[]): string[] =>
  [...new Set(files)].filter((file) => new URL(file).pathname.endsWith('.css'));

/**
 * The early hints of a page the server rendered, and the stylesheets it links. Its data came in the
 * page (its answers), so no data call is preloaded: the browser would download an answer nobody
 * reads. Its remote's stylesheets are linked, not prefetched: Chromium fetches a prefetched file
 * again for a stylesheet link that comes before the prefetch has finished.
 */
export function renderedPageHints(hints: PageHints | undefined): {
  hints: PageHints | undefined;
  stylesheets: string[];
} {
  if (!hints) return { hints, stylesheets: [] };
  const stylesheets = stylesheetsOf(hints.files);
  return {
    hints: { ...hints, data: [], files: hints.files.filter((file) => !stylesheets.includes(file)) },
    stylesheets,
  };
}

/**
 * index.html's preload of the runtime config, which the shell's scripts read at start: a rendered
 * page carries its config instead (its data block), and asks for none.
 */
const CONFIG_PRELOAD = /<link rel="preload" href="\/runtime-config\.json"[^>]*>/;

/** The shell's start-up stylesheets, which index.html preloads for its scripts to apply. */
const SHELL_STYLE_PRELOAD = /<link as="style" href="([^"]+)" rel="preload">/g;
/** The same, applied (its `as` stays: withoutRenderedPage finds it by it). */
const SHELL_STYLESHEET = '<link as="style" href="$1" rel="stylesheet">';

/** index.html's main.js, which names the shell's after-paint script (scripts/lib/after-paint-plugin.ts). */
const MAIN_SCRIPT = new RegExp(`<script ${AFTER_PAINT_ATTRIBUTE}="([^"]+)" defer src="([^"]+)"></script>`);
/**
 * A rendered page's start: the after-paint script, which adds main.js once the page has painted
 * (shell/src/after-paint.ts), and main.js preloaded beside it at the low priority of a deferred script.
 */
const AFTER_PAINT_START =
  '<link as="script" fetchpriority="low" href="$2" rel="preload"><script data-main="$2" defer src="$1"></script>';
/** The same, read back into index.html's main.js (withoutRenderedPage). */
const RENDERED_START =
  /<link as="script" fetchpriority="low" href="([^"]+)" rel="preload"><script data-main="[^"]+" defer src="([^"]+)"><\/script>/;

/** index.html's stylesheets (`/main.….css`, and the start-up ones it preloads): the shell's, on every page. */
export const shellStylesheetsOf = (indexHtml: string): string[] =>
  [...indexHtml.matchAll(/<link (?=[^>]*(?:rel="stylesheet"|as="style"))[^>]*href="([^"]+)"[^>]*>/g)].map(
    ([, href]) => (href ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
  );

/** A stylesheet link of the page (`rel="stylesheet"`) naming `href`, however its attributes are ordered. */
const stylesheetLinkOf = (href: string) => {
  const attribute = escapeAttribute(href).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<link (?=[^>]*rel="stylesheet")(?=[^>]*href="${attribute}")[^>]*>`);
};

/**
 * A stylesheet's link, with its rules written in before it: a `<style data-href>` carrying them, and
 * the link kept but `disabled`, which Chromium does not fetch. The scripts' loaders (Rspack's, the
 * shell's and each remote's) look for a stylesheet by its link and find it there, so they add none
 * and wait for none.
 */
const withRulesInline = (html: string, { href, css }: InlinedStylesheet) =>
  html.replace(
    stylesheetLinkOf(href),
    (tag) => `<style data-href="${escapeAttribute(href)}">${css}</style>${tag.replace(/>$/, ' disabled>')}`,
  );

/**
 * index.html with the rendered page: its title and body class, its stylesheets and head tags, the
 * markup in #root and its data block (config and answers) at the end of the body, and the
 * after-paint script in main.js's place (the page paints before the shell's scripts run). The
 * stylesheets are the shell's (index.html's, its start-up ones only preloaded there: the header's and
 * the layout's) and the remote's that the page loads at once: the ones the scripts would add (the
 * browser's loader finds them there and adds none), so the page is styled before any script runs.
 * Without the shell's, the header and the page moved down by about 100 px once the scripts ran (CLS
 * 0.99 on /news at 1350 px). The ones in `inlined` have their rules written into the head
 * (inline-stylesheets.ts), so the first paint waits for no request after the HTML.
 */
export function withRenderedPage(
  indexHtml: string,
  page: RenderedPage,
  stylesheets: readonly string[] = [],
  inlined: readonly InlinedStylesheet[] = [],
): string {
  const links = stylesheets.map((href) => link({ rel: 'stylesheet', href })).join('');
  const html = indexHtml
    .replace(MAIN_SCRIPT, AFTER_PAINT_START)
    .replace(CONFIG_PRELOAD, '')
    .replace(SHELL_STYLE_PRELOAD, SHELL_STYLESHEET)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<body>', () => `<body class="${escapeHtml(page.bodyClass)}">`)
    .replace('</head>', () => `${links}${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `${page.data}</body>`);
  return inlined.reduce(withRulesInline, html);
}

/**
 * index.html as the shell's server sends it, without anything its render of the page wrote: the
 * markup in #root, the data block, React's head tags, the stylesheets' rules written in, the body's
 * class, and the title (left empty, as it is the page's); and without the config's preload, which a
 * rendered page leaves out. What stays is the shell's own (its scripts, styles and hints), the same
 * for every page and release: for comparing them.
 */
export function withoutRenderedPage(html: string): string {
  return html
    .replace(/<style data-href="[^"]*">[\s\S]*?<\/style>/g, '')
    .replace(/(<link [^>]*) disabled>/g, '$1>')
    .replace(RENDERED_START, `<script ${AFTER_PAINT_ATTRIBUTE}="$2" defer src="$1"></script>`)
    .replace(CONFIG_PRELOAD, '')
    .replace(
      /<link as="style" href="([^"]+)" rel="stylesheet">/g,
      '<link as="style" href="$1" rel="preload">',
    )
    .replace(/<title>[^<]*<\/title>/, '<title></title>')
    .replace(/(?:<link rel="stylesheet" href="http[^"]*">)*(?:<link [^>]*\/>)*(?=<\/head>)/, '')
    .replace(/<body class="[^"]*">/, '<body>')
    .replace(/<div id="root">[\s\S]*<\/div>(\s*<noscript>)/, '<div id="root"></div>$1')
    .replace(new RegExp(`<script type="application/json" id="${SERVER_RENDER_ID}">[\\s\\S]*?</script>`), '');
}

/**
 * The page rendered for the request, or null: not a server-rendered page, a failure, over budget,
 * or a site behind its lock (spec 000 §4), which stands in front of every page until the browser's
 * gate reads the visitor's entry cookie.
 */
export async function renderWithinBudget(
  render: RenderPage,
  request: Omit<PageRequest, 'signal'>,
  budgetMs: number = renderBudgetMs(),
): Promise<RenderedPage | null> {
  const { url, config } = request;
  if (
    config.flags.siteVariant !== 'club' ||
    config.flags.siteLock ||
    !isServerRendered(new URL(url, 'http://localhost').pathname)
  )
    return null;
  try {
    return await render({ ...request, signal: AbortSignal.timeout(budgetMs) });
  } catch (error) {
    if (!(error instanceof RendererStarting))
      console.warn(`[server render] ${url} is rendered in the browser:`, error);
    return null;
  }
}
