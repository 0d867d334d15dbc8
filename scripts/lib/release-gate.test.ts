import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Contract } from './contract.ts';
import { scratchDir } from './scratch-dir.ts';

// deploy.ts reads its folder from the environment when it loads: point it at a scratch folder first.
process.env.CLUB_DEPLOY_DIR = await scratchDir('club-gate-');
const { remoteVersionDir, SHELL_DIR } = await import('./deploy.ts');
const { makeLive, propose } = await import('./release-records.ts');
const { gateRelease, refusal } = await import('./release-gate.ts');

const base: Contract = {
  app: 'shell',
  release: 'local',
  federationRuntime: '2.9.2',
  exposes: {},
  routePrefixes: [],
  mounts: [],
  shared: {},
  sharedImports: {},
  provides: {},
  sharedApi: {},
};
async function write(dir: string, contract: Contract) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'contract.json'), JSON.stringify(contract));
}
const fits = () => [];

describe('gateRelease', () => {
  it("holds a build against the live shell and the other remotes' live versions and candidates", async () => {
    await write(SHELL_DIR, {
      ...base,
      mounts: [{ remote: 'mfe-matches', expose: 'routes', prefixes: ['teams'] }],
    });
    await write(remoteVersionDir('mfe-content', 'c1'), { ...base, app: 'mfe-content', release: 'c1' });
    // mfe-content's candidate mounts a piece of mfe-matches.
    await write(remoteVersionDir('mfe-content', 'c2'), {
      ...base,
      app: 'mfe-content',
      release: 'c2',
      mounts: [{ remote: 'mfe-matches', expose: 'NextMatchStrip', props: '{}' }],
    });
    await write(remoteVersionDir('mfe-matches', 'm2'), {
      ...base,
      app: 'mfe-matches',
      release: 'm2',
      exposes: { routes: {} },
      routePrefixes: ['teams'],
    });
    const releases = {
      'mfe-content': propose(makeLive(undefined, 'c1', 0), 'c2', 10, 0),
      'mfe-matches': makeLive(undefined, 'm1', 0),
      // Deployed before release contracts: not checked against, and said so.
      'mfe-account': makeLive(undefined, 'a0', 0),
    };
    const outcome = await gateRelease('mfe-matches', 'm2', releases, fits);
    expect(outcome.problems).toEqual(['it no longer exposes ./NextMatchStrip, which mfe-content c2 mounts']);
    expect(outcome.unchecked).toEqual([
      expect.stringMatching(/^mfe-account a0: .*contract\.json is missing/),
    ]);
    expect(refusal('mfe-matches', 'm2', outcome.problems)).toBe(
      'Refused: mfe-matches m2 would break the live site:\n  - it no longer exposes ./NextMatchStrip, which mfe-content c2 mounts\nNothing changed live.',
    );
  });

  it('refuses a build that wrote no contract', async () => {
    const outcome = await gateRelease('mfe-streaming', 's9', {}, fits);
    expect(outcome.problems).toEqual([expect.stringMatching(/^its contract cannot be read: .*missing/)]);
  });
});
