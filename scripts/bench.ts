/**
 * `npm run bench`: a size and request-chain report of the composed site, click to first frame, then
 * Lighthouse; a script, not a test. The size report and Lighthouse measure /, /news, an article,
 * /videos, /matches and a match centre. Click to first frame: a signed-in subscriber on /videos
 * clicks a paid video, fresh context each run, the median of five against the 1.0 s budget, written
 * into docs/benchmarks.md (scripts/lib/first-frame.ts). The size
 * report: a first visit of each (fresh context, empty cache) in headless Chromium, measured up to
 * the moment the first remote content renders: JavaScript per app (decoded, gzip -9, transferred)
 * held against the first-load budget, CSS, the time, and the longest chain of sequential requests.
 * Lighthouse: performance, mobile and desktop, the median of three runs, printed against the
 * budgets and written into docs/benchmarks.md; beside each page its floor (issue 20: the same page
 * saved after rendering as plain HTML, no script; scripts/lib/floor-html.ts), measured in the same
 * rounds, and on / and /news first paint with applied throttling.
 * `--no-lighthouse`, `--lighthouse-only` and `--first-frame-only` run some of the parts; `--pages`
 * and `--rounds` make a short check (scripts/lib/bench-args.ts).
 * It measures the site on :3000 if one is up; otherwise it builds into .deploy-bench/, serves that
 * while it runs, and stops it. Writes bench-results/size-report.json and bench-results/lighthouse/.
 * See docs/benchmarks.md for how to read the figures.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { type BenchOptions, parseBenchArgs } from './lib/bench-args.ts';
import { ensureSite, type Site } from './lib/bench-site.ts';
import { meetsBudgets } from './lib/budgets.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { ROOT } from './lib/deploy.ts';
import { FIRST_FRAME_RUNS, firstPaidVideo, measureClickToFirstFrame } from './lib/first-frame.ts';
import {
  FIRST_FRAME_MARKERS,
  type FirstFrameRun,
  formatFirstFrameBlock,
  formatFirstFrames,
  summarizeFirstFrames,
} from './lib/first-frame-report.ts';
import { measureFirstVisit } from './lib/first-visit.ts';
import {
  describeRendering,
  FLOOR_DEVICES,
  type FloorServer,
  type Floors,
  floorKey,
  makeFloors,
  startFloorServer,
} from './lib/floor-pages.ts';
import { killAllLighthouseBrowsers, runLighthouseSeries } from './lib/lighthouse.ts';
import { type LighthousePage, lighthousePages, pageFileName, selectPages } from './lib/lighthouse-pages.ts';
import {
  APPLIED_THROTTLING_PRESET,
  FIRST_PAINT_PAGES,
  floorLabel,
  formatGeneratedBlock,
  formatResults,
  LIGHTHOUSE_PRESETS,
  type LighthouseFigures,
  type LighthousePreset,
  lcpRatio,
  median,
  replaceGeneratedBlock,
  summarizeRuns,
} from './lib/lighthouse-report.ts';
import { seriesTargets } from './lib/lighthouse-series.ts';
import { SERVER_RENDER_ENV, serverRenderingOn } from './lib/server-render.ts';
import { appOfUrl, formatRouteReport, type RouteResult } from './lib/size-report.ts';
import { runSurge } from './lib/surge.ts';
import { formatSurgeBlock, formatSurgeTable, SURGE_MARKERS, surgeVerdicts } from './lib/surge-report.ts';

const REPORT_FILE = path.join(ROOT, 'bench-results', 'size-report.json');
const LIGHTHOUSE_RESULTS_DIR = path.join(ROOT, 'bench-results', 'lighthouse');
const FLOORS_DIR = path.join(ROOT, 'bench-results', 'floors');
const BENCHMARKS_DOC = path.join(ROOT, 'docs', 'benchmarks.md');
/** DESIGN.md "Budgets": the median of three. */
const LIGHTHOUSE_ROUNDS = 3;

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
    [
      'route',
      'JS raw KB',
      'JS gzip KB',
      'within budget',
      'JS transferred KB',
      'CSS raw KB',
      'first content ms',
      'chain',
    ],
    ...results.map((result) => [
      result.route,
      kb(result.sizes.js.total.rawBytes),
      kb(result.sizes.js.total.gzipBytes),
      meetsBudgets(result) ? '✓' : '✗',
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

/**
 * The size and request-chain report of the same pages as Lighthouse's, each marked against issue
 * 13's budgets (meetsBudgets); false if a route showed no remote content.
 */
async function sizeReport(site: Site, browser: Browser, pages: readonly LighthousePage[]): Promise<boolean> {
  const routes = pages.map((page) => page.path);
  // Servers just started are slow to answer at first (JIT, disk, the services' first queries); one
  // unmeasured visit of each route, in its own throwaway context, keeps that out of the first route's
  // figures. The measured visits still start with an empty browser cache.
  console.log('[bench] warm-up: one unmeasured visit of each route ...');
  for (const route of routes) await measureFirstVisit(browser, site.origin, route);
  const results: RouteResult[] = [];
  for (const route of routes) {
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
    `site: ${site.origin}, ${siteDescription(site)}; commit ${commit()}`,
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
    return false;
  }
  return true;
}

function siteDescription(site: Site): string {
  const serverRender = serverRenderingOn() ? 'on' : 'off';
  return site.startedByBench
    ? `built and served by the benchmark from ${path.relative(ROOT, site.deployDir ?? '')}/, server rendering ${serverRender} (${SERVER_RENDER_ENV}=${process.env[SERVER_RENDER_ENV] ?? ', unset: the default'})`
    : 'already running (measured as it was, not built by the benchmark)';
}

/** `chromium --version` (the Debian wrapper also prints a shell warning on stderr, left out). */
function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .replace(/\s+built on .*$/, '');
  } catch {
    return 'Chromium (version unknown)';
  }
}

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/** How a run is named in the log and in bench-results/lighthouse/. */
const runName = (label: string, preset: LighthousePreset, floor: boolean) =>
  `${floor ? floorLabel(label) : label} ${preset}`;

