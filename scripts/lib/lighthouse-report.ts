/**
 * The benchmark's Lighthouse figures: what one run reports (read from Lighthouse's result), the
 * median of a page's runs, the tables flagged against the budgets and against each page's floor,
 * and the generated block of docs/benchmarks.md. Pure functions; running Lighthouse is in
 * lighthouse.ts, the floor in floor-html.ts and floor-pages.ts.
 */

import { generatedBlockHeading, markdownTable } from './markdown-table.ts';

/** The presets every page and its floor run with. */
export const LIGHTHOUSE_PRESETS = ['mobile', 'desktop'] as const;
/**
 * Lighthouse mobile with applied throttling (`throttlingMethod: 'devtools'`): the network and the
 * CPU are slowed while the page loads, so first paint is measured rather than estimated (Lantern).
 * Run on FIRST_PAINT_PAGES only.
 */
export const APPLIED_THROTTLING_PRESET = 'mobile-devtools';
export type LighthousePreset = (typeof LIGHTHOUSE_PRESETS)[number] | typeof APPLIED_THROTTLING_PRESET;

/** DESIGN.md "Budgets". The score and LCP budgets are for the mobile simulation; CLS has no preset. */
export const LIGHTHOUSE_TARGETS = {
  mobileScore: 90,
  mobileScoreAim: 95,
  mobileLcpMs: 2500,
  cls: 0.05,
} as const;

/**
 * Issue 20 (server rendering), on the same pages, Lighthouse mobile, median of three: a score of at
 * least 98, an LCP at most 1.1 times the floor's (the same page saved after rendering as plain HTML
 * with its CSS and pictures and no script, measured the same way in the same run), CLS at most
 * 0.01; with applied throttling, a first paint (FCP) of at most 1.5 s on FIRST_PAINT_PAGES.
 */
export const SERVER_RENDER_TARGETS = {
  mobileScore: 98,
  lcpRatio: 1.1,
  cls: 0.01,
  appliedFcpMs: 1500,
} as const;

/** Issue 20: the pages (their labels) whose first paint is measured with applied throttling. */
export const FIRST_PAINT_PAGES: readonly string[] = ['/', '/news'];

/** How the tables name a page's floor. */
export const floorLabel = (page: string): string => `${page} floor`;

/** What one Lighthouse run reports. A metric is undefined when Lighthouse could not compute it. */
export interface LighthouseRun {
  /** The performance category score, 0-100. */
  score?: number | undefined;
  lcpMs?: number | undefined;
  cls?: number | undefined;
  tbtMs?: number | undefined;
  fcpMs?: number | undefined;
  /** The LCP element as the largest-contentful-paint-element audit names it. */
  lcpElement?: string | undefined;
  /** Lighthouse's runtime error code (NO_FCP, PAGE_HUNG ...): the run measured nothing. */
  error?: string | undefined;
  warnings: string[];
  /** Lighthouse's measure of how fast the machine was during the run (higher is faster). */
  benchmarkIndex?: number | undefined;
}

/** The part of Lighthouse's result (LH.Result) these figures are read from. */
export interface LighthouseResultLike {
  runtimeError?: { code: string; message?: string } | undefined;
  runWarnings?: readonly string[] | undefined;
  environment?: { benchmarkIndex?: number | undefined } | undefined;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number | undefined; details?: unknown } | undefined>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * The element in the largest-contentful-paint-element audit's details: a table of one node, inside
 * a list next to the LCP phases table (Lighthouse 12), or the table alone (older results).
 */
export function lcpElementOf(details: unknown): string | undefined {
  if (!isRecord(details)) return undefined;
  const tables = details.type === 'list' && Array.isArray(details.items) ? details.items : [details];
  for (const table of tables) {
    if (!isRecord(table) || table.type !== 'table' || !Array.isArray(table.items)) continue;
    for (const item of table.items) {
      const node = isRecord(item) ? item.node : undefined;
      if (!isRecord(node) || node.type !== 'node') continue;
      const selector = typeof node.selector === 'string' ? oneLine(node.selector, 100) : '';
      const label = typeof node.nodeLabel === 'string' ? oneLine(node.nodeLabel, 80) : '';
      if (!selector && !label) continue;
      return selector && label ? `${selector} "${label}"` : selector || `"${label}"`;
    }
  }
  return undefined;
}

