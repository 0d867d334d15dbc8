/**
 * `npm run build`: builds the shell and every remote for production into .deploy/, each remote as a
 * new version, and points the runtime configs at them. `--skip-if-built` keeps an existing deployment.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AppName } from './lib/apps.ts';
import { REMOTES } from './lib/apps.ts';
import { type BuildEnv, buildApps } from './lib/build-app.ts';
import {
  newVersionLabel,
  publish,
  RELEASES_FILE,
  type Releases,
  readReleases,
  recordRelease,
  remoteVersionDir,
  SHELL_DIR,
} from './lib/deploy.ts';

const started = Date.now();
// Development builds serve `npm run dev -- <remote>`; everything else is a production build.
const mode: BuildEnv['mode'] = process.env.CLUB_BUILD_MODE === 'development' ? 'development' : 'production';
const releases = await readReleases();
const version = newVersionLabel(REMOTES.flatMap((remote) => releases[remote]?.history ?? []));

await rm(SHELL_DIR, { recursive: true, force: true });
const builds: Array<{ app: AppName; env: BuildEnv }> = [
  { app: 'shell', env: { mode, outputPath: SHELL_DIR } },
  ...REMOTES.map((remote) => ({
    app: remote,
    env: { mode, outputPath: remoteVersionDir(remote, version), release: version },
  })),
];
console.log(`Building the shell and ${REMOTES.length} remotes, ${mode} (release ${version}) ...`);
await buildApps(builds);
for (const remote of REMOTES) await recordRelease(releases, remote, version);
await publish(releases as Releases);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s; live versions in ${RELEASES_FILE}.`);
if (!existsSync(SHELL_DIR)) throw new Error('the shell build is missing');
