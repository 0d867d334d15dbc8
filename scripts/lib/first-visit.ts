/**
 * One first visit of a page in a fresh browser context (empty cache), recorded over the Chrome
 * DevTools Protocol: every request with its start and end, and for JavaScript and CSS the decoded
 * body size, its gzip -9 size and the bytes transferred. The visit is measured up to the moment the
 * page's remote mount (the shell's `[data-remote]` route mount) first holds real content.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { LOADER_SELECTOR } from '../../shared/src/ui/loader.ts';
import type { Ports } from './apps.ts';
import { pollPage } from './poll-page.ts';
import { longestRequestChain, shortRequestLabel } from './request-chain.ts';
import {
  isCss,
  isJavaScript,
  type RecordedRequest,
  type RouteResult,
  summarizeSizes,
} from './size-report.ts';

/**
 * Installed before any page script: watches the DOM and notes, in the page's own clock, the first
 * moment the route mount has content and no loader left (or shows an error instead). A string, not
 * a function, so nothing the TypeScript loader adds to functions ends up in the page.
 */
const RENDER_PROBE = `(() => {
  if (window.top !== window) return;
  const probe = { state: 'waiting' };
  window.__clubBench = probe;
  const settle = (state, mount, detail) => {
    probe.state = state;
    probe.now = performance.now();
    probe.wall = performance.timeOrigin + probe.now;
    probe.remote = mount.getAttribute('data-remote');
    probe.detail = detail;
  };
  const check = () => {
    const mount = document.querySelector('[data-remote]:not([data-slot])');
    if (!mount) return false;
    const error = mount.querySelector('[data-remote-fallback], [role="alert"]');
    if (error) {
      settle('error', mount, (error.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 160));
      return true;
    }
    if (mount.querySelector('${LOADER_SELECTOR}')) return false;
    if (!mount.querySelector('h1, ul, ol, article')) return false;
    settle('rendered', mount);
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

interface Probe {
  state: 'waiting' | 'rendered' | 'error';
  now?: number;
  wall?: number;
  remote?: string;
  detail?: string;
}

/**
 * The probe once it has settled, read every 100 ms from here (the moment itself is on the page's
 * clock, so polling costs no precision); undefined if it has not within `timeoutMs`.
 */
async function settledProbe(page: Page, timeoutMs: number): Promise<Probe | undefined> {
  return pollPage(
    page,
    // A navigation under way can replace the document between two reads: read again.
    () => page.evaluate('window.__clubBench').catch(() => undefined) as Promise<Probe | undefined>,
    (probe) => probe !== undefined && probe.state !== 'waiting',
    { timeoutMs, everyMs: 100 },
  );
}

interface Pending {
  request: RecordedRequest;
  body?: Promise<void>;
}

const IGNORED = (url: string) => url.startsWith('data:') || url.startsWith('blob:') || /favicon/i.test(url);

/** Records what the network does, in ms since the document request started. */
function recordNetwork(cdp: CDPSession, ports: Ports | undefined) {
  const byId = new Map<string, Pending>();
  const all: Pending[] = [];
  let origin: { timestamp: number; wallTime: number } | undefined;
  const ms = (timestamp: number) => (timestamp - (origin?.timestamp ?? timestamp)) * 1000;

  cdp.on('Network.requestWillBeSent', (event) => {
    const url = event.request.url;
    if (IGNORED(url)) return;
    const previous = byId.get(event.requestId);
    // A redirect reuses the id: the first hop ends here, the next starts now.
    if (previous && event.redirectResponse) previous.request.end = ms(event.timestamp);
    if (!origin && event.type === 'Document')
      origin = { timestamp: event.timestamp, wallTime: event.wallTime };
    const isDocument = event.type === 'Document';
    const pending: Pending = {
      request: {
        url,
        label: shortRequestLabel(url, { isDocument, method: event.request.method, ports }),
        method: event.request.method,
        resourceType: event.type ?? 'Other',
        start: ms(event.timestamp),
      },
    };
    byId.set(event.requestId, pending);
    all.push(pending);
  });
  cdp.on('Network.responseReceived', (event) => {
    const pending = byId.get(event.requestId);
    if (!pending) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    pending.request.status = event.response.status;
    pending.request.mimeType = event.response.mimeType;
    pending.request.contentEncoding = headers['content-encoding'];
  });
  cdp.on('Network.loadingFinished', (event) => {
    const pending = byId.get(event.requestId);
    if (!pending) return;
    const { request } = pending;
    request.end = ms(event.timestamp);
    request.transferredBytes = event.encodedDataLength;
    if (isJavaScript(request) || isCss(request)) {
      pending.body = cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body, base64Encoded }) => {
          const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          request.rawBytes = bytes.length;
          request.gzipBytes = gzipSync(bytes, { level: 9 }).length;
        })
        .catch((error: unknown) => {
          request.failed = `body unavailable: ${error instanceof Error ? error.message : String(error)}`;
        });
    }
  });
  cdp.on('Network.loadingFailed', (event) => {
    const pending = byId.get(event.requestId);
    if (!pending) return;
    pending.request.end = ms(event.timestamp);
    pending.request.failed = event.errorText || 'failed';
  });

  return {
    all,
    /** The document request's clocks, to place the page's render moment on the network's clock. */
    origin: () => origin,
    ms,
  };
}

export interface FirstVisitOptions {
  /** How long to wait for the first remote content. */
  timeoutMs?: number;
  /** After the render moment, how long to let requests already in flight finish. */
  settleMs?: number;
  /** Runs on the fresh context before the visit (a test's request routing). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** The ports of the copy of the site visited (apps.ts), to tell its apps apart; this process's by default. */
  ports?: Ports;
}

/** Opens `origin + route` in a fresh context and measures it up to the first remote content. */
export async function measureFirstVisit(
  browser: Browser,
  origin: string,
  route: string,
  { timeoutMs = 60_000, settleMs = 10_000, prepare, ports }: FirstVisitOptions = {},
): Promise<RouteResult> {
  const url = new URL(route, origin).href;
  // Under the site's own Content-Security-Policy: the probe is an init script and its state is read
  // by the DevTools protocol, so nothing here needs eval (a string `waitForFunction` would: it
  // evaluates its predicate in the page on every poll, which the policy refuses).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    await page.addInitScript({ content: RENDER_PROBE });
    const cdp = await context.newCDPSession(page);
    const network = recordNetwork(cdp, ports);
    await cdp.send('Network.enable');

    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const probe = await settledProbe(page, timeoutMs);
    const timedOut = probe === undefined;
    const documentClock = network.origin();

    // The page's render moment (epoch ms from its time origin) on the network clock.
    const cutoff =
      !timedOut && probe?.wall !== undefined && documentClock
        ? probe.wall - documentClock.wallTime * 1000
        : Number.POSITIVE_INFINITY;

    // Let what started before that moment finish, so its sizes are known; later requests do not count.
    const measured = () => network.all.filter((pending) => pending.request.start < cutoff);
    const deadline = Date.now() + settleMs;
    while (Date.now() < deadline && measured().some((pending) => pending.request.end === undefined)) {
      await page.waitForTimeout(100);
    }
    await Promise.all(measured().map((pending) => pending.body));

    const requests = measured()
      .map((pending) => pending.request)
      .sort((a, b) => a.start - b.start);
    const outcome: RouteResult['outcome'] = timedOut
      ? 'timeout'
      : probe?.state === 'error'
        ? 'error'
        : 'rendered';
    return {
      route,
      url,
      outcome,
      detail: timedOut ? `no remote content within ${timeoutMs} ms` : probe?.detail,
      remote: probe?.remote,
      timeToFirstRemoteContentMs: outcome === 'rendered' ? probe?.now : undefined,
      sizes: summarizeSizes(requests, ports),
      chain: longestRequestChain(requests, cutoff),
      requests,
    };
  } finally {
    await context.close();
  }
}