/** One run's figures from Lighthouse's result. */
export function runFromResult(result: LighthouseResultLike): LighthouseRun {
  const warnings = [...(result.runWarnings ?? [])];
  const benchmarkIndex = result.environment?.benchmarkIndex;
  if (result.runtimeError) {
    const message = result.runtimeError.message;
    return {
      error: result.runtimeError.code,
      warnings: message ? [message, ...warnings] : warnings,
      benchmarkIndex,
    };
  }
  const metric = (id: string) => {
    const value = result.audits[id]?.numericValue;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  const score = result.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : undefined,
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    lcpElement: lcpElementOf(result.audits['largest-contentful-paint-element']?.details),
    warnings,
    benchmarkIndex,
  };
}

/** The median; with an even count, the mean of the middle two. Undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

const METRICS = ['score', 'lcpMs', 'cls', 'tbtMs', 'fcpMs'] as const;
type Metric = (typeof METRICS)[number];

/** A page and preset's runs, summed up: the median of each metric, taken separately. */
export interface LighthouseSummary extends Pick<LighthouseRun, Metric> {
  page: string;
  preset: LighthousePreset;
  runs: LighthouseRun[];
  /** The LCP element of the run whose LCP is nearest the median, the one the LCP figure describes. */
  lcpElement?: string | undefined;
  /** Every LCP element the runs named, most frequent first, when they did not agree. */
  otherLcpElements: string[];
}

export function summarizeRuns(
  page: string,
  preset: LighthousePreset,
  runs: LighthouseRun[],
): LighthouseSummary {
  const measured = runs.filter((run) => run.error === undefined);
  const medianOf = (metric: Metric) =>
    median(measured.flatMap((run) => (run[metric] === undefined ? [] : [run[metric] as number])));
  const summary: LighthouseSummary = {
    page,
    preset,
    runs,
    score: medianOf('score'),
    lcpMs: medianOf('lcpMs'),
    cls: medianOf('cls'),
    tbtMs: medianOf('tbtMs'),
    fcpMs: medianOf('fcpMs'),
    otherLcpElements: [],
  };
  const lcp = summary.lcpMs;
  const withElement = measured.filter((run) => run.lcpElement !== undefined);
  const nearest =
    lcp === undefined
      ? withElement[0]
      : [...withElement].sort(
          (a, b) => Math.abs((a.lcpMs ?? Infinity) - lcp) - Math.abs((b.lcpMs ?? Infinity) - lcp),
        )[0];
  summary.lcpElement = nearest?.lcpElement;
  const counts = new Map<string, number>();
  for (const run of withElement)
    counts.set(run.lcpElement as string, (counts.get(run.lcpElement as string) ?? 0) + 1);
  summary.otherLcpElements = [...counts.entries()]
    .filter(([element]) => element !== summary.lcpElement)
    .sort((a, b) => b[1] - a[1])
    .map(([element]) => element);
  return summary;
}

/** The budgets a summary misses, in words ("score 85 < 90"). */
export function missedTargets(summary: LighthouseSummary): string[] {
  const missed: string[] = [];
  const mobile = summary.preset === 'mobile';
  if (mobile && summary.score !== undefined && summary.score < LIGHTHOUSE_TARGETS.mobileScore)
    missed.push(`score ${formatScore(summary.score)} < ${LIGHTHOUSE_TARGETS.mobileScore}`);
  if (mobile && summary.lcpMs !== undefined && summary.lcpMs > LIGHTHOUSE_TARGETS.mobileLcpMs)
    missed.push(`LCP ${formatMs(summary.lcpMs)} ms > ${LIGHTHOUSE_TARGETS.mobileLcpMs} ms`);
  if (summary.cls !== undefined && summary.cls > LIGHTHOUSE_TARGETS.cls)
    missed.push(`CLS ${formatCls(summary.cls)} > ${LIGHTHOUSE_TARGETS.cls}`);
  const errors = summary.runs.flatMap((run) => (run.error === undefined ? [] : [run.error]));
  if (errors.length > 0)
    missed.push(`${errors.length} of ${summary.runs.length} runs failed (${errors.join(', ')})`);
  return missed;
}

