/**
 * `npm run rollback -- <remote> [version]`: points the runtime configs back at the version that was
 * live before the current one (or at a named kept version). Nothing is built and nothing is deleted.
 */
import { isRemote, REMOTES } from './lib/apps.ts';
import { publish, type Releases, readReleases, rollBack } from './lib/deploy.ts';

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
const next = rollBack(entry, wanted);
if (typeof next === 'string') {
  console.error(`Cannot roll back ${remote}: ${next}.`);
  process.exit(1);
}
releases[remote] = next;
await publish(releases as Releases);
console.log(`Rolled back ${remote} from ${entry.current} to ${next.current}.`);
