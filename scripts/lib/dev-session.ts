/**
 * The dev session behind `npm run dev` (see scripts/dev.ts). In single-remote mode the shell and the
 * other remotes are development builds of the working tree in .deploy-dev/, served as they would be
 * deployed; with `--against <site URL>` they are that site's live ones instead (dev-against.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { seasonOf } from '../../shared/src/contracts/index.ts';
import { type AppName, isRemote, PORTS, REMOTES, type RemoteName } from './apps.ts';
import { runRspack } from './build-app.ts';
import { DEPLOY_DIR, readReleases, runtimeConfigTemplate, SHELL_DIR, writeFileAtomic } from './deploy.ts';
import { configAgainst, startAgainstServer } from './dev-against.ts';
import { run } from './run.ts';
import { startServices } from './services.ts';
import { startStaticServer } from './static-server.ts';

const USAGE = `Usage: npm run dev [-- <remote> [--no-build | --against <site URL>]]   (one of: ${REMOTES.join(', ')})`;
const args = process.argv.slice(2);
const reuseBuild = args.includes('--no-build');
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? args[againstAt + 1] : undefined;
const requested = args.find((arg, n) => !arg.startsWith('--') && n !== againstAt + 1);
const only: RemoteName | undefined = requested && isRemote(requested) ? requested : undefined;
if ((requested && !only) || (againstAt >= 0 && (!only || !against || !URL.canParse(against)))) {
  console.error(USAGE);
  process.exit(2);
}

const devDir = path.join(DEPLOY_DIR, 'dev');
const devManifest = (remote: RemoteName) => `http://localhost:${PORTS[remote]}/mf-manifest.json`;

async function writeDevRuntimeConfig(remotes: Record<RemoteName, string>) {
  const template = await runtimeConfigTemplate('club');
  await writeFileAtomic(
    path.join(devDir, 'runtime-config.json'),
    `${JSON.stringify({ ...template, remotes }, null, 2)}\n`,
  );
}

const devServer = (app: AppName) =>
  runRspack('serve', { app, env: { mode: 'development', runtimeConfigDir: devDir } }).catch(
    (error: unknown) => {
      console.error(`${app} dev server stopped: ${String(error)}`);
    },
  );

if (only && against) {
  // Against another site: its shell, config and versions; only this remote is local (dev-against.ts).
  const config = await configAgainst(against, only, devManifest(only)).catch((error: unknown) => {
    console.error(`${against} gave no runtime config: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
  await startAgainstServer({
    site: against,
    remote: only,
    devManifest: devManifest(only),
    port: PORTS.shell,
  });
  // A development build, but with the JSX of the production React the site's shell provides.
  void runRspack('serve', { app: only, env: { mode: 'development', productionJsx: true } });
  const others = REMOTES.filter((remote) => remote !== only).map(
    (remote) => `${remote} ${config.remotes[remote]}`,
  );
  console.log(
    `${only} in dev on :${PORTS[only]}, inside ${against}'s live site (${others.join(', ')}). Open http://localhost:${PORTS.shell}`,
  );
  await new Promise(() => {});
}

const services = await startServices();

if (!only) {
  await writeDevRuntimeConfig(
    Object.fromEntries(REMOTES.map((remote) => [remote, devManifest(remote)])) as Record<RemoteName, string>,
  );
  for (const app of ['shell', ...REMOTES] as const) void devServer(app);
  console.log(
    `Dev servers starting: shell http://localhost:${PORTS.shell}, remotes on ${PORTS['mfe-content']}-${PORTS['mfe-account']}.`,
  );
} else {
  if (!reuseBuild || !existsSync(path.join(SHELL_DIR, 'index.html'))) {
    console.log('Building the shell and the other remotes from the working tree ...');
    const build = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      CLUB_BUILD_MODE: 'development',
    });
    if (build !== 0) process.exit(1);
  }
  const releases = await readReleases();
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      remote === only
        ? devManifest(remote)
        : `http://localhost:${PORTS[remote]}/${releases[remote]?.current}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  await writeDevRuntimeConfig(remotes);
  for (const remote of REMOTES.filter((name) => name !== only)) {
    await startStaticServer({ root: path.join(DEPLOY_DIR, remote), port: PORTS[remote], cors: true });
  }
  await startStaticServer({
    root: SHELL_DIR,
    port: PORTS.shell,
    spa: true,
    runtimeConfigFile: path.join(devDir, 'runtime-config.json'),
    currentSeason: () => seasonOf(services.clock.now()),
    developmentBuild: true,
  });
  void devServer(only);
  console.log(
    `${only} in dev on :${PORTS[only]}; everything else from builds. Open http://localhost:${PORTS.shell}`,
  );
}