// A median of two scores may end in .5; the figure stays as computed rather than rounded to pass.
const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));
const formatMs = (ms: number) => String(Math.round(ms));
const formatCls = (cls: number) => cls.toFixed(3);

const PASS = '✓';
const MISS = '✗';
const mark = (passes: boolean) => (passes ? PASS : MISS);

/** The table of medians, one row per page and preset, as Markdown that also reads in a terminal. */
export function formatLighthouseTable(summaries: readonly LighthouseSummary[]): string {
  const na = 'n/a';
  const rows = [
    ['page', 'preset', 'score', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms', 'runs'],
    ...summaries.map((summary) => {
      const mobile = summary.preset === 'mobile';
      const { score, lcpMs, cls, tbtMs, fcpMs } = summary;
      const measured = summary.runs.filter((run) => run.error === undefined).length;
      return [
        summary.page,
        summary.preset,
        score === undefined
          ? na
          : mobile
            ? `${formatScore(score)} ${mark(score >= LIGHTHOUSE_TARGETS.mobileScore)}`
            : formatScore(score),
        lcpMs === undefined
          ? na
          : mobile
            ? `${formatMs(lcpMs)} ${mark(lcpMs <= LIGHTHOUSE_TARGETS.mobileLcpMs)}`
            : formatMs(lcpMs),
        cls === undefined ? na : `${formatCls(cls)} ${mark(cls <= LIGHTHOUSE_TARGETS.cls)}`,
        tbtMs === undefined ? na : formatMs(tbtMs),
        fcpMs === undefined ? na : formatMs(fcpMs),
        `${measured}/${summary.runs.length}`,
      ];
    }),
  ];
  return markdownTable(rows, 2);
}

/** The legend and the verdict under the table: what missed a budget, what met it below the aim. */
export function formatVerdict(summaries: readonly LighthouseSummary[]): string {
  const lines = [
    `${PASS} meets the budget, ${MISS} misses it (DESIGN.md "Budgets"): mobile score at least ${LIGHTHOUSE_TARGETS.mobileScore} (the aim is ${LIGHTHOUSE_TARGETS.mobileScoreAim}), mobile LCP at most ${LIGHTHOUSE_TARGETS.mobileLcpMs} ms, CLS at most ${LIGHTHOUSE_TARGETS.cls}. Desktop score and LCP have no budget.`,
  ];
  const missed = summaries.flatMap((summary) => {
    const misses = missedTargets(summary);
    return misses.length ? [`${summary.page} ${summary.preset}: ${misses.join(', ')}`] : [];
  });
  lines.push(
    missed.length ? `Missed:\n\n${missed.map((line) => `- ${line}`).join('\n')}` : 'Every budget met.',
  );
  const belowAim = summaries.filter(
    (summary) =>
      summary.preset === 'mobile' &&
      summary.score !== undefined &&
      summary.score >= LIGHTHOUSE_TARGETS.mobileScore &&
      summary.score < LIGHTHOUSE_TARGETS.mobileScoreAim,
  );
  if (belowAim.length)
    lines.push(
      `Within the budget but below the aim of ${LIGHTHOUSE_TARGETS.mobileScoreAim}: ${belowAim.map((summary) => `${summary.page} (${formatScore(summary.score as number)})`).join(', ')}.`,
    );
  return lines.join('\n\n');
}

/**
 * Each LCP element with the pages and presets that reported it (the same overlay on every page
 * should read as one line, not ten), and the elements other runs named where the runs disagreed.
 */
export function formatLcpElements(summaries: readonly LighthouseSummary[]): string {
  const byElement = new Map<string, string[]>();
  for (const summary of summaries) {
    const element = summary.lcpElement === undefined ? 'not reported' : `\`${summary.lcpElement}\``;
    const others = summary.otherLcpElements.length
      ? ` (other runs: ${summary.otherLcpElements.map((other) => `\`${other}\``).join(', ')})`
      : '';
    byElement.set(element, [...(byElement.get(element) ?? []), `${summary.page} ${summary.preset}${others}`]);
  }
  return [...byElement.entries()].map(([element, rows]) => `- ${element}: ${rows.join(', ')}`).join('\n');
}

/** A page's summary and its floor's, with the same preset, from the same rounds. */
export interface FloorPair {
  page: LighthouseSummary;
  floor: LighthouseSummary;
}

/** The page's median LCP over its floor's; undefined if either is missing. */
export function lcpRatio(pair: FloorPair): number | undefined {
  const { lcpMs } = pair.page;
  const floorLcpMs = pair.floor.lcpMs;
  return lcpMs === undefined || floorLcpMs === undefined || floorLcpMs <= 0 ? undefined : lcpMs / floorLcpMs;
}

const formatRatio = (ratio: number) => ratio.toFixed(2);
const measuredOf = (summary: LighthouseSummary) =>
  `${summary.runs.filter((run) => run.error === undefined).length}/${summary.runs.length}`;

/** Failed runs of a summary, in words, or nothing. */
const failures = (summary: LighthouseSummary, what: string): string[] => {
  const errors = summary.runs.flatMap((run) => (run.error === undefined ? [] : [run.error]));
  if (summary.runs.length === 0) return [`${what}: no run`];
  return errors.length > 0
    ? [`${errors.length} of ${summary.runs.length} ${what} runs failed (${errors.join(', ')})`]
    : [];
};

/**
 * Issue 20's targets a mobile page misses beside its floor ("score 96 < 98", "LCP 1.25 times the
 * floor's > 1.1"), and a floor that measured nothing; none for desktop, which has no target.
 */
export function missedFloorTargets(pair: FloorPair): string[] {
  if (pair.page.preset !== 'mobile') return [];
  const { score, cls } = pair.page;
  const ratio = lcpRatio(pair);
  const missed: string[] = [];
  if (score !== undefined && score < SERVER_RENDER_TARGETS.mobileScore)
    missed.push(`score ${formatScore(score)} < ${SERVER_RENDER_TARGETS.mobileScore}`);
  if (ratio !== undefined && ratio > SERVER_RENDER_TARGETS.lcpRatio)
    missed.push(`LCP ${formatRatio(ratio)} times the floor's > ${SERVER_RENDER_TARGETS.lcpRatio}`);
  if (cls !== undefined && cls > SERVER_RENDER_TARGETS.cls)
    missed.push(`CLS ${formatCls(cls)} > ${SERVER_RENDER_TARGETS.cls}`);
  if (ratio === undefined) missed.push('no LCP ratio (the page or its floor has no LCP)');
  missed.push(...failures(pair.floor, 'floor'));
  return missed;
}

