/**
 * The benchmark's click-to-first-frame figures (issue 12 item 10, DESIGN.md "Budgets": click to
 * first video frame at most 1.0 s on the local site): one run's time from the supporter's click to
 * the player's first-frame mark, the median of the runs against the budget, and the generated block
 * of docs/benchmarks.md. Pure functions; driving the browser is in first-frame.ts.
 */
import { median } from './lighthouse-report.ts';
import { generatedBlockHeading, markdownTable } from './markdown-table.ts';

/** DESIGN.md "Budgets": click to first video frame at most 1.0 s on the local site. */
export const FIRST_FRAME_BUDGET_MS = 1000;

/** The markers of the generated block in docs/benchmarks.md. */
export const FIRST_FRAME_MARKERS = {
  start: '<!-- first-frame:start -->',
  end: '<!-- first-frame:end -->',
} as const;

/** A request the click caused, in ms after the click. */
export interface FrameRequest {
  label: string;
  start: number;
  end: number;
}

/** One measured click: the time to the first frame, or why there was none. */
export interface FirstFrameRun {
  ms?: number | undefined;
  error?: string | undefined;
  /** What the page fetched between the click and the first frame, in order of start. */
  requests: FrameRequest[];
}

export interface FirstFrameSummary {
  runs: FirstFrameRun[];
  medianMs?: number | undefined;
  minMs?: number | undefined;
  maxMs?: number | undefined;
  /** The run whose time is nearest the median, the one whose requests explain the figure. */
  typical?: FirstFrameRun | undefined;
  withinBudget?: boolean | undefined;
}

/**
 * Milliseconds from the click to the first frame, both on the page's own clock (the click event's
 * timeStamp and the first-frame mark's startTime); undefined unless the frame came after the click.
 */
export function clickToFirstFrameMs(clickTimeStamp: number, frameMarkTime: number): number | undefined {
  if (!Number.isFinite(clickTimeStamp) || !Number.isFinite(frameMarkTime)) return undefined;
  const ms = frameMarkTime - clickTimeStamp;
  return ms >= 0 ? ms : undefined;
}

export function summarizeFirstFrames(runs: FirstFrameRun[]): FirstFrameSummary {
  const times = runs.flatMap((run) => (run.ms === undefined ? [] : [run.ms]));
  const medianMs = median(times);
  if (medianMs === undefined) return { runs };
  const typical = [...runs]
    .filter((run) => run.ms !== undefined)
    .sort((a, b) => Math.abs((a.ms as number) - medianMs) - Math.abs((b.ms as number) - medianMs))[0];
  return {
    runs,
    medianMs,
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    typical,
    withinBudget: medianMs <= FIRST_FRAME_BUDGET_MS,
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The requests as a Markdown table padded the way biome formats one (so the doc passes `npm run lint`). */
export function requestTable(requests: readonly FrameRequest[]): string {
  const rows = [
    ['request', 'start', 'end'],
    ...requests.map((request) => [
      request.label,
      String(Math.round(request.start)),
      String(Math.round(request.end)),
    ]),
  ];
  return markdownTable(rows, 1);
}

/** The figures in words and a request table, for the console and the doc alike. */
export function formatFirstFrames(summary: FirstFrameSummary): string {
  const measured = summary.runs.filter((run) => run.ms !== undefined).length;
  const failures = summary.runs.flatMap((run) => (run.error ? [run.error] : []));
  if (summary.medianMs === undefined) {
    return `No run reached a first frame (${summary.runs.length} runs${failures.length ? `: ${failures.join('; ')}` : ''}).`;
  }
  const lines = [
    `Median ${ms(summary.medianMs)} ${summary.withinBudget ? '✓' : '✗'} (budget ${ms(FIRST_FRAME_BUDGET_MS)}); ${measured} of ${summary.runs.length} runs, ${ms(summary.minMs as number)} to ${ms(summary.maxMs as number)}: ${summary.runs.map((run) => (run.ms === undefined ? 'failed' : String(Math.round(run.ms)))).join(', ')} ms.`,
  ];
  if (failures.length) lines.push('', `Failed runs: ${failures.join('; ')}.`);
  const requests = summary.typical?.requests ?? [];
  if (requests.length) {
    lines.push(
      '',
      'What the run nearest the median fetched after the click (ms after the click):',
      '',
      requestTable(requests),
    );
  }
  return lines.join('\n');
}

/** Where and how the runs were made, for the block's heading lines. */
export interface FirstFrameContext {
  when: Date;
  commit: string;
  machine: string;
  site: string;
  /** What was clicked, and as whom. */
  scenario: string;
}

/** The generated block of docs/benchmarks.md, without its markers. */
export function formatFirstFrameBlock(context: FirstFrameContext, summary: FirstFrameSummary): string {
  return [
    ...generatedBlockHeading('first-frame', context.when, context.commit),
    '',
    `${context.machine}. ${context.site}. ${context.scenario}`,
    '',
    formatFirstFrames(summary),
  ].join('\n');
}