/**
 * Lighthouse on each page and its floor, mobile and desktop, then / and /news and their floors with
 * applied throttling, `rounds` times: prints the medians against the budgets and issue 20's
 * targets, keeps every result in bench-results/, and rewrites the generated block of
 * docs/benchmarks.md. False if a page, a floor or a preset got no measured run at all.
 */
async function lighthouseReport(
  site: Site,
  pages: readonly LighthousePage[],
  { visits, urls }: Floors,
  rounds: number,
) {
  const looks = new Map(
    pages.flatMap((page) => {
      const look = FLOOR_DEVICES.map((device) => visits.get(floorKey(page, device))).find(Boolean);
      return look ? [[page.label, look] as const] : [];
    }),
  );
  const started = Date.now();
  const targets = seriesTargets(site.origin, pages, (page, preset) => urls.get(floorKey(page, preset)));
  const series = await runLighthouseSeries(targets, rounds, (made, done, total) => {
    const { run } = made;
    const figures = run.error
      ? `${run.error}: ${run.warnings[0] ?? ''}`
      : `score ${run.score ?? 'n/a'}, LCP ${Math.round(run.lcpMs ?? Number.NaN)} ms, CLS ${run.cls?.toFixed(3) ?? 'n/a'}, TBT ${Math.round(run.tbtMs ?? Number.NaN)} ms, FCP ${Math.round(run.fcpMs ?? Number.NaN)} ms`;
    const cpu = run.benchmarkIndex === undefined ? '' : `, CPU index ${Math.round(run.benchmarkIndex)}`;
    console.log(
      `[bench] lighthouse ${done}/${total}: ${runName(made.page.label, made.preset, made.floor)} (round ${made.round}) ${figures} (${(made.ms / 1000).toFixed(0)} s${cpu})`,
    );
  });
  const elapsed = Date.now() - started;

  const summaryOf = (page: LighthousePage, preset: LighthousePreset, floor: boolean) =>
    summarizeRuns(
      floor ? floorLabel(page.label) : page.label,
      preset,
      series
        .filter((made) => made.page === page && made.preset === preset && made.floor === floor)
        .map((made) => made.run),
    );
  const measured = pages.flatMap((page) =>
    LIGHTHOUSE_PRESETS.map((preset) => ({ page, preset, summary: summaryOf(page, preset, false) })),
  );
  const figures: LighthouseFigures = {
    pages: measured.map(({ summary }) => summary),
    floors: measured.map(({ page, preset, summary }) => ({
      page: summary,
      floor: summaryOf(page, preset, true),
    })),
    firstPaint: pages
      .filter((page) => FIRST_PAINT_PAGES.includes(page.label))
      .map((page) => ({
        page: summaryOf(page, APPLIED_THROTTLING_PRESET, false),
        floor: summaryOf(page, APPLIED_THROTTLING_PRESET, true),
      })),
  };
  const results = series.flatMap((made) => (made.result ? [made.result] : []));
  const lighthouseVersion = results[0]?.lighthouseVersion ?? 'unknown';
  const benchmarkIndex = median(results.map((result) => result.environment.benchmarkIndex));
  const article = pages.find((page) => page.label === 'article');
  const notes = [
    ...(article ? [`article: \`${article.path}\`, the newest English article.`] : []),
    ...pages
      .filter((page) => page.label === 'match centre')
      .map((page) => `match centre: \`${page.path}\`, the Men's Team's latest result.`),
    ...pages.flatMap((page) => {
      const look = looks.get(page.label);
      return look?.notFound
        ? [`${page.label} renders the not-found page (404): its figures are those of the 404 page.`]
        : [];
    }),
    describeRendering(pages, visits),
    'floor: the page saved after rendering as plain HTML with its stylesheets and pictures and no script (issue 20; docs/benchmarks.md "Lighthouse: what it measures"), measured in the same rounds; mobile-devtools: Lighthouse mobile with applied throttling.',
  ];
  const context = {
    when: new Date(),
    commit: commit(),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}), ${chromiumVersion()} headless, Lighthouse ${lighthouseVersion}${benchmarkIndex === undefined ? '' : ` (its CPU benchmark index ${Math.round(benchmarkIndex)})`}`,
    site: `Site ${site.origin}, ${siteDescription(site)}; ${series.length} runs took ${minutes(elapsed)}`,
    runsPerPage: rounds,
    notes,
  };

  console.log(
    [
      '',
      `Lighthouse (performance), ${context.when.toISOString()}; commit ${context.commit}`,
      `machine: ${context.machine}`,
      `site: ${context.site}`,
      `median of ${rounds} runs per page and preset, each metric on its own; mobile = simulated throttling (Lantern)`,
      ...notes,
      '',
      formatResults(figures),
    ].join('\n'),
  );

  await rm(LIGHTHOUSE_RESULTS_DIR, { recursive: true, force: true });
  await mkdir(LIGHTHOUSE_RESULTS_DIR, { recursive: true });
  for (const made of series) {
    if (!made.result) continue;
    const name = `${pageFileName(made.page.label)}${made.floor ? '-floor' : ''}-${made.preset}-${made.round}.json`;
    await writeFile(path.join(LIGHTHOUSE_RESULTS_DIR, name), JSON.stringify(made.result));
  }
  const summaryFile = path.join(LIGHTHOUSE_RESULTS_DIR, 'summary.json');
  const pageByLabel = new Map(pages.map((page) => [page.label, page]));
  await writeFile(
    summaryFile,
    `${JSON.stringify(
      {
        ...context,
        pages: figures.pages.map((summary) => ({
          path: pageByLabel.get(summary.page)?.path,
          look: looks.get(summary.page),
          ...summary,
        })),
        floors: figures.floors.map((pair) => ({ lcpRatio: lcpRatio(pair), ...pair })),
        firstPaint: figures.firstPaint.map((pair) => ({ lcpRatio: lcpRatio(pair), ...pair })),
      },
      null,
      2,
    )}\n`,
  );
  const doc = await readFile(BENCHMARKS_DOC, 'utf8');
  await writeFile(BENCHMARKS_DOC, replaceGeneratedBlock(doc, formatGeneratedBlock(context, figures)));
  console.log(
    `\nWrote ${path.relative(ROOT, LIGHTHOUSE_RESULTS_DIR)}/ (every run's result, and summary.json), ${path.relative(ROOT, FLOORS_DIR)}/ (the floors) and the generated block of ${path.relative(ROOT, BENCHMARKS_DOC)}`,
  );

  const unmeasured = [
    ...figures.pages,
    ...[...figures.floors, ...figures.firstPaint].flatMap((pair) => [pair.floor]),
    ...figures.firstPaint.map((pair) => pair.page),
  ].filter((summary) => summary.runs.every((run) => run.error !== undefined));
  if (unmeasured.length > 0) {
    console.error(
      `[bench] Lighthouse measured nothing on ${unmeasured.map((summary) => `${summary.page} ${summary.preset}`).join(', ')}`,
    );
    return false;
  }
  return true;
}

