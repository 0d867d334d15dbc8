// What the collectors received, kept in memory for tests to read (GET /__test/collected). It is a
// stand-in for a data delivery stream and Mux's own servers, not a store: bounded, newest kept,
// gone on restart.
import type { CollectedItem, CollectedKind } from '@club/shared/contracts';

/** Enough for any test run; the oldest items go first beyond it. */
export const COLLECTOR_CAPACITY = 5000;

export interface Collector {
  record(kind: CollectedKind, body: unknown, origin: string | null, receivedAt: Date): void;
  list(kind?: CollectedKind): CollectedItem[];
  clear(): void;
}

export function createCollector(capacity = COLLECTOR_CAPACITY): Collector {
  let items: CollectedItem[] = [];
  return {
    record(kind, body, origin, receivedAt) {
      items.push({ kind, body, origin, receivedAt: receivedAt.toISOString() });
      if (items.length > capacity) items = items.slice(items.length - capacity);
    },
    list: (kind) => (kind ? items.filter((item) => item.kind === kind) : [...items]),
    clear() {
      items = [];
    },
  };
}
