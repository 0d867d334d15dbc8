/**
 * A server-rendered page paints before any of the site's scripts runs (issue 20). This is the page's
 * first script, in main.js's place (scripts/lib/server-render.ts writes it in, and preloads main.js
 * beside it at low priority): it starts the shell once the browser has painted the server's page (its
 * first contentful paint, as the Paint Timing API reports it), or after AFTER_PAINT_LIMIT_MS when
 * none comes (a tab in the background paints nothing).
 *
 * Why: where the network is fast and the CPU slow (a phone on good Wi-Fi), main.js and the start-up
 * chunk had arrived before the first frame and ran first, holding it back by their start-up.
 * Lighthouse's mobile run, at a 4x slower CPU, put /news's first paint at 2.4 s against 1.4 s for
 * the same page without scripts.
 *
 * It is a classic script of its own, not an entry of the shell's build (which would carry the
 * federation runtime): scripts/lib/after-paint-plugin.ts compiles this file alone into the build,
 * so it imports nothing.
 */

/** The longest the shell waits for the first paint before it starts all the same. */
export const AFTER_PAINT_LIMIT_MS = 3000;

/** The paint entry that says the page has shown content. */
export const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** What startAfterPaint needs of the browser (the page's own, below). */
export interface AfterPaintBrowser {
  /** Whether the page has painted content already. */
  painted(): boolean;
  /** Calls `then` once the page paints content, and returns how to stop; null when the browser cannot tell. */
  onPaint(then: () => void): (() => void) | null;
  setTimeout(then: () => void, ms: number): unknown;
  /** Adds the script `src` to the page. */
  addScript(src: string): void;
}

/** Adds main.js (`mainSrc`) once the page has painted: at once if it has, or if the browser cannot tell. */
export function startAfterPaint(mainSrc: string, browser: AfterPaintBrowser): void {
  let started = false;
  let stopWatching: (() => void) | null = null;
  const start = () => {
    if (started) return;
    started = true;
    stopWatching?.();
    browser.addScript(mainSrc);
  };
  if (!browser.painted()) stopWatching = browser.onPaint(start);
  if (stopWatching) browser.setTimeout(start, AFTER_PAINT_LIMIT_MS);
  else start();
}

/** The page's own browser. */
export const pageBrowser: AfterPaintBrowser = {
  painted: () => performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0,
  onPaint(then) {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return null;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) then();
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => observer.disconnect();
  },
  setTimeout: (then, ms) => window.setTimeout(then, ms),
  addScript(src) {
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  },
};

// As the page's script: its <script> names main.js in `data-main`.
const main =
  typeof document === 'undefined'
    ? undefined
    : (document.currentScript as HTMLScriptElement | null)?.dataset.main;
if (main) startAfterPaint(main, pageBrowser);