/**
 * Click to first frame: one unmeasured run (the servers' warm-up), then FIRST_FRAME_RUNS measured,
 * each in a fresh context; prints the median against the budget and rewrites the first-frame block
 * of docs/benchmarks.md. False if no run reached a frame.
 */
async function firstFrameReport(site: Site, browser: Browser): Promise<boolean> {
  const video = await firstPaidVideo();
  console.log(
    `\n[bench] click to first frame: a subscriber on /videos clicks "${video.title}" (${video.entryId})`,
  );
  console.log('[bench]   warm-up run (not measured) ...');
  await measureClickToFirstFrame(browser, site.origin, video);
  const runs: FirstFrameRun[] = [];
  for (let n = 1; n <= FIRST_FRAME_RUNS; n++) {
    const run = await measureClickToFirstFrame(browser, site.origin, video);
    console.log(
      `[bench]   run ${n}/${FIRST_FRAME_RUNS}: ${run.ms === undefined ? run.error : `${Math.round(run.ms)} ms`}`,
    );
    runs.push(run);
  }
  const summary = summarizeFirstFrames(runs);
  const context = {
    when: new Date(),
    commit: commit(),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}), Chromium ${browser.version()} headless`,
    site: `Site ${site.origin}, ${siteDescription(site)}`,
    scenario: `A subscriber signed in on /videos clicks the card of a paid video ("${video.title}"), each run in a fresh browser context (empty cache), from the click event to the player's \`club-player:first-frame\` mark (the video's first \`playing\`), median of ${FIRST_FRAME_RUNS} after one unmeasured run.`,
  };
  console.log(
    `\nClick to first frame, ${context.when.toISOString()}; commit ${context.commit}\n${formatFirstFrames(summary)}`,
  );
  const doc = await readFile(BENCHMARKS_DOC, 'utf8');
  await writeFile(
    BENCHMARKS_DOC,
    replaceGeneratedBlock(doc, formatFirstFrameBlock(context, summary), FIRST_FRAME_MARKERS),
  );
  console.log(`Wrote the first-frame block of ${path.relative(ROOT, BENCHMARKS_DOC)}`);
  return summary.medianMs !== undefined;
}

