/**
 * The stylesheets of a server-rendered page, written into its head (docs/architecture.md "Server
 * rendering", "Styles in the page"). A linked stylesheet blocks the first paint for a request of its
 * own after the HTML's, competing with the page's scripts for the connection; inlined, the page
 * paints as soon as its HTML has arrived. Each is read once: the shell's from its folder, a remote's
 * over HTTP, and kept while its address names its content.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A stylesheet's rules as the page holds them, and the CSP source that allows them there. */
export interface InlinedStylesheet {
  href: string;
  css: string;
  /** `'sha256-…'` of the rules: style-src allows this one inline style (security-headers.ts). */
  source: string;
}

/** A larger stylesheet stays linked: its bytes would delay the HTML more than its request does. */
export const MOST_INLINED_BYTES = 64 * 1024;
/** How long the HTML waits for a remote's stylesheet it has not read before; without it, it is linked. */
export const STYLESHEET_TIMEOUT_MS = 500;
/** How many stylesheets are kept (a few releases of every remote). */
const MOST_KEPT = 200;

/** The text of a stylesheet at an address, or a rejection. */
export type ReadText = (url: string, timeoutMs: number) => Promise<string>;

const fetchCss: ReadText = async (url, timeoutMs) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').startsWith('text/css'))
    throw new Error(`GET ${url} is not a stylesheet`);
  return response.text();
};

/** The CSP hash source of an inline style's text (CSP Level 3, `'sha256-…'`). */
export const styleHashSource = (css: string): string =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

export interface StylesheetInlinerOptions {
  /** The shell's folder: a same-origin address (`/main.1a2b3c4d5e.css`) is read from it. */
  root: string;
  /** Whether an address's content never changes (a content hash in its name): kept once read. */
  immutable: (href: string) => boolean;
  readText?: ReadText;
  timeoutMs?: number;
}

/**
 * Reads the stylesheets a page links, for writing into it: the ones that cannot be had in time,
 * are too large, or could end the `<style>` early are left out (the page links them as before).
 * A stylesheet asked for again while it is being read is not read twice: a read started ahead of
 * the page (beside its render) is the one the page then waits for, and the visitors arriving
 * together after a release share one read of each new stylesheet.
 */
export function createStylesheetInliner({
  root,
  immutable,
  readText = fetchCss,
  timeoutMs = STYLESHEET_TIMEOUT_MS,
}: StylesheetInlinerOptions): (hrefs: readonly string[]) => Promise<InlinedStylesheet[]> {
  const kept = new Map<string, InlinedStylesheet | null>();
  const folder = path.resolve(root);

  const read = async (href: string): Promise<InlinedStylesheet | null> => {
    let css: string;
    if (href.startsWith('/') && !href.startsWith('//')) {
      const file = path.resolve(folder, `.${decodeURIComponent(new URL(href, 'http://site').pathname)}`);
      if (!file.startsWith(`${folder}${path.sep}`)) return null;
      css = await readFile(file, 'utf8');
    } else css = await readText(href, timeoutMs);
    if (Buffer.byteLength(css) > MOST_INLINED_BYTES || /<\/style/i.test(css)) return null;
    return { href, css, source: styleHashSource(css) };
  };

  const readOnce = async (href: string): Promise<InlinedStylesheet | null> => {
    let sheet: InlinedStylesheet | null;
    try {
      sheet = await read(href);
    } catch {
      // Not had in time, or not at all: linked on this page, and tried again on the next.
      return null;
    }
    // Kept (too large ones too) while the address stands for its content.
    if (immutable(href)) {
      if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value ?? '');
      kept.set(href, sheet);
    }
    return sheet;
  };

  /** Reads under way: every page asking for a stylesheet meanwhile waits for the same read. */
  const reading = new Map<string, Promise<InlinedStylesheet | null>>();
  const inlined = (href: string): Promise<InlinedStylesheet | null> => {
    if (kept.has(href)) return Promise.resolve(kept.get(href) ?? null);
    let pending = reading.get(href);
    if (!pending) {
      pending = readOnce(href).finally(() => reading.delete(href));
      reading.set(href, pending);
    }
    return pending;
  };

  return async (hrefs) =>
    (await Promise.all([...new Set(hrefs)].map(inlined))).filter((sheet) => sheet !== null);
}
