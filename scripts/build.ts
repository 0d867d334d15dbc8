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

const started = Date.now();
// Development builds serve `npm run dev -- <remote>`; everything else is a production build.
const mode: BuildEnv['mode'] = process.env.CLUB_BUILD_MODE === 'development' ? 'development' : 'production';
const versions = await Promise.all(REMOTES.map((remote) => claimVersionDir(remote)));

await rm(SHELL_DIR, { recursive: true, force: true });
const builds: Array<{ app: AppName; env: BuildEnv }> = [
  { app: 'shell', env: { mode, outputPath: SHELL_DIR } },
  ...REMOTES.map((remote, n) => {
    const version = versions[n] ?? '';
    return { app: remote, env: { mode, outputPath: remoteVersionDir(remote, version), release: version } };
  }),
];
console.log(`Building the shell and ${REMOTES.length} remotes, ${mode} (release ${versions[0]}) ...`);
await buildApps(builds);
await updateReleases((releases) => {
  REMOTES.forEach((remote, n) => {
    releases[remote] = makeLive(releases[remote], versions[n] ?? '', Date.now());
  });
});
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s; live versions in ${RELEASES_FILE}.`);
if (!existsSync(SHELL_DIR)) throw new Error('the shell build is missing');
