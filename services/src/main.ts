// CLI: tsx services/src/main.ts [--port 4000] [--host localhost] [--data-dir services/.data]
//                              [--memory] [--test-mode] [--log]
// DATABASE_URL=postgres://... runs the services on a PostgreSQL server, SERVICES_PROCESSES=N as N
// processes behind the one port (processes/start-services.ts).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PasswordCostError } from './account/passwords.ts';
import { SigningSecretError } from './account/signing-secret.ts';
import {
  DATABASE_URL_ENV,
  processesFrom,
  ServicesSettingsError,
  startServices,
} from './processes/start-services.ts';
import { DEFAULT_DATA_DIR, DEFAULT_HOST, DEFAULT_PORT } from './start.ts';

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

function refuse(message: string): never {
  console.error(`services cannot start: ${message}`);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  refuse(`--port must be a whole number from 0 to 65535, got '${values.port}'`);
}
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : DEFAULT_DATA_DIR;
const databaseUrl = process.env[DATABASE_URL_ENV] || undefined;
let processes = 1;
try {
  processes = processesFrom();
} catch (error) {
  refuse((error as Error).message);
}

const services = await startServices({
  port,
  host: values.host,
  dataDir,
  memory: values.memory,
  testMode: values['test-mode'],
  logger: values.log,
  databaseUrl,
  processes,
}).catch((error: unknown) => {
  if (
    error instanceof SigningSecretError ||
    error instanceof PasswordCostError ||
    error instanceof ServicesSettingsError
  )
    refuse(error.message);
  throw error;
});
const where =
  services.database === 'postgres'
    ? `${services.processes} process${services.processes === 1 ? '' : 'es'} on PostgreSQL`
    : values.memory
      ? 'in memory'
      : `data in ${dataDir}`;
console.log(`services listening on ${services.url} (${where}${values['test-mode'] ? ', test mode' : ''})`);

let stopping = false;
const stop = (signal: string) => {
  // A second Ctrl-C while closing means "now".
  if (stopping) process.exit(1);
  stopping = true;
  services.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`services: error while stopping on ${signal}`, error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