/** What a table shows for a figure Lighthouse did not measure. */
const NOT_MEASURED = 'n/a';
/** A figure as `format` writes it, or NOT_MEASURED. */
const figure = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? NOT_MEASURED : format(value);

/**
 * Each page beside its floor, one row per page and preset: the page's figure, then the floor's;
 * the mobile rows flagged against issue 20's targets (score, LCP over the floor's, CLS).
 */
export function formatFloorTable(pairs: readonly FloorPair[]): string {
  const rows = [
    [
      'page',
      'preset',
      'score',
      'floor score',
      'LCP ms',
      'floor LCP ms',
      'LCP / floor',
      'CLS',
      'floor CLS',
      'FCP ms',
      'floor FCP ms',
      'TBT ms',
      'floor TBT ms',
      'runs',
    ],
    ...pairs.map((pair) => {
      const { page, floor } = pair;
      const held = page.preset === 'mobile';
      const marked = (text: string, passes: boolean) => (held ? `${text} ${mark(passes)}` : text);
      const ratio = lcpRatio(pair);
      return [
        page.page,
        page.preset,
        figure(page.score, (score) => marked(formatScore(score), score >= SERVER_RENDER_TARGETS.mobileScore)),
        figure(floor.score, formatScore),
        figure(page.lcpMs, formatMs),
        figure(floor.lcpMs, formatMs),
        figure(ratio, (value) => marked(formatRatio(value), value <= SERVER_RENDER_TARGETS.lcpRatio)),
        figure(page.cls, (cls) => marked(formatCls(cls), cls <= SERVER_RENDER_TARGETS.cls)),
        figure(floor.cls, formatCls),
        figure(page.fcpMs, formatMs),
        figure(floor.fcpMs, formatMs),
        figure(page.tbtMs, formatMs),
        figure(floor.tbtMs, formatMs),
        `${measuredOf(page)}, ${measuredOf(floor)}`,
      ];
    }),
  ];
  return markdownTable(rows, 2);
}

