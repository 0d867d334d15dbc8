import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compareApi,
  PUBLIC_API_FILE,
  readSharedApi,
  readSharedValueNames,
  requiredBump,
  type SharedApi,
  type SharedApiSnapshot,
} from '../lib/shared-api.ts';
import { SHARED_VERSION } from '../lib/shared-entries.ts';

/**
 * A remote requires `^<version it was built with>` of the shell's @club/shared, strictly
 * (rspack.base.ts), so the version is only as good as its discipline: it must change whenever the
 * public API does. shared/public-api.json is the API recorded for the current version; when the
 * sources say otherwise, bump the version in shared/package.json and run
 * `npm run shared-api -- --write`, which records it only for a big enough bump.
 */
describe('@club/shared public API and version', () => {
  const recorded = JSON.parse(readFileSync(PUBLIC_API_FILE, 'utf8')) as SharedApiSnapshot;
  let api: SharedApi = {};
  // The compiler reads every shared entry with its types (about ten seconds on a loaded machine).
  beforeAll(() => {
    api = readSharedApi();
  }, 60_000);

  it('is the API recorded for the current version', () => {
    const difference = compareApi(recorded.entries, api);
    const bump = requiredBump(recorded.entries, api, difference);
    expect(
      { version: recorded.version, difference },
      `The public API of @club/shared changed (a ${bump} change): bump "version" in shared/package.json, then run npm run shared-api -- --write`,
    ).toEqual({ version: SHARED_VERSION, difference: { added: [], removed: [], changed: [] } });
  });

  it("names the same values as the builds' fast reading, which the shell's release contract records", () => {
    const values = Object.fromEntries(
      Object.entries(api).map(([entry, exports]) => [
        entry,
        Object.entries(exports)
          .filter(([, signature]) => signature.startsWith('value:'))
          .map(([name]) => name)
          .sort(),
      ]),
    );
    expect(readSharedValueNames()).toEqual(values);
  });
});
