/**
 * `npm run serve`: the whole site from its builds in .deploy/, with the local back end:
 * shell :3000, the streamer-site variant :3005, each remote on its own port, services :4000.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ServicesSettingsError, SigningSecretError } from '@club/services';
import { parseRuntimeConfig } from '../shared/src/config/runtime-config.ts';
import { seasonOf } from '../shared/src/contracts/index.ts';
import { PORTS, REMOTES } from './lib/apps.ts';
import {
  DEPLOY_DIR,
  RELEASES_FILE,
  readReleases,
  releaseSecret,
  runtimeConfigFile,
  SHELL_DIR,
} from './lib/deploy.ts';
import { gateRelease } from './lib/release-gate.ts';
import { judgeSettings, startReleaseJudge } from './lib/release-judge.ts';
import { seasonWarning } from './lib/runtime-config-season.ts';
import { loadPageRenderer } from './lib/server-render.ts';
import { startServices } from './lib/services.ts';
import { startStaticServer } from './lib/static-server.ts';

if (!existsSync(path.join(SHELL_DIR, 'index.html'))) {
  console.error(`Nothing is built in ${DEPLOY_DIR}: run \`npm run build\` first (or \`npm start\`).`);
  process.exit(1);
}

const closers: Array<() => Promise<unknown>> = [];
const services = await startServices().catch((error: unknown) => {
  if (!(error instanceof SigningSecretError || error instanceof ServicesSettingsError)) throw error;
  console.error(`The services cannot start: ${error.message}`);
  process.exit(2);
});
closers.push(services.close);
// The site's current season follows the services' clock (scripts/lib/runtime-config-season.ts).
const currentSeason = () => seasonOf(services.clock.now());
for (const variant of ['club', 'streamer'] as const) {
  const file = runtimeConfigFile(variant);
  if (!existsSync(file)) continue;
  const warning = seasonWarning(await readFile(file, 'utf8'), currentSeason(), file);
  if (warning) console.warn(`\n${'!'.repeat(80)}\n${warning}\n${'!'.repeat(80)}\n`);
}

for (const remote of REMOTES) {
  const server = await startStaticServer({
    root: path.join(DEPLOY_DIR, remote),
    port: PORTS[remote],
    cors: true,
  });
  closers.push(() => server.close());
}
// Each visitor gets the versions the release records choose for them (preview, canary, live).
const releases = { file: RELEASES_FILE, secret: await releaseSecret() };
const renderPage = loadPageRenderer(SHELL_DIR);
const shell = await startStaticServer({
  root: SHELL_DIR,
  port: PORTS.shell,
  spa: true,
  runtimeConfigFile: runtimeConfigFile('club'),
  currentSeason,
  earlyHints: true,
  releases,
  renderPage,
});
const streamer = await startStaticServer({
  root: SHELL_DIR,
  port: PORTS.streamer,
  spa: true,
  runtimeConfigFile: runtimeConfigFile('streamer'),
  currentSeason,
  earlyHints: true,
  releases,
});
closers.push(
  () => shell.close(),
  () => streamer.close(),
);

// The judge of running canaries (scripts/lib/release-judge.ts), on the collector the site reports to.
const settings = judgeSettings();
const clubConfig = parseRuntimeConfig(
  JSON.parse(await readFile(runtimeConfigFile('club'), 'utf8')),
  runtimeConfigFile('club'),
);
const stopJudge = startReleaseJudge({
  collectUrl: clubConfig.services.collect,
  settings,
  // A candidate goes live only while its contract still fits what is live (another remote may have
  // been released since it was checked).
  mayPromote: async (remote, version) => {
    const { problems } = await gateRelease(remote, version, await readReleases());
    return problems.length > 0 ? problems.join('; ') : null;
  },
});
closers.push(async () => stopJudge());

console.log(`
The site is up:
  club site        http://localhost:${PORTS.shell}
  streamer site    http://localhost:${PORTS.streamer}
  services         ${services.url}${services.database === 'postgres' ? ` (${services.processes} process${services.processes === 1 ? '' : 'es'} on PostgreSQL)` : ''}
  remotes          ${REMOTES.map((remote) => `${remote} :${PORTS[remote]}`).join(', ')}
  release judge    every ${settings.intervalMs / 1000} s (window ${settings.windowMs / 1000} s, at least ${settings.minPageLoads} page loads a side)
Press Ctrl+C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0));
  });
}
