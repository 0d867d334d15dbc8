// Several service processes behind one port, with Node's cluster (docs/architecture.md says why
// not a proxy): this process forks N workers (worker.ts), each the whole app on a PostgreSQL
// server; the operating system's connections are handed to them in turn. It replaces a worker that
// dies, answers for the group what no worker can alone (process-group.ts: one scrape of the
// metrics, the test clock, the collected items), and on close drains every worker before it
// returns. Everything the workers share is in the database, so any of them can answer anyone.
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { CollectedItem } from '@club/shared/contracts';
import { Registry } from 'prom-client';
import { type Clock, createClock } from '../lib/clock.ts';
import {
  type Answer,
  answer,
  createAsker,
  type GroupQuestion,
  isClubMessage,
  type ToSupervisor,
} from './messages.ts';
import { applyClockChange, type MetricsJson, mergeCollected, metricsText } from './process-group.ts';
import { DRAIN_TIMEOUT_MS, WORKER_CONFIG_ENV, type WorkerConfig } from './worker-config.ts';

const WORKER_ENTRY = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** A worker that lived less than this before dying counts as a crash loop, and is restarted later each time. */
const QUICK_DEATH_MS = 10_000;
const RESTART_BACKOFF_MS = { first: 500, max: 30_000 };
/** Beyond a worker's own drain time-out: then it is killed. */
const DRAIN_GRACE_MS = DRAIN_TIMEOUT_MS + 2_000;

export interface SupervisorOptions {
  processes: number;
  databaseUrl: string;
  port: number;
  host: string;
  testMode: boolean;
  logger: boolean;
  /** The site's origins (lib/allowed-origins.ts); each process's default when not given. */
  siteOrigins?: readonly string[];
}

export interface RunningSupervisor {
  url: string;
  /** Follows the workers' clock (test mode moves them all, and this one with them). */
  clock: Clock;
  processes: number;
  /** The pid of each slot's current worker (tests, operators). */
  pids(): number[];
  /** Drains every worker, then resolves; safe to call twice. */
  close(): Promise<void>;
}

interface Slot {
  number: number;
  worker: Worker;
  startedAt: number;
  quickDeaths: number;
  asker: ReturnType<typeof createAsker>;
}

export async function startSupervisor(options: SupervisorOptions): Promise<RunningSupervisor> {
  if (!cluster.isPrimary) throw new Error('startSupervisor runs in the primary process only');
  cluster.setupPrimary({
    exec: WORKER_ENTRY,
    // TypeScript through tsx, as every script here; by absolute path so any working folder works.
    execArgv: ['--import', import.meta.resolve('tsx')],
  });

  const clock = createClock();
  const slots = new Map<number, Slot>();
  // Test mode's viewer, as the clock: every worker's, and a replacement's from its start.
  let viewerCountry: string | null = null;
  let stopping = false;
  let url: string | undefined;

  const config = (slot: number): WorkerConfig => ({
    slot,
    processes: options.processes,
    port: options.port,
    host: options.host,
    databaseUrl: options.databaseUrl,
    testMode: options.testMode,
    logger: options.logger,
    clockOffsetMs: clock.offsetMs(),
    viewerCountry,
    ...(options.siteOrigins ? { siteOrigins: options.siteOrigins } : {}),
  });

  const live = () => [...slots.values()].filter((slot) => slot.worker.isConnected());

  /** Asks every live worker; a worker that does not answer is left out. */
  async function askAll<T>(question: unknown): Promise<T[]> {
    const answers = await Promise.allSettled(live().map((slot) => slot.asker.ask(question)));
    return answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value as T] : []));
  }

  async function answerGroup(question: GroupQuestion): Promise<unknown> {
    switch (question.op) {
      case 'metrics':
        return {
          text: await metricsText(await askAll<MetricsJson>({ op: 'metrics-json' })),
          contentType: Registry.PROMETHEUS_CONTENT_TYPE,
        };
      case 'clock': {
        applyClockChange(clock, question.change);
        // Every worker has moved before the asker answers its request.
        await Promise.all(
          live().map((slot) => slot.asker.ask({ op: 'set-clock', offsetMs: clock.offsetMs() })),
        );
        return null;
      }
      case 'viewer-country':
        viewerCountry = question.country;
        await Promise.all(
          live().map((slot) => slot.asker.ask({ op: 'set-viewer-country', country: viewerCountry })),
        );
        return null;
      case 'collected':
        return mergeCollected(await askAll<CollectedItem[]>({ op: 'collected', kind: question.kind }));
      case 'clear-collected':
        await askAll({ op: 'clear-collected' });
        return null;
    }
  }

  function fork(number: number, quickDeaths = 0): Promise<string> {
    const worker = cluster.fork({ [WORKER_CONFIG_ENV]: JSON.stringify(config(number)) });
    const slot: Slot = {
      number,
      worker,
      startedAt: Date.now(),
      quickDeaths,
      asker: createAsker((message) => worker.send(message)),
    };
    slots.set(number, slot);
    return new Promise((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        if (!isClubMessage<ToSupervisor>(message)) return;
        if (message.club === 'listening') resolve(message.url);
        else if (message.club === 'answer') slot.asker.settle(message as Answer);
        else if (message.club === 'ask') {
          const { id, question } = message;
          void answer(id, () => answerGroup(question)).then((reply) => {
            if (worker.isConnected()) worker.send(reply);
          });
        }
      });
      worker.on('exit', (code, signal) => {
        slot.asker.abandon('the worker exited');
        reject(new Error(`services process ${number} exited (${signal ?? code}) before it listened`));
        if (stopping || slots.get(number) !== slot) return;
        replace(slot, signal ?? String(code));
      });
    });
  }

  function replace(dead: Slot, how: string): void {
    const quick = Date.now() - dead.startedAt < QUICK_DEATH_MS;
    const quickDeaths = quick ? dead.quickDeaths + 1 : 0;
    const delay =
      quickDeaths === 0
        ? 0
        : Math.min(RESTART_BACKOFF_MS.max, RESTART_BACKOFF_MS.first * 2 ** (quickDeaths - 1));
    console.warn(
      `services process ${dead.number} (pid ${dead.worker.process.pid}) died (${how}); starting a replacement${delay ? ` in ${delay} ms` : ''}`,
    );
    setTimeout(() => {
      if (stopping) return;
      fork(dead.number, quickDeaths).then(
        () =>
          console.info(
            `services process ${dead.number} replaced (pid ${slots.get(dead.number)?.worker.process.pid})`,
          ),
        () => {}, // its exit handler replaces it again
      );
    }, delay).unref();
  }

  async function drainAll(): Promise<void> {
    stopping = true;
    await Promise.all(
      [...slots.values()].map(
        ({ worker }) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), DRAIN_GRACE_MS);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            if (worker.isConnected()) worker.send({ club: 'drain' });
            else worker.process.kill('SIGTERM');
          }),
      ),
    );
  }

  try {
    const urls = await Promise.all(Array.from({ length: options.processes }, (_, i) => fork(i + 1)));
    url = urls[0];
  } catch (error) {
    await drainAll();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: url ?? '',
    clock,
    processes: options.processes,
    pids: () => [...slots.values()].map((slot) => slot.worker.process.pid ?? 0),
    close() {
      closing ??= drainAll();
      return closing;
    },
  };
}