/** The legend and the verdict under the floor table. */
export function formatFloorVerdict(pairs: readonly FloorPair[]): string {
  const { mobileScore, lcpRatio: ratio, cls } = SERVER_RENDER_TARGETS;
  const legend = `${PASS} meets issue 20's target, ${MISS} misses it: mobile score at least ${mobileScore}, mobile LCP at most ${ratio} times the floor's, mobile CLS at most ${cls}. Desktop is shown for comparison. runs: the page's measured runs, then the floor's.`;
  const missed = pairs.flatMap((pair) => {
    const misses = missedFloorTargets(pair);
    return misses.length ? [`${pair.page.page} ${pair.page.preset}: ${misses.join(', ')}`] : [];
  });
  return [
    legend,
    missed.length
      ? `Missed (issue 20):\n\n${missed.map((line) => `- ${line}`).join('\n')}`
      : 'Every issue-20 target met.',
  ].join('\n\n');
}

/** The applied-throttling first paint a page misses (issue 20), and failed runs of its floor. */
export function missedFirstPaint(pair: FloorPair): string[] {
  const { fcpMs } = pair.page;
  const missed: string[] = [];
  if (fcpMs === undefined) missed.push('no FCP');
  else if (fcpMs > SERVER_RENDER_TARGETS.appliedFcpMs)
    missed.push(`FCP ${formatMs(fcpMs)} ms > ${SERVER_RENDER_TARGETS.appliedFcpMs} ms`);
  missed.push(...failures(pair.page, 'page'), ...failures(pair.floor, 'floor'));
  return missed;
}

/** First paint with applied throttling: FCP and LCP of each page beside its floor's, FCP flagged. */
export function formatFirstPaintTable(pairs: readonly FloorPair[]): string {
  const rows = [
    [
      'page',
      'FCP ms',
      'floor FCP ms',
      'LCP ms',
      'floor LCP ms',
      'LCP / floor',
      'score',
      'floor score',
      'runs',
    ],
    ...pairs.map((pair) => {
      const { page, floor } = pair;
      return [
        page.page,
        figure(page.fcpMs, (fcp) => `${formatMs(fcp)} ${mark(fcp <= SERVER_RENDER_TARGETS.appliedFcpMs)}`),
        figure(floor.fcpMs, formatMs),
        figure(page.lcpMs, formatMs),
        figure(floor.lcpMs, formatMs),
        figure(lcpRatio(pair), formatRatio),
        figure(page.score, formatScore),
        figure(floor.score, formatScore),
        `${measuredOf(page)}, ${measuredOf(floor)}`,
      ];
    }),
  ];
  return markdownTable(rows, 1);
}

/** The legend and the verdict under the first-paint table. */
export function formatFirstPaintVerdict(pairs: readonly FloorPair[]): string {
  const legend = `Lighthouse mobile with applied throttling (\`throttlingMethod: 'devtools'\`: Lighthouse's slow 4G and a 4 times slower CPU, applied while the page loads). ${PASS} meets issue 20's target, ${MISS} misses it: FCP at most ${SERVER_RENDER_TARGETS.appliedFcpMs} ms.`;
  const missed = pairs.flatMap((pair) => {
    const misses = missedFirstPaint(pair);
    return misses.length ? [`${pair.page.page}: ${misses.join(', ')}`] : [];
  });
  return [
    legend,
    missed.length
      ? `Missed (issue 20):\n\n${missed.map((line) => `- ${line}`).join('\n')}`
      : 'First paint within the target on every page.',
  ].join('\n\n');
}

