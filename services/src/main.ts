// CLI: tsx services/src/main.ts [--port 4000] [--host localhost] [--data-dir services/.data]
//                              [--memory] [--test-mode] [--log]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SigningSecretError } from './account/signing-secret.ts';
import { DEFAULT_DATA_DIR, DEFAULT_HOST, DEFAULT_PORT, startServer } from './start.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEFAULT_PORT) },
    host: { type: 'string', default: DEFAULT_HOST },
    'data-dir': { type: 'string' },
    memory: { type: 'boolean', default: false },
    'test-mode': { type: 'boolean', default: false },
    log: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a whole number from 0 to 65535, got '${values.port}'`);
  process.exit(2);
}
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : DEFAULT_DATA_DIR;

const server = await startServer({
  port,
  host: values.host,
  dataDir,
  memory: values.memory,
  testMode: values['test-mode'],
  logger: values.log,
}).catch((error: unknown) => {
  if (!(error instanceof SigningSecretError)) throw error;
  console.error(`services cannot start: ${error.message}`);
  process.exit(2);
});
console.log(
  `services listening on ${server.url} (${values.memory ? 'in memory' : `data in ${dataDir}`}` +
    `${values['test-mode'] ? ', test mode' : ''})`,
);

let stopping = false;
const stop = (signal: string) => {
  // A second Ctrl-C while closing means "now".
  if (stopping) process.exit(1);
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`services: error while stopping on ${signal}`, error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