/**
 * The services' kick-off surge (scripts/lib/surge.ts) on 1 and 2 processes over PostgreSQL; prints
 * the table and rewrites the surge block of docs/benchmarks.md. False if a run had errors.
 */
async function surgeReport(): Promise<boolean> {
  console.log('\n[bench] the kick-off surge: the services on PostgreSQL, 1 then 2 processes');
  const figures = await runSurge();
  const context = {
    when: new Date(),
    commit: commit(),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, PostgreSQL from Debian on the same machine, autocannon in the bench's own process`,
    load: `Load average when it ended: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} (1, 5, 15 min). ${process.env.CLUB_BENCH_LOAD_NOTE ?? ''}`.trim(),
  };
  console.log(`\n${formatSurgeTable(figures)}`);
  const doc = await readFile(BENCHMARKS_DOC, 'utf8');
  await writeFile(
    BENCHMARKS_DOC,
    replaceGeneratedBlock(doc, formatSurgeBlock(context, figures), SURGE_MARKERS),
  );
  console.log(`Wrote the surge block of ${path.relative(ROOT, BENCHMARKS_DOC)}`);
  const verdicts = surgeVerdicts(figures);
  console.log(
    `[bench] targets: session checks ${verdicts.sessionChecks ? 'met' : 'missed'}, kick-off mix ${verdicts.kickOffMix ? 'met' : 'missed'}, sign-in scaling ${verdicts.signInRatio.toFixed(2)} (${verdicts.signInScaling ? 'met' : 'missed'})`,
  );
  return figures.every((f) => f.requests > 0);
}

