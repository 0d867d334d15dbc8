// The messages a supervisor and its workers exchange over Node's cluster IPC channel. Every one
// carries `club` so nothing else on the channel (prom-client, Node's own) is mistaken for one.

import type { CollectedItem, CollectedKind } from '@club/shared/contracts';
import type { ClockChange, MetricsJson } from './process-group.ts';

/** What a worker asks the supervisor (on behalf of a request it is answering). */
export type GroupQuestion =
  | { op: 'metrics' }
  | { op: 'clock'; change: ClockChange }
  | { op: 'viewer-country'; country: string | null }
  | { op: 'collected'; kind?: CollectedKind | undefined }
  | { op: 'clear-collected' };

/** What the supervisor asks each worker to gather or apply. */
export type WorkerQuestion =
  | { op: 'metrics-json' }
  | { op: 'set-clock'; offsetMs: number }
  | { op: 'set-viewer-country'; country: string | null }
  | { op: 'collected'; kind?: CollectedKind | undefined }
  | { op: 'clear-collected' };

export type Answer = { club: 'answer'; id: number } & (
  | { ok: true; value: unknown }
  | { ok: false; error: string }
);

export type ToSupervisor =
  | { club: 'listening'; url: string }
  | { club: 'ask'; id: number; question: GroupQuestion }
  | Answer;

export type ToWorker = { club: 'ask'; id: number; question: WorkerQuestion } | { club: 'drain' } | Answer;

export type WorkerAnswers = {
  'metrics-json': MetricsJson;
  'set-clock': null;
  'set-viewer-country': null;
  collected: CollectedItem[];
  'clear-collected': null;
};

export function isClubMessage<T extends { club: string }>(message: unknown): message is T {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { club?: unknown }).club === 'string'
  );
}

/** How long the supervisor waits for a worker's answer before leaving it out. */
export const WORKER_ANSWER_TIMEOUT_MS = 5_000;

/**
 * Request and answer over one channel: `ask` sends a question with a fresh id and resolves with
 * the answer of that id (or rejects after the time-out); `settle` routes an incoming answer.
 */
export function createAsker(send: (message: { club: 'ask'; id: number; question: unknown }) => void) {
  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  return {
    ask(question: unknown, timeoutMs = WORKER_ANSWER_TIMEOUT_MS): Promise<unknown> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`no answer to ${JSON.stringify(question)} within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          resolve(value) {
            clearTimeout(timer);
            resolve(value);
          },
          reject(error) {
            clearTimeout(timer);
            reject(error);
          },
        });
        send({ club: 'ask', id, question });
      });
    },
    settle(answer: Answer) {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new Error(answer.error));
    },
    /** Fails every question still waiting (the other side has gone). */
    abandon(reason: string) {
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(new Error(reason));
      }
    },
  };
}

/** Answers a question with `work`'s result or its error message. */
export async function answer(id: number, work: () => Promise<unknown>): Promise<Answer> {
  try {
    return { club: 'answer', id, ok: true, value: (await work()) ?? null };
  } catch (error) {
    return { club: 'answer', id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
