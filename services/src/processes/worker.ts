// One service process under the supervisor (supervisor.ts forks this file with Node's cluster):
// the whole app on the shared port, reporting when it listens, leaving gracefully when told
// (or sent SIGTERM), and leaving at once if its supervisor has gone.
import { SigningSecretError } from '../account/signing-secret.ts';
import { startServer } from '../start.ts';
import { isClubMessage, type ToWorker } from './messages.ts';
import { DRAIN_TIMEOUT_MS, parseWorkerConfig, WORKER_CONFIG_ENV } from './worker-config.ts';
import { processChannel, workerGroup } from './worker-group.ts';

const config = parseWorkerConfig(process.env[WORKER_CONFIG_ENV]);
const channel = processChannel();

const server = await startServer({
  port: config.port,
  host: config.host,
  databaseUrl: config.databaseUrl,
  testMode: config.testMode,
  logger: config.logger,
  ...(config.siteOrigins ? { siteOrigins: config.siteOrigins } : {}),
  processLabel: String(config.slot),
  processGroup: (local) => {
    local.clock.setOffset(config.clockOffsetMs);
    if (local.testSettings) local.testSettings.viewerCountry = config.viewerCountry;
    return workerGroup(channel, config.processes, local);
  },
}).catch((error: unknown) => {
  // A missing secret is a message for the operator; anything else, its stack for whoever debugs it.
  const why =
    error instanceof SigningSecretError ? error.message : error instanceof Error ? error.stack : error;
  console.error(`services process ${config.slot} cannot start: ${why}`);
  process.exit(error instanceof SigningSecretError ? 2 : 1);
});

channel.send({ club: 'listening', url: server.url });

let draining = false;
function drain(): void {
  if (draining) return;
  draining = true;
  const deadline = setTimeout(() => {
    console.error(
      `services process ${config.slot}: requests still open after ${DRAIN_TIMEOUT_MS} ms; leaving`,
    );
    process.exit(1);
  }, DRAIN_TIMEOUT_MS);
  deadline.unref();
  server.drain().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`services process ${config.slot}: error while draining`, error);
      process.exit(1);
    },
  );
}

process.on('message', (message) => {
  if (isClubMessage<ToWorker>(message) && message.club === 'drain') drain();
});
process.on('SIGTERM', drain);
// Ctrl-C in a terminal reaches every process of the group; the supervisor decides what happens.
process.on('SIGINT', () => {});
// The supervisor is gone (killed with -9, say): nobody would replace or stop this process.
process.on('disconnect', drain);