let parts: BenchOptions;
try {
  parts = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

let site: Site | undefined;
let browser: Browser | undefined;
let floorServer: FloorServer | undefined;
let stopping = false;
async function cleanUp() {
  if (stopping) return;
  stopping = true;
  killAllLighthouseBrowsers();
  await browser?.close().catch(() => {});
  await floorServer?.close();
  await site?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n[bench] ${signal}: stopping ...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Measures the site (the size report, click to first frame, Lighthouse); false on a failure. */
async function measureSite(): Promise<boolean> {
  let ok = true;
  try {
    site = await ensureSite();
    if (!site.startedByBench && process.env[SERVER_RENDER_ENV] !== undefined)
      console.warn(
        `[bench] ${SERVER_RENDER_ENV}=${process.env[SERVER_RENDER_ENV]} is set, but the site was already running: it is measured as it was started`,
      );
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const allPages = parts.sizeReport || parts.lighthouse ? await lighthousePages(site.origin) : [];
    const pages = parts.pages ? selectPages(allPages, parts.pages) : allPages;
    if (parts.sizeReport && !(await sizeReport(site, browser, pages))) ok = false;
    if (parts.firstFrame && !(await firstFrameReport(site, browser))) ok = false;
    if (parts.lighthouse) {
      // The floors' visits are also the warm-up the size report has, for the pages it does not visit, and
      // a look at what each page is: a remote without a page for the path yet shows the 404, which scores
      // well and means nothing.
      console.log(
        `\n[bench] Lighthouse: each page's floor, from a first visit on Lighthouse's mobile and desktop screens (also the servers' warm-up) ...`,
      );
      floorServer = await startFloorServer(site.origin);
      const floors = await makeFloors(browser, site.origin, pages, floorServer, FLOORS_DIR);
      // A second browser idling next to Lighthouse's would take CPU from a 2-core machine's runs.
      await browser.close();
      browser = undefined;
      if (!(await lighthouseReport(site, pages, floors, parts.rounds ?? LIGHTHOUSE_ROUNDS))) ok = false;
    }
  } catch (error) {
    console.error(
      `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    ok = false;
  } finally {
    await cleanUp();
  }
  return ok;
}

let exitCode = 0;
if ((parts.sizeReport || parts.firstFrame || parts.lighthouse) && !(await measureSite())) exitCode = 1;
// Last, with the site stopped: the surge wants both cores to itself.
if (parts.surge) {
  try {
    if (!(await surgeReport())) exitCode = 1;
  } catch (error) {
    console.error(
      `[bench] the surge failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    exitCode = 1;
  }
}
process.exit(exitCode);
