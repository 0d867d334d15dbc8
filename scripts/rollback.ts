/**
 * `npm run rollback -- <remote> [version]`: takes the remote's candidate away, if it has one
 * (everyone back on live); otherwise points the runtime configs back at the version that was live
 * before the current one (or at a named kept version). Nothing is built and nothing is deleted; a
 * tab still running the version taken away reloads on its next navigation.
 */
import { isRemote, REMOTES } from './lib/apps.ts';
import { updateReleases } from './lib/deploy.ts';
import { rollBack, rollBackCandidate } from './lib/release-records.ts';

const [remote, wanted] = process.argv.slice(2);
if (!remote || !isRemote(remote)) {
  console.error(`Usage: npm run rollback -- <remote> [version]   (one of: ${REMOTES.join(', ')})`);
  process.exit(2);
}
const outcome = await updateReleases((releases) => {
  const entry = releases[remote];
  if (!entry) return `${remote} has never been released: run \`npm run build\` first`;
  const now = Date.now();
  if (entry.candidate && !wanted) {
    const next = rollBackCandidate(entry, now, 'rolled back by hand (npm run rollback)');
    if (typeof next === 'string') return next;
    releases[remote] = next;
    return {
      done: `Rolled back ${remote}'s candidate ${entry.candidate.version}; ${entry.current} stays live.`,
    };
  }
  const next = rollBack(entry, now, wanted);
  if (typeof next === 'string') return `Cannot roll back ${remote}: ${next}`;
  releases[remote] = next;
  return { done: `Rolled back ${remote} from ${entry.current} to ${next.current}.` };
});
if (typeof outcome === 'string') {
  console.error(`${outcome}.`);
  process.exit(1);
}
console.log(outcome.done);
