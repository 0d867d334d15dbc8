// What one process of the services cannot answer alone when there are several: the metrics of all
// of them (one scrape answers for every process), and in test mode the services' clock (moved for
// all at once) and what the collectors received (each process keeps its own). One process answers
// from itself; a worker of several asks the supervisor, which asks every worker (supervisor.ts).
import type { CollectedItem, CollectedKind } from '@club/shared/contracts';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import type { Collector } from '../collect/collector.ts';
import type { Clock } from '../lib/clock.ts';
import type { TestSettings } from '../lib/service-context.ts';
import type { ServiceMetrics } from '../metrics/metrics.ts';

export interface ClockChange {
  advanceMs?: number | undefined;
  reset?: boolean | undefined;
}

export interface ProcessGroup {
  /** How many processes answer on the port. */
  readonly size: number;
  /** Every process's metrics in Prometheus's text format, and its content type. */
  metrics(): Promise<{ text: string; contentType: string }>;
  /** Moves the clock of every process, resolving once each has moved (test mode). */
  changeClock(change: ClockChange): Promise<void>;
  /** Moves the viewer of every process (null: back to the usual sources), once each has (test mode). */
  setViewerCountry(country: string | null): Promise<void>;
  /** What every process's collectors received, oldest first (test mode). */
  collected(kind?: CollectedKind): Promise<CollectedItem[]>;
  clearCollected(): Promise<void>;
}

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** The metrics of several registries as one text: each keeps its own series (its process label). */
export async function metricsText(parts: MetricsJson[]): Promise<string> {
  return AggregatorRegistry.aggregate(parts).metrics();
}

/** Applies a clock change to one clock. */
export function applyClockChange(clock: Clock, change: ClockChange): void {
  if (change.reset) clock.reset();
  if (change.advanceMs) clock.advance(change.advanceMs);
}

/** Collected items of several processes, oldest first, as one process would list them. */
export const mergeCollected = (lists: CollectedItem[][]): CollectedItem[] =>
  lists.flat().sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt));

/** The parts of this process the group answers from. */
export interface LocalProcess {
  clock: Clock;
  collector: Collector;
  metrics: ServiceMetrics;
  /** Test mode's settings (null outside test mode). */
  testSettings: TestSettings | null;
}

/** The one process there is: everything answered from itself. */
export function singleProcess(deps: LocalProcess): ProcessGroup {
  return {
    size: 1,
    async metrics() {
      return { text: await deps.metrics.registry.metrics(), contentType: deps.metrics.registry.contentType };
    },
    async changeClock(change) {
      applyClockChange(deps.clock, change);
    },
    async setViewerCountry(country) {
      if (deps.testSettings) deps.testSettings.viewerCountry = country;
    },
    async collected(kind) {
      return deps.collector.list(kind);
    },
    async clearCollected() {
      deps.collector.clear();
    },
  };
}
