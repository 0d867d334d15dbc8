import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RemoteReleases } from './deploy.ts';

// deploy.ts reads its folder from the environment when it loads: point it at a scratch folder first.
const scratch = await mkdtemp(path.join(tmpdir(), 'club-deploy-'));
process.env.CLUB_DEPLOY_DIR = scratch;
const deploy = await import('./deploy.ts');
const { REMOTES } = await import('./apps.ts');

describe('newVersionLabel', () => {
  it('is a sortable UTC time stamp', () => {
    expect(deploy.newVersionLabel([], new Date('2026-11-22T10:15:00Z'))).toBe('v20261122-101500');
  });

  it('never reuses a label taken in the same second', () => {
    const now = new Date('2026-11-22T10:15:00Z');
    expect(deploy.newVersionLabel(['v20261122-101500'], now)).toBe('v20261122-101500-2');
    expect(deploy.newVersionLabel(['v20261122-101500', 'v20261122-101500-2'], now)).toBe(
      'v20261122-101500-3',
    );
  });
});

describe('rollBack', () => {
  it('goes back to the version that was live before, even after an earlier rollback', async () => {
    const releases: Parameters<typeof deploy.recordRelease>[0] = {};
    await deploy.recordRelease(releases, 'mfe-matches', 'v1');
    await deploy.recordRelease(releases, 'mfe-matches', 'v2');
    const afterFirst = deploy.rollBack(releases['mfe-matches'] as RemoteReleases);
    expect(typeof afterFirst !== 'string' && afterFirst.current).toBe('v1');
    releases['mfe-matches'] = afterFirst as RemoteReleases;
    await deploy.recordRelease(releases, 'mfe-matches', 'v3');
    // v2 was abandoned; the version live before v3 was v1.
    const afterSecond = deploy.rollBack(releases['mfe-matches'] as RemoteReleases);
    expect(typeof afterSecond !== 'string' && afterSecond.current).toBe('v1');
  });

  it('rolls to a named kept version, and a plain rollback then undoes that', () => {
    const entry = { current: 'v3', history: ['v1', 'v2', 'v3'], previous: ['v2'] };
    const named = deploy.rollBack(entry, 'v1');
    expect(typeof named !== 'string' && named.current).toBe('v1');
    const undone = deploy.rollBack(named as RemoteReleases);
    expect(typeof undone !== 'string' && undone.current).toBe('v3');
  });

  it('says why when there is nowhere to go', () => {
    expect(deploy.rollBack({ current: 'v1', history: ['v1'] })).toMatch(/nothing to roll back to/);
    expect(deploy.rollBack({ current: 'v2', history: ['v1', 'v2'] }, 'v9')).toMatch(/no kept version v9/);
  });
});

describe('recordRelease and publish', () => {
  beforeAll(async () => {
    for (let n = 1; n <= deploy.KEEP_VERSIONS + 1; n++) {
      await mkdir(deploy.remoteVersionDir('mfe-content', `v${n}`), { recursive: true });
    }
  });

  it('makes the new version live and keeps only the newest folders', async () => {
    const releases: Parameters<typeof deploy.recordRelease>[0] = {};
    for (let n = 1; n <= deploy.KEEP_VERSIONS + 1; n++)
      await deploy.recordRelease(releases, 'mfe-content', `v${n}`);
    expect(releases['mfe-content']?.current).toBe(`v${deploy.KEEP_VERSIONS + 1}`);
    expect(releases['mfe-content']?.history).toHaveLength(deploy.KEEP_VERSIONS);
    expect(existsSync(deploy.remoteVersionDir('mfe-content', 'v1'))).toBe(false);
    expect(existsSync(deploy.remoteVersionDir('mfe-content', 'v2'))).toBe(true);
  });

  it('writes a valid runtime config per variant pointing at the live manifests', async () => {
    const releases = Object.fromEntries(
      REMOTES.map((remote) => [remote, { current: 'v7', history: ['v6', 'v7'] }]),
    ) as Parameters<typeof deploy.publish>[0];
    await deploy.publish(releases);
    const club = JSON.parse(await readFile(deploy.runtimeConfigFile('club'), 'utf8'));
    const streamer = JSON.parse(await readFile(deploy.runtimeConfigFile('streamer'), 'utf8'));
    expect(club.remotes['mfe-streaming']).toBe('http://localhost:3003/v7/mf-manifest.json');
    expect(club.flags.siteVariant).toBe('club');
    expect(streamer.flags.siteVariant).toBe('streamer');
    expect(JSON.parse(await readFile(deploy.RELEASES_FILE, 'utf8'))['mfe-account'].current).toBe('v7');
  });

  it('replaces files whole, so a reader never sees half a config', async () => {
    const file = path.join(scratch, 'atomic.json');
    await writeFile(file, 'old');
    await deploy.writeFileAtomic(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
  });
});
