// A worker's side of the process group: questions one process cannot answer alone go to the
// supervisor, and the supervisor's questions (this process's metrics, its clock, its collected
// items) are answered from this process.
import {
  type Answer,
  answer,
  createAsker,
  type GroupQuestion,
  isClubMessage,
  type ToSupervisor,
  type ToWorker,
  type WorkerQuestion,
} from './messages.ts';
import type { LocalProcess, ProcessGroup } from './process-group.ts';

/** The IPC channel of a cluster worker (process.send and its messages). */
export interface Channel {
  send(message: ToSupervisor): void;
  onMessage(listener: (message: ToWorker) => void): void;
}

export const processChannel = (): Channel => ({
  send(message) {
    process.send?.(message);
  },
  onMessage(listener) {
    process.on('message', (message) => {
      if (isClubMessage<ToWorker>(message)) listener(message);
    });
  },
});

/** Supervisor questions answered in the time a scrape or a test can wait. */
const GROUP_ANSWER_TIMEOUT_MS = 10_000;

export function workerGroup(channel: Channel, size: number, local: LocalProcess): ProcessGroup {
  const asker = createAsker((message) => channel.send(message as ToSupervisor));
  const ask = <T>(question: GroupQuestion) => asker.ask(question, GROUP_ANSWER_TIMEOUT_MS) as Promise<T>;

  const answerSupervisor = (question: WorkerQuestion): Promise<unknown> => {
    switch (question.op) {
      case 'metrics-json':
        return local.metrics.registry.getMetricsAsJSON();
      case 'set-clock':
        local.clock.setOffset(question.offsetMs);
        return Promise.resolve(null);
      case 'set-viewer-country':
        if (local.testSettings) local.testSettings.viewerCountry = question.country;
        return Promise.resolve(null);
      case 'collected':
        return Promise.resolve(local.collector.list(question.kind));
      case 'clear-collected':
        local.collector.clear();
        return Promise.resolve(null);
    }
  };

  channel.onMessage((message) => {
    if (message.club === 'answer') asker.settle(message as Answer);
    else if (message.club === 'ask') {
      void answer(message.id, () => answerSupervisor(message.question)).then((reply) => channel.send(reply));
    }
  });

  return {
    size,
    async metrics() {
      return ask<{ text: string; contentType: string }>({ op: 'metrics' });
    },
    async changeClock(change) {
      await ask({ op: 'clock', change });
    },
    async setViewerCountry(country) {
      await ask({ op: 'viewer-country', country });
    },
    collected: (kind) => ask({ op: 'collected', kind }),
    async clearCollected() {
      await ask({ op: 'clear-collected' });
    },
  };
}
