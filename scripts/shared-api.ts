/**
 * `npm run shared-api`: how the public API of @club/shared differs from the one recorded for its
 * version (shared/public-api.json), and the version bump that asks for.
 * `npm run shared-api -- --write`: records the API for the current version, once the version in
 * shared/package.json has moved far enough (scripts/lib/shared-api.ts says how far).
 */
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from './lib/deploy.ts';
import {
  compareApi,
  PUBLIC_API_FILE,
  readSharedApi,
  requiredBump,
  type SharedApiSnapshot,
  versionProblem,
} from './lib/shared-api.ts';
import { SHARED_VERSION } from './lib/shared-entries.ts';

const write = process.argv.includes('--write');
const recorded = JSON.parse(await readFile(PUBLIC_API_FILE, 'utf8')) as SharedApiSnapshot;
const api = readSharedApi();
const difference = compareApi(recorded.entries, api);
const changes = difference.added.length + difference.removed.length + difference.changed.length;

if (changes === 0 && recorded.version === SHARED_VERSION) {
  console.log(`The public API of @club/shared is the one recorded for ${SHARED_VERSION}.`);
  process.exit(0);
}
for (const [label, items] of Object.entries(difference))
  for (const item of items) console.log(`${label.padEnd(8)} ${item}`);
console.log(
  `\nRecorded for ${recorded.version}; the version is ${SHARED_VERSION}; the change asks for a ` +
    `${requiredBump(recorded.entries, api, difference)} bump.`,
);
const problem = versionProblem(recorded, api, SHARED_VERSION);
if (problem) {
  console.error(`\nNot recorded: ${problem.split('\n')[0]}. Bump "version" in shared/package.json first.`);
  process.exit(1);
}
if (!write) {
  console.log('Record it with: npm run shared-api -- --write');
  process.exit(1);
}
const snapshot: SharedApiSnapshot = { version: SHARED_VERSION, entries: api };
await writeFileAtomic(PUBLIC_API_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
console.log(`Recorded the public API of @club/shared ${SHARED_VERSION} in ${PUBLIC_API_FILE}.`);
