/**
 * `npm run release -- <remote>`: builds one remote into a new versioned folder and points the runtime
 * configs at it. The shell is not rebuilt; older versions stay served so open tabs keep working.
 */
import { isRemote, REMOTES } from './lib/apps.ts';
import { buildApps } from './lib/build-app.ts';
import {
  newVersionLabel,
  publish,
  type Releases,
  readReleases,
  recordRelease,
  remoteVersionDir,
} from './lib/deploy.ts';

const remote = process.argv[2];
if (!remote || !isRemote(remote)) {
  console.error(`Usage: npm run release -- <remote>   (one of: ${REMOTES.join(', ')})`);
  process.exit(2);
}
const releases = await readReleases();
if (REMOTES.some((name) => !releases[name])) {
  console.error('Nothing is deployed yet: run `npm run build` first.');
  process.exit(1);
}
const version = newVersionLabel(releases[remote]?.history ?? []);
console.log(`Building ${remote} ${version} ...`);
await buildApps([
  {
    app: remote,
    env: { mode: 'production', outputPath: remoteVersionDir(remote, version), release: version },
  },
]);
const previous = releases[remote]?.current;
await recordRelease(releases, remote, version);
await publish(releases as Releases);
console.log(`Released ${remote} ${version} (was ${previous}). Roll back with: npm run rollback -- ${remote}`);
