/**
 * The benchmark's size figures: JavaScript per app (known by the port it came from) and CSS, as
 * decoded bytes, gzip -9 of the decoded bytes (comparable from run to run whatever the server
 * does), and bytes on the wire as served. Pure functions over recorded responses, plus the text table.
 */
import { type Ports, partAtPort, REMOTES } from './apps.ts';
import type { RequestChain } from './request-chain.ts';

export const BENCH_APPS = ['shell', ...REMOTES, 'other'] as const;
export type BenchApp = (typeof BENCH_APPS)[number];

const isBenchApp = (part: string | undefined): part is BenchApp =>
  part !== undefined && (BENCH_APPS as readonly string[]).includes(part);

/**
 * The app a URL belongs to: the shell on its port (3000), each remote on its own, anything else
 * `other`; `ports` are those of the copy of the site measured (apps.ts).
 */
export function appOfUrl(url: string, ports?: Ports): BenchApp {
  try {
    const { hostname, port } = new URL(url);
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') return 'other';
    const part = partAtPort(port, ports);
    return isBenchApp(part) ? part : 'other';
  } catch {
    return 'other';
  }
}

/** One request of a visit, times in ms since the document request started. */
export interface RecordedRequest {
  url: string;
  label: string;
  method: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, Preflight ... */
  resourceType: string;
  mimeType?: string | undefined;
  status?: number | undefined;
  start: number;
  end?: number | undefined;
  failed?: string | undefined;
  /** Decoded body bytes (JS and CSS only). */
  rawBytes?: number | undefined;
  /** gzip level 9 of the decoded body (JS and CSS only). */
  gzipBytes?: number | undefined;
  /** Bytes received for the request as served, compressed, response headers included. */
  transferredBytes?: number | undefined;
  contentEncoding?: string | undefined;
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

export const isJavaScript = (request: Pick<RecordedRequest, 'url' | 'mimeType'>): boolean =>
  /javascript|ecmascript/i.test(request.mimeType ?? '') || /\.m?js$/i.test(pathOf(request.url));

export const isCss = (request: Pick<RecordedRequest, 'url' | 'mimeType'>): boolean =>
  /^text\/css/i.test(request.mimeType ?? '') || /\.css$/i.test(pathOf(request.url));

export interface SizeTotals {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  transferredBytes: number;
}

const emptyTotals = (): SizeTotals => ({ files: 0, rawBytes: 0, gzipBytes: 0, transferredBytes: 0 });
const add = (totals: SizeTotals, request: RecordedRequest) => {
  totals.files += 1;
  totals.rawBytes += request.rawBytes ?? 0;
  totals.gzipBytes += request.gzipBytes ?? 0;
  totals.transferredBytes += request.transferredBytes ?? 0;
};

export interface SizeSummary {
  js: { byApp: Record<BenchApp, SizeTotals>; total: SizeTotals };
  css: { byApp: Record<BenchApp, SizeTotals>; total: SizeTotals };
}

/**
 * Sums JavaScript and CSS per app over the successful responses given, each address once. A file the
 * early hints prefetched is asked for again by its script or stylesheet, from the HTTP cache: the
 * prefetch carries the bytes received (the DevTools protocol gives no body for it), the request from
 * the cache the body; the file counts once, with both.
 */
export function summarizeSizes(requests: readonly RecordedRequest[], ports?: Ports): SizeSummary {
  const group = () => ({
    byApp: Object.fromEntries(BENCH_APPS.map((app) => [app, emptyTotals()])) as Record<BenchApp, SizeTotals>,
    total: emptyTotals(),
  });
  const summary = { js: group(), css: group() };
  const byUrl = new Map<string, RecordedRequest>();
  for (const request of requests) {
    if (request.failed || request.end === undefined || request.method === 'OPTIONS') continue;
    const seen = byUrl.get(request.url);
    byUrl.set(
      request.url,
      seen
        ? {
            ...seen,
            rawBytes: Math.max(seen.rawBytes ?? 0, request.rawBytes ?? 0),
            gzipBytes: Math.max(seen.gzipBytes ?? 0, request.gzipBytes ?? 0),
            transferredBytes: (seen.transferredBytes ?? 0) + (request.transferredBytes ?? 0),
          }
        : request,
    );
  }
  for (const request of byUrl.values()) {
    const kind = isJavaScript(request) ? summary.js : isCss(request) ? summary.css : undefined;
    if (!kind) continue;
    add(kind.byApp[appOfUrl(request.url, ports)], request);
    add(kind.total, request);
  }
  return summary;
}

export interface RouteResult {
  route: string;
  url: string;
  /** `rendered`: remote content appeared; `error`: the mount showed an error; `timeout`: neither in time. */
  outcome: 'rendered' | 'error' | 'timeout';
  detail?: string | undefined;
  /** The remote whose content was waited for. */
  remote?: string | undefined;
  /** ms from navigation start (the page's time origin) to the first remote content. */
  timeToFirstRemoteContentMs?: number | undefined;
  sizes: SizeSummary;
  chain: RequestChain<RecordedRequest>;
  /** Requests that started before the render moment, in start order (the ones measured). */
  requests: RecordedRequest[];
}

const KB = 1024;
const kb = (bytes: number) => (bytes / KB).toFixed(1);

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.slice(0, -2).map(line), rule, ...rows.slice(-2).map(line)].join('\n');
}

const sizeRow = (name: string, totals: SizeTotals) => [
  name,
  String(totals.files),
  kb(totals.rawBytes),
  kb(totals.gzipBytes),
  kb(totals.transferredBytes),
];

/** The text report of one route: the size table, the render time and the request chain. */
export function formatRouteReport(result: RouteResult): string {
  const { js, css } = result.sizes;
  const appRows = BENCH_APPS.filter((app) => app !== 'other' || js.byApp.other.files > 0).map((app) =>
    sizeRow(app, js.byApp[app]),
  );
  const rows = [...appRows, sizeRow('JS total', js.total), sizeRow('CSS total', css.total)];
  const when =
    result.outcome === 'rendered'
      ? `first remote content (${result.remote ?? 'remote'}) after ${Math.round(result.timeToFirstRemoteContentMs ?? 0)} ms`
      : result.outcome === 'error'
        ? `NOT RENDERED: the remote mount showed an error (${result.detail ?? 'no detail'}); measured up to that moment`
        : `NOT RENDERED: ${result.detail ?? 'timed out'}; measured every request up to the timeout`;
  const chainLines = result.chain.chain.map(
    (request, index) =>
      `  ${String(index + 1).padStart(2)}. ${request.label.padEnd(44)} ${Math.round(request.start)
        .toString()
        .padStart(
          5,
        )} -> ${request.end === undefined ? '  ...' : Math.round(request.end).toString().padStart(5)} ms`,
  );
  return [
    `Route ${result.route}  (first visit, empty cache): ${when}`,
    '',
    table(['app', 'JS files', 'raw KB', 'gzip KB', 'transferred KB'], rows),
    '',
    `Sequential requests before the first remote content: ${result.chain.depth} (of ${result.requests.length} requests started by then)`,
    `  ${result.chain.chain.map((request) => request.label).join(' -> ')}`,
    ...chainLines,
  ].join('\n');
}
