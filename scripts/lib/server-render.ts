/**
 * Server rendering in the shell's server (docs/architecture.md "Server rendering"): a page a
 * supporter lands on is rendered in Node by the shell's server build, with the visitor's versions of
 * the remotes, and sent in index.html's #root with the answers it used; the browser hydrates it. A
 * render that fails or runs past its budget is dropped, and the page goes out as today (rendered in
 * the browser). Behind a setting while it is a spike: CLUB_SERVER_RENDER=1.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import type { AppName } from './apps.ts';

/** The setting that turns server rendering on (`1`). */
export const SERVER_RENDER_ENV = 'CLUB_SERVER_RENDER';

/** Spike: the remotes with a server build, whose pages can be rendered on the server. */
export const SERVER_RENDERED_REMOTES: ReadonlySet<AppName> = new Set(['mfe-content']);

/** Spike: the pages rendered on the server. */
export const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set(['/news']);

/** Issue 20: a render that takes longer is dropped, and the browser renders the page. */
export const SERVER_RENDER_BUDGET_MS = 800;

/** The shell's server build's entry, inside the shell's deployment (rspack.base.ts). */
const SHELL_SERVER_ENTRY = path.join('server', 'render-page.cjs');

export interface RenderedPage {
  head: string;
  html: string;
  answers: string;
}

export type PageRenderer = (request: {
  url: string;
  config: RuntimeConfig;
  signal: AbortSignal;
}) => Promise<RenderedPage>;

/** The shell's server build's renderer, when the setting is on and the deployment has one. */
export async function loadPageRenderer(shellDir: string): Promise<PageRenderer | null> {
  if (process.env[SERVER_RENDER_ENV] !== '1') return null;
  const entry = path.join(shellDir, SHELL_SERVER_ENTRY);
  if (!existsSync(entry)) {
    console.warn(`${SERVER_RENDER_ENV}=1, but ${entry} is missing: pages render in the browser.`);
    return null;
  }
  // With asyncStartup, the build's exports arrive once its shared modules are ready.
  const exports = (await createRequire(import.meta.url)(entry)) as { renderPage?: PageRenderer };
  if (typeof exports.renderPage !== 'function') throw new Error(`${entry} exports no renderPage`);
  return exports.renderPage;
}

/** index.html with the rendered page in #root, its head tags and its answers at the end of the body. */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  return indexHtml
    .replace('</head>', () => `${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `${page.answers}</body>`);
}

/** The page rendered for `url`, or null (not a server-rendered page, a failure, over budget). */
export async function renderWithinBudget(
  render: PageRenderer,
  url: string,
  config: RuntimeConfig,
  budgetMs: number = SERVER_RENDER_BUDGET_MS,
): Promise<RenderedPage | null> {
  if (!SERVER_RENDERED_PATHS.has(new URL(url, 'http://localhost').pathname)) return null;
  try {
    return await render({ url, config, signal: AbortSignal.timeout(budgetMs) });
  } catch (error) {
    console.warn(`[server render] ${url} is rendered in the browser:`, error);
    return null;
  }
}
