/**
 * The surge block of docs/benchmarks.md: each part on 1 and 2 processes with p50, p95, p99 and
 * errors, the ratios of 2 processes to 1, and the issue's targets marked ✓ or ✗.
 */
import { generatedBlockHeading, markdownTable } from './markdown-table.ts';
import type { SurgeFigures } from './surge.ts';

export const SURGE_MARKERS = { start: '<!-- surge:start -->', end: '<!-- surge:end -->' };

/** Issue 25's targets on this machine (benchmarks, never timed tests). */
export const SURGE_TARGETS = {
  sessionChecksP95Ms: 100,
  kickOffMixP95Ms: 500,
  signInThroughputRatio: 1.7,
} as const;

export interface SurgeContext {
  when: Date;
  commit: string;
  machine: string;
  /** What else was running on the machine, if anything. */
  load: string;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const perSecond = (f: SurgeFigures) => f.requests / f.seconds;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The figures of one part on `processes`, if it ran. */
const find = (figures: readonly SurgeFigures[], part: string, processes: number) =>
  figures.find((f) => f.part === part && f.processes === processes);

export interface SurgeVerdicts {
  sessionChecks: boolean;
  kickOffMix: boolean;
  signInScaling: boolean;
  signInRatio: number;
}

export function surgeVerdicts(figures: readonly SurgeFigures[]): SurgeVerdicts {
  const checks = figures.filter((f) => f.scenario === 'session-checks');
  const mixOnTwo = figures.filter((f) => f.scenario === 'kick-off-mix' && f.processes === 2);
  const throughput = (processes: number) =>
    figures.find((f) => f.scenario === 'sign-in-throughput' && f.processes === processes);
  const one = throughput(1);
  const two = throughput(2);
  const signInRatio = one && two ? perSecond(two) / perSecond(one) : Number.NaN;
  return {
    sessionChecks:
      checks.length > 0 && checks.every((f) => f.p95 < SURGE_TARGETS.sessionChecksP95Ms && f.errors === 0),
    kickOffMix:
      mixOnTwo.length > 0 && mixOnTwo.every((f) => f.p95 < SURGE_TARGETS.kickOffMixP95Ms && f.errors === 0),
    signInScaling: signInRatio >= SURGE_TARGETS.signInThroughputRatio,
    signInRatio,
  };
}

export function formatSurgeTable(figures: readonly SurgeFigures[]): string {
  const parts = [...new Set(figures.map((f) => f.part))];
  const rows: string[][] = [
    [
      'part',
      'processes',
      'answers',
      'time',
      'per second',
      'p50',
      'p95',
      'p99',
      'errors',
      'p95 2/1',
      'rate 2/1',
    ],
  ];
  for (const part of parts) {
    for (const f of figures.filter((x) => x.part === part)) {
      const one = find(figures, part, 1);
      const ratios = f.processes === 2 && one;
      rows.push([
        part,
        String(f.processes),
        f.requests.toLocaleString('en-GB'),
        `${f.seconds.toFixed(1)} s`,
        perSecond(f).toFixed(1),
        ms(f.p50),
        ms(f.p95),
        ms(f.p99),
        String(f.errors),
        ratios ? (f.p95 / one.p95).toFixed(2) : '',
        ratios ? (perSecond(f) / perSecond(one)).toFixed(2) : '',
      ]);
    }
  }
  return markdownTable(rows, 1);
}

export function formatSurgeBlock(context: SurgeContext, figures: readonly SurgeFigures[]): string {
  const verdicts = surgeVerdicts(figures);
  return [
    ...generatedBlockHeading('surge', context.when, context.commit),
    '',
    `${context.machine}. ${context.load}`,
    '',
    formatSurgeTable(figures),
    '',
    `- ${mark(verdicts.sessionChecks)} (a) session checks: p95 under ${SURGE_TARGETS.sessionChecksP95Ms} ms with no error, on 1 and 2 processes`,
    `- ${mark(verdicts.kickOffMix)} (b) the kick-off mix on 2 processes: p95 under ${SURGE_TARGETS.kickOffMixP95Ms} ms with no error`,
    `- ${mark(verdicts.signInScaling)} sign-in throughput on 2 processes ${Number.isNaN(verdicts.signInRatio) ? 'not measured' : `${verdicts.signInRatio.toFixed(2)} times`} that of 1 (target: at least ${SURGE_TARGETS.signInThroughputRatio})`,
  ].join('\n');
}
