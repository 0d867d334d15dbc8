// The services as the repo's own scripts start them (`@club/services`: npm start, npm run serve, the
// e2e set-up, the benches). What tools may use of services/ is named in services/package.json's
// exports, and npm run lint holds scripts/ and e2e/ to those entries (.dependency-cruiser.cjs);
// every other file here is the services' own.
export { SigningSecretError } from './account/signing-secret.ts';
export {
  DATABASE_URL_ENV,
  processesFrom,
  ServicesSettingsError,
  startServices,
} from './processes/start-services.ts';
export { type RunningServer, startServer } from './start.ts';
