/**
 * `npm run bench`: a size and request-chain report of the composed site, a script, not a test.
 * For /, /news and /videos it makes a first visit (fresh context, empty cache) in headless Chromium
 * and measures, up to the moment the first remote content renders: JavaScript per app (decoded,
 * gzip -9, transferred), CSS, the time, and the longest chain of sequential requests.
 * It measures the site on :3000 if one is up; otherwise it builds into .deploy-bench/, serves that
 * while it runs, and stops it. Prints the tables and writes bench-results/size-report.json.
 * See docs/benchmarks.md for how to read the figures.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { ensureSite, type Site } from './lib/bench-site.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { ROOT } from './lib/deploy.ts';
import { measureFirstVisit } from './lib/first-visit.ts';
import { appOfUrl, formatRouteReport, type RouteResult } from './lib/size-report.ts';

const ROUTES = ['/', '/news', '/videos'] as const;
const REPORT_FILE = path.join(ROOT, 'bench-results', 'size-report.json');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const round = (ms: number | undefined) => (ms === undefined ? undefined : Math.round(ms * 10) / 10);

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

function routeJson(result: RouteResult) {
  const depthOf = new Map(result.chain.levels.map((level) => [level.request, level.depth]));
  return {
    route: result.route,
    url: result.url,
    outcome: result.outcome,
    detail: result.detail,
    remote: result.remote,
    timeToFirstRemoteContentMs: round(result.timeToFirstRemoteContentMs),
    js: result.sizes.js,
    css: result.sizes.css,
    sequentialRequests: {
      depth: result.chain.depth,
      chain: result.chain.chain.map((request) => request.label).join(' -> '),
      requests: result.chain.chain.map((request) => ({
        label: request.label,
        url: request.url,
        startMs: round(request.start),
        endMs: round(request.end),
      })),
    },
    requests: result.requests.map((request) => ({
      label: request.label,
      url: request.url,
      method: request.method,
      resourceType: request.resourceType,
      mimeType: request.mimeType,
      status: request.status,
      app: appOfUrl(request.url),
      startMs: round(request.start),
      endMs: round(request.end),
      depth: depthOf.get(request),
      rawBytes: request.rawBytes,
      gzipBytes: request.gzipBytes,
      transferredBytes: request.transferredBytes,
      contentEncoding: request.contentEncoding,
      failed: request.failed,
    })),
  };
}

function summaryTable(results: RouteResult[]): string {
  const rows = [
    ['route', 'JS raw KB', 'JS gzip KB', 'JS transferred KB', 'CSS raw KB', 'first content ms', 'chain'],
    ...results.map((result) => [
      result.route,
      kb(result.sizes.js.total.rawBytes),
      kb(result.sizes.js.total.gzipBytes),
      kb(result.sizes.js.total.transferredBytes),
      kb(result.sizes.css.total.rawBytes),
      result.outcome === 'rendered'
        ? String(Math.round(result.timeToFirstRemoteContentMs ?? 0))
        : result.outcome,
      String(result.chain.depth),
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

let site: Site | undefined;
let browser: Browser | undefined;
let stopping = false;
async function cleanUp() {
  if (stopping) return;
  stopping = true;
  await browser?.close().catch(() => {});
  await site?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n[bench] ${signal}: stopping ...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  site = await ensureSite();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  // Servers just started are slow to answer at first (JIT, disk, the services' first queries); one
  // unmeasured visit of each route, in its own throwaway context, keeps that out of the first route's
  // figures. The measured visits still start with an empty browser cache.
  console.log('[bench] warm-up: one unmeasured visit of each route ...');
  for (const route of ROUTES) await measureFirstVisit(browser, site.origin, route);
  const results: RouteResult[] = [];
  for (const route of ROUTES) {
    console.log(`[bench] first visit of ${route} ...`);
    results.push(await measureFirstVisit(browser, site.origin, route));
  }

  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: browser.version(),
  };
  const when = new Date();
  const header = [
    '',
    `Size and request-chain report, ${when.toISOString()}`,
    `site: ${site.origin}, ${site.startedByBench ? `built and served by the benchmark from ${path.relative(ROOT, site.deployDir ?? '')}/` : 'already running (measured as it was, not built by the benchmark)'}; commit ${commit()}`,
    `machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, Chromium ${machine.chromium}, headless`,
    'KB = 1024 bytes. raw = decoded body; gzip = gzip -9 of the body; transferred = bytes received as served (br/gzip, headers included).',
    'Only requests that started before the first remote content rendered are counted; each route was visited once, unmeasured, before (server warm-up).',
  ];
  console.log(header.join('\n'));
  for (const result of results) console.log(`\n${formatRouteReport(result)}`);
  console.log(`\nSummary\n${summaryTable(results)}`);

  await mkdir(path.dirname(REPORT_FILE), { recursive: true });
  const report = {
    generatedAt: when.toISOString(),
    commit: commit(),
    machine,
    site: {
      origin: site.origin,
      startedByBench: site.startedByBench,
      deployDir: site.deployDir ? path.relative(ROOT, site.deployDir) : undefined,
    },
    units: {
      bytes: 'exact bytes',
      rawBytes: 'decoded response body',
      gzipBytes: 'gzip level 9 of the decoded body (node:zlib), for comparison from run to run',
      transferredBytes: 'bytes received as served (Content-Encoding br or gzip), response headers included',
      ms: 'ms since the document request started (timeToFirstRemoteContentMs: since navigation start)',
    },
    routes: results.map(routeJson),
  };
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, REPORT_FILE)}`);

  const failed = results.filter((result) => result.outcome !== 'rendered');
  if (failed.length > 0) {
    console.error(
      `[bench] no remote content on ${failed.map((result) => `${result.route} (${result.outcome})`).join(', ')}: those figures are not comparable`,
    );
    exitCode = 1;
  }
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