export const GENERATED_START = '<!-- lighthouse:start -->';
export const GENERATED_END = '<!-- lighthouse:end -->';

/**
 * The document with the text between the two markers replaced by `block`, everything else as it
 * was. A document without the markers gets them, with the block, at its end. The markers are
 * Lighthouse's unless others are given (the first-frame block has its own).
 */
export function replaceGeneratedBlock(
  document: string,
  block: string,
  { start: startMarker, end: endMarker }: { start: string; end: string } = {
    start: GENERATED_START,
    end: GENERATED_END,
  },
): string {
  const start = document.indexOf(startMarker);
  const end = document.indexOf(endMarker);
  const generated = `${startMarker}\n${block.trim()}\n${endMarker}`;
  if (start === -1 && end === -1) return `${document.trimEnd()}\n\n${generated}\n`;
  if (start === -1 || end === -1 || end < start)
    throw new Error(`expected ${startMarker} before ${endMarker}, once each`);
  if (document.indexOf(startMarker, start + 1) !== -1 || document.indexOf(endMarker, end + 1) !== -1)
    throw new Error(`expected ${startMarker} and ${endMarker} once each`);
  return document.slice(0, start) + generated + document.slice(end + endMarker.length);
}

/** Where and how a set of runs was made, for the generated block's heading lines. */
export interface LighthouseRunContext {
  when: Date;
  commit: string;
  /** One line: cores, CPU, Chromium and Lighthouse versions. */
  machine: string;
  /** One line: which site was measured and how it was served. */
  site: string;
  runsPerPage: number;
  /** Lines a reader needs to read the table: the article's address, a page that rendered a 404. */
  notes: readonly string[];
}

/** Every summary of a bench's Lighthouse runs. */
export interface LighthouseFigures {
  /** Each page with each of LIGHTHOUSE_PRESETS, held to the budgets. */
  pages: readonly LighthouseSummary[];
  /** Each page beside its floor, with each of LIGHTHOUSE_PRESETS. */
  floors: readonly FloorPair[];
  /** FIRST_PAINT_PAGES beside their floors with APPLIED_THROTTLING_PRESET. */
  firstPaint: readonly FloorPair[];
}

/**
 * The budget table and verdict, the floor table and verdict, the first-paint table and verdict,
 * and the LCP elements of every page and floor, as both the console and the doc show them.
 */
export function formatResults(figures: LighthouseFigures, { markdown = false } = {}): string {
  const lines = [formatLighthouseTable(figures.pages), '', formatVerdict(figures.pages)];
  if (figures.floors.length > 0)
    lines.push(
      '',
      markdown ? '#### Each page beside its floor (issue 20)' : 'Each page beside its floor (issue 20)',
      '',
      formatFloorTable(figures.floors),
      '',
      formatFloorVerdict(figures.floors),
    );
  if (figures.firstPaint.length > 0)
    lines.push(
      '',
      markdown
        ? '#### First paint with applied throttling (issue 20)'
        : 'First paint with applied throttling (issue 20)',
      '',
      formatFirstPaintTable(figures.firstPaint),
      '',
      formatFirstPaintVerdict(figures.firstPaint),
    );
  // A page's summary is in `pages` and in its floor pair: each listed once.
  const all = new Set([
    ...figures.pages,
    ...[...figures.floors, ...figures.firstPaint].flatMap((pair) => [pair.page, pair.floor]),
  ]);
  lines.push(
    '',
    'LCP element (of the run whose LCP is nearest the median):',
    // In Markdown the list needs a blank line before it.
    ...(markdown ? [''] : []),
    formatLcpElements([...all]),
  );
  return lines.join('\n');
}

/** The generated block of docs/benchmarks.md, without its markers. */
export function formatGeneratedBlock(context: LighthouseRunContext, figures: LighthouseFigures): string {
  return [
    ...generatedBlockHeading('lighthouse', context.when, context.commit),
    '',
    `${context.machine}. ${context.site}. Median of ${context.runsPerPage} runs per page and preset, each metric on its own.`,
    ...context.notes.map((note) => `\n${note}`),
    '',
    formatResults(figures, { markdown: true }),
  ].join('\n');
}
