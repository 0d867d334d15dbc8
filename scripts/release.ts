/**
 * `npm run release -- <remote>`: builds one remote into a new versioned folder and points the runtime
 * configs at it. The shell is not rebuilt; older versions stay served so open tabs keep working.
 */
import { rm } from 'node:fs/promises';
import { isRemote, REMOTES } from './lib/apps.ts';
import { buildApps } from './lib/build-app.ts';
import { claimVersionDir, readReleases, remoteVersionDir, updateReleases } from './lib/deploy.ts';
import { makeLive } from './lib/release-records.ts';

const remote = process.argv[2];
if (!remote || !isRemote(remote)) {
  console.error(`Usage: npm run release -- <remote>   (one of: ${REMOTES.join(', ')})`);
  process.exit(2);
}
const before = await readReleases();
if (REMOTES.some((name) => !before[name])) {
  console.error('Nothing is deployed yet: run `npm run build` first.');
  process.exit(1);
}
const version = await claimVersionDir(remote);
console.log(`Building ${remote} ${version} ...`);
try {
  await buildApps([
    {
      app: remote,
      env: { mode: 'production', outputPath: remoteVersionDir(remote, version), release: version },
    },
  ]);
} catch (error) {
  await rm(remoteVersionDir(remote, version), { recursive: true, force: true });
  throw error;
}
const previous = await updateReleases((releases) => {
  const was = releases[remote]?.current;
  releases[remote] = makeLive(releases[remote], version, Date.now());
  return was;
});
console.log(`Released ${remote} ${version} (was ${previous}). Roll back with: npm run rollback -- ${remote}`);
