/**
 * `npm run build`: builds the shell and every remote for production into .deploy/, each remote as a
 * new version, and points the runtime configs at them (a candidate a team was trying is dropped:
 * everything live is now built from this tree).
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AppName } from './lib/apps.ts';
import { REMOTES } from './lib/apps.ts';
import { type BuildEnv, buildApps } from './lib/build-app.ts';
import { claimVersionDir, RELEASES_FILE, remoteVersionDir, SHELL_DIR, updateReleases } from './lib/deploy.ts';
import { makeLive } from './lib/release-records.ts';
import { SERVER_RENDERED_REMOTES } from './lib/server-render.ts';

const started = Date.now();
// Development builds serve `npm run dev -- <remote>`; everything else is a production build.
const mode: BuildEnv['mode'] = process.env.CLUB_BUILD_MODE === 'development' ? 'development' : 'production';
const versions = await Promise.all(REMOTES.map((remote) => claimVersionDir(remote)));

await rm(SHELL_DIR, { recursive: true, force: true });
const remoteBuilds = REMOTES.map((remote, n) => {
  const version = versions[n] ?? '';
  return { app: remote, env: { mode, outputPath: remoteVersionDir(remote, version), release: version } };
});
const builds: Array<{ app: AppName; env: BuildEnv }> = [
  { app: 'shell', env: { mode, outputPath: SHELL_DIR } },
  ...remoteBuilds,
];
// The server builds (docs/architecture.md "Server rendering"): the shell's, and those of the remotes
// whose pages are rendered on the server, each into `server/` of its browser build's folder. After
// the browser builds, which empty their folders first.
const serverBuilds: Array<{ app: AppName; env: BuildEnv }> =
  mode === 'production'
    ? [
        { app: 'shell', env: { mode, outputPath: SHELL_DIR, server: true } },
        ...remoteBuilds
          .filter((build) => SERVER_RENDERED_REMOTES.has(build.app))
          .map((build) => ({ app: build.app, env: { ...build.env, server: true } })),
      ]
    : [];
console.log(`Building the shell and ${REMOTES.length} remotes, ${mode} (release ${versions[0]}) ...`);
await buildApps(builds);
if (serverBuilds.length > 0) await buildApps(serverBuilds);
await updateReleases((releases) => {
  REMOTES.forEach((remote, n) => {
    releases[remote] = makeLive(releases[remote], versions[n] ?? '', Date.now());
  });
});
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s; live versions in ${RELEASES_FILE}.`);
if (!existsSync(SHELL_DIR)) throw new Error('the shell build is missing');
