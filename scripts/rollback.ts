/**
 * `npm run rollback -- <remote> [version]`: points the runtime configs back at the version released
 * before the live one (or at a named kept version). Nothing is built and nothing is deleted.
 */
import { isRemote, REMOTES } from './lib/apps.ts';
import { previousVersion, publish, type Releases, readReleases } from './lib/deploy.ts';

const [remote, wanted] = process.argv.slice(2);
if (!remote || !isRemote(remote)) {
  console.error(`Usage: npm run rollback -- <remote> [version]   (one of: ${REMOTES.join(', ')})`);
  process.exit(2);
}
const releases = await readReleases();
const entry = releases[remote];
if (!entry) {
  console.error(`${remote} has never been released: run \`npm run build\` first.`);
  process.exit(1);
}
const target = wanted ?? previousVersion(entry);
if (!target || !entry.history.includes(target)) {
  console.error(
    wanted
      ? `${remote} has no kept version ${wanted}; kept: ${entry.history.join(', ')}`
      : `${remote} ${entry.current} is the oldest kept version; there is nothing to roll back to.`,
  );
  process.exit(1);
}
const from = entry.current;
entry.current = target;
await publish(releases as Releases);
console.log(`Rolled back ${remote} from ${from} to ${target}.`);
