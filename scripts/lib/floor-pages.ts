/**
 * The floors `npm run bench` measures beside the pages (issue 20; what a floor is: floor-html.ts).
 * Each page is opened in Chromium on the device Lighthouse emulates, once rendered its DOM is taken,
 * with the stylesheets that styled something on it, and turned into its floor; the floors are served
 * from a small server of the bench's own, at the page's own path on the server's origin, and every
 * other request is forwarded to the site. So a floor asks for the page's own stylesheets over its
 * own origin's connections, as the page does, and Lighthouse's connection model treats both alike.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { floorHtml } from './floor-html.ts';
import { type LighthousePage, openPage, type PageLook, pageFileName } from './lighthouse-pages.ts';

/** The devices of Lighthouse's two presets, whose screens a page is rendered on for its floor. */
export const FLOOR_DEVICES = ['mobile', 'desktop'] as const;
export type FloorDevice = (typeof FLOOR_DEVICES)[number];

/** A page as the browser held it once rendered. */
export interface PageSnapshot {
  look: PageLook;
  /** `document.documentElement.outerHTML`. */
  html: string;
  /** The stylesheets (absolute addresses) none of whose rules matched anything during the visit. */
  unusedStylesheets: string[];
}

/** How long the page may keep loading after its content rendered (the prefetch on idle, the adverts). */
const SETTLE_MS = 15_000;

/**
 * A first visit of the page (a fresh context: no cookies, so the cookie popup shows) on the screen
 * and with the user agent of Lighthouse's `device`, until its content has rendered and the network
 * is quiet. The CSS coverage tells which stylesheets style the page: those the shell loads on idle
 * for the other remotes' pages (spec 000 §9 "Prefetch") style nothing here, and a saved page that
 * kept them would wait for them before its first paint, which the page itself never does.
 */
export async function snapshotPage(
  browser: Browser,
  origin: string,
  page: LighthousePage,
  device: FloorDevice,
): Promise<PageSnapshot> {
  const screen = screenEmulationMetrics[device];
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
    userAgent: userAgents[device],
  });
  try {
    const tab = await context.newPage();
    await tab.coverage.startCSSCoverage({ resetOnNavigation: false });
    const look = await openPage(tab, new URL(page.path, origin).href);
    await tab.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
    const html = await tab.evaluate(() => document.documentElement.outerHTML);
    const coverage = await tab.coverage.stopCSSCoverage();
    const used = new Set(coverage.filter((sheet) => sheet.ranges.length > 0).map((sheet) => sheet.url));
    const unusedStylesheets = [
      ...new Set(coverage.filter((sheet) => sheet.url && !used.has(sheet.url)).map((sheet) => sheet.url)),
    ];
    return { look, html, unusedStylesheets };
  } finally {
    await context.close();
  }
}

/** Where a page's floor is served on `floorOrigin`: its own path, desktop's with `?floor=desktop`. */
export function floorUrl(floorOrigin: string, page: LighthousePage, device: FloorDevice): string {
  const url = new URL(page.path, floorOrigin);
  if (device === 'desktop') url.searchParams.set('floor', 'desktop');
  return url.href;
}

export interface FloorServer {
  /** `http://localhost:<port>`: the floors, and the site's own files forwarded. */
  origin: string;
  /** Serves `html` at `url` (on this server's origin) from now on. */
  serve(url: string, html: string): void;
  close(): Promise<void>;
}

// Connection-level headers belong to one hop; the rest of an answer is forwarded as the site sent it.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade'];

/**
 * Serves the floors (text/html, never cached) on a free port, and forwards every other request to
 * `siteOrigin` unchanged, its answer too (status, headers, compressed body).
 */
export async function startFloorServer(siteOrigin: string): Promise<FloorServer> {
  const floors = new Map<string, string>();
  const agent = new http.Agent({ keepAlive: true });
  const site = new URL(siteOrigin);
  const keyOf = (url: string) => {
    const parsed = new URL(url, 'http://floor.invalid');
    return `${parsed.pathname}${parsed.search}`;
  };

  const server = http.createServer((request, response) => {
    const floor = floors.get(keyOf(request.url ?? '/'));
    if (floor !== undefined && (request.method === 'GET' || request.method === 'HEAD')) {
      const body = Buffer.from(floor);
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const forwarded = http.request(
      new URL(request.url ?? '/', site),
      { method: request.method, headers: { ...request.headers, host: site.host }, agent },
      (answer) => {
        const headers = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`the floor server could not reach ${siteOrigin}: ${error.message}`);
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // As the site's servers do: 127.0.0.1, addressed as localhost.
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    serve(url, html) {
      if (new URL(url).origin !== origin) throw new Error(`${url} is not on the floor server (${origin})`);
      floors.set(keyOf(url), html);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

/** How the floors' visits and addresses are keyed: a page's label and a device. */
export const floorKey = (page: LighthousePage, device: FloorDevice): string => `${page.label} ${device}`;

/** The floors of a set of pages, by floorKey. */
export interface Floors {
  /** What each visit showed. */
  visits: Map<string, PageLook>;
  /** Where each floor is served. */
  urls: Map<string, string>;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Each page's floor on each device: a first visit of the page (which also warms the servers before
 * the measured runs), its floor served by `server` and written to `dir` for a reader to open. A
 * page whose floor could not be made is logged, and has none.
 */
export async function makeFloors(
  browser: Browser,
  siteOrigin: string,
  pages: readonly LighthousePage[],
  server: FloorServer,
  dir: string,
): Promise<Floors> {
  const floors: Floors = { visits: new Map(), urls: new Map() };
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const page of pages) {
    for (const device of FLOOR_DEVICES) {
      try {
        const snapshot = await snapshotPage(browser, siteOrigin, page, device);
        const { look } = snapshot;
        floors.visits.set(floorKey(page, device), look);
        const url = floorUrl(server.origin, page, device);
        const html = floorHtml(snapshot.html, {
          pageUrl: new URL(page.path, siteOrigin).href,
          assetOrigin: server.origin,
          unusedStylesheets: snapshot.unusedStylesheets,
        });
        server.serve(url, html);
        floors.urls.set(floorKey(page, device), url);
        await writeFile(path.join(dir, `${pageFileName(page.label)}-${device}.html`), html);
        console.log(
          `[bench]   ${page.path} (${device}): "${look.heading ?? look.title}"${look.notFound ? ' (the not-found page)' : ''}, ${look.serverRendered ? 'rendered by the server' : 'rendered in the browser'}; floor ${kb(Buffer.byteLength(html))} KB, ${snapshot.unusedStylesheets.length} stylesheets that styled nothing left out`,
        );
      } catch (error) {
        console.error(
          `[bench]   ${page.path} (${device}): no floor (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    }
  }
  return floors;
}

/**
 * Which pages' HTML came rendered by the server on the floors' visits, and which were rendered in
 * the browser, in a line. Said per visit: a visit while the server's renderer is still starting is
 * rendered in the browser (scripts/lib/server-render.ts), and the setting may be off.
 */
export function describeRendering(pages: readonly LighthousePage[], visits: Map<string, PageLook>): string {
  const byServer: string[] = [];
  const inBrowser: string[] = [];
  for (const page of pages) {
    const visited = FLOOR_DEVICES.filter((device) => visits.has(floorKey(page, device)));
    const rendered = visited.filter((device) => visits.get(floorKey(page, device))?.serverRendered);
    if (visited.length === 0) continue;
    if (rendered.length === 0) inBrowser.push(page.label);
    else
      byServer.push(
        rendered.length === visited.length ? page.label : `${page.label} (${rendered.join(', ')} only)`,
      );
  }
  return `Rendered by the server on the floors' visits (mobile and desktop): ${byServer.join(', ') || 'none'}; in the browser: ${inBrowser.join(', ') || 'none'}.`;
}
