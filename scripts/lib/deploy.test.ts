import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { scratchDir } from './scratch-dir.ts';

// deploy.ts reads its folder from the environment when it loads: point it at a scratch folder first.
const scratch = await scratchDir('club-deploy-');
process.env.CLUB_DEPLOY_DIR = scratch;
delete process.env.CLUB_RELEASE_SECRET;
const deploy = await import('./deploy.ts');
const { REMOTES } = await import('./apps.ts');
const { KEEP_VERSIONS, makeLive, RETAIN_AFTER_SERVED_MS } = await import('./release-records.ts');

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

describe('claimVersionDir', () => {
  it('gives two releases of one remote in the same second two folders', async () => {
    const now = new Date('2026-11-22T11:00:00Z');
    const [a, b] = await Promise.all([
      deploy.claimVersionDir('mfe-account', now),
      deploy.claimVersionDir('mfe-account', now),
    ]);
    expect(new Set([a, b])).toEqual(new Set(['v20261122-110000', 'v20261122-110000-2']));
    expect(existsSync(deploy.remoteVersionDir('mfe-account', 'v20261122-110000-2'))).toBe(true);
  });
});

const allLive = (version: string) =>
  Object.fromEntries(REMOTES.map((remote) => [remote, makeLive(undefined, version, Date.now())]));

describe('updateReleases', () => {
  it('writes the records and a valid runtime config per variant pointing at the live manifests', async () => {
    await deploy.updateReleases((releases) => {
      Object.assign(releases, allLive('v7'));
    });
    const club = JSON.parse(await readFile(deploy.runtimeConfigFile('club'), 'utf8'));
    const streamer = JSON.parse(await readFile(deploy.runtimeConfigFile('streamer'), 'utf8'));
    expect(club.remotes['mfe-streaming']).toBe('http://localhost:3003/v7/mf-manifest.json');
    expect(club.flags.siteVariant).toBe('club');
    expect(streamer.flags.siteVariant).toBe('streamer');
    expect((await deploy.readReleases())['mfe-account']?.current).toBe('v7');
  });

  it('changes nothing when the change throws', async () => {
    const before = await readFile(deploy.RELEASES_FILE, 'utf8');
    await expect(
      deploy.updateReleases((releases) => {
        Object.assign(releases, allLive('v8'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await readFile(deploy.RELEASES_FILE, 'utf8')).toBe(before);
    expect(existsSync(deploy.RELEASES_LOCK), 'the lock is let go').toBe(false);
  });

  it('never loses a change when many are made at the same moment', async () => {
    const remote = 'mfe-matches';
    await deploy.updateReleases((releases) => {
      releases[remote] = makeLive(undefined, 'v0', Date.now());
    });
    // Each change reads, waits (as a slow release would) and writes: without the lock, most are lost.
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        deploy.updateReleases(async (releases) => {
          const entry = releases[remote];
          await sleep(5);
          if (entry) releases[remote] = { ...entry, servedUntil: { ...entry.servedUntil, [`c${n}`]: '' } };
        }),
      ),
    );
    const marks = Object.keys((await deploy.readReleases())[remote]?.servedUntil ?? {});
    expect(marks.filter((mark) => mark.startsWith('c'))).toHaveLength(12);
  });

  it('takes over a lock left by a process that is gone, and waits for one that is not', async () => {
    const gone = { pid: 2 ** 22 + 7, host: hostname(), at: Date.now() };
    await writeFile(deploy.RELEASES_LOCK, JSON.stringify(gone));
    await deploy.updateReleases(() => {});
    expect(existsSync(deploy.RELEASES_LOCK)).toBe(false);

    await writeFile(
      deploy.RELEASES_LOCK,
      JSON.stringify({ pid: process.pid, host: hostname(), at: Date.now() }),
    );
    let done = false;
    const waiting = deploy.updateReleases(() => {
      done = true;
    });
    await sleep(300);
    expect(done, 'a live holder is waited for').toBe(false);
    await rm(deploy.RELEASES_LOCK);
    await waiting;
    expect(done).toBe(true);
  });

  it("removes a lock only while it is still a dead holder's, one process at a time", async () => {
    const dead = JSON.stringify({ pid: 2 ** 22 + 7, host: hostname(), at: Date.now() });
    await writeFile(deploy.RELEASES_LOCK, dead);
    expect(await deploy.breakStaleLock()).toBe(true);
    expect(existsSync(deploy.RELEASES_LOCK), "a dead holder's lock goes").toBe(false);

    // Many waiters find a dead holder's lock at once. One that got there after another had taken
    // the lock over must leave it, or the two would hold it together and one change be lost.
    await writeFile(
      deploy.RELEASES_LOCK,
      JSON.stringify({ pid: process.pid, host: hostname(), at: Date.now() }),
    );
    expect(await deploy.breakStaleLock()).toBe(false);
    expect(existsSync(deploy.RELEASES_LOCK), 'a lock taken over since stays').toBe(true);

    // While another process is removing a lock, the rest leave it to that one...
    await writeFile(deploy.RELEASES_LOCK, dead);
    await writeFile(deploy.RELEASES_LOCK_BREAKER, '');
    expect(await deploy.breakStaleLock()).toBe(false);
    expect(existsSync(deploy.RELEASES_LOCK)).toBe(true);
    // ...unless that process died doing it.
    const past = new Date(Date.now() - 2 * deploy.BREAKER_STALE_MS);
    await utimes(deploy.RELEASES_LOCK_BREAKER, past, past);
    await deploy.updateReleases(() => {});
    expect(existsSync(deploy.RELEASES_LOCK)).toBe(false);
    expect(existsSync(deploy.RELEASES_LOCK_BREAKER)).toBe(false);
  });

  it('removes the folders of versions no longer kept, and keeps those served within a day', async () => {
    const remote = 'mfe-content';
    const versions = Array.from({ length: KEEP_VERSIONS + 2 }, (_, n) => `p${n + 1}`);
    for (const version of versions)
      await mkdir(deploy.remoteVersionDir(remote, version), { recursive: true });
    const start = Date.now() - 2 * RETAIN_AFTER_SERVED_MS;
    await deploy.updateReleases((releases) => {
      let entry: ReturnType<typeof makeLive> | undefined;
      // p1 and p2 stopped being served two days ago; p3 an hour ago.
      versions.forEach((version, n) => {
        entry = makeLive(entry, version, n < 2 ? start : Date.now() - 60 * 60 * 1000);
      });
      if (entry) releases[remote] = entry;
    });
    expect(existsSync(deploy.remoteVersionDir(remote, 'p1'))).toBe(false);
    expect(existsSync(deploy.remoteVersionDir(remote, 'p2'))).toBe(true);
    expect((await deploy.readReleases())[remote]?.history).not.toContain('p1');
  });
});

describe('releaseSecret', () => {
  it('is made once, kept from other users, and the same for every reader', async () => {
    const first = await deploy.releaseSecret();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await deploy.releaseSecret()).toBe(first);
    expect((await stat(deploy.RELEASE_SECRET_FILE)).mode & 0o077).toBe(0);
  });
});

describe('copyDeployment', () => {
  it('copies the builds and the history, its runtime configs at the moved ports', async () => {
    const club = deploy.runtimeConfigFile('club');
    await mkdir(path.dirname(club), { recursive: true });
    const config = {
      services: { webApi: 'http://localhost:4000/web' },
      remotes: { 'mfe-content': 'http://localhost:3001/v1/mf-manifest.json' },
      settings: { mux: { beaconCollectionDomain: 'localhost:4000' }, elsewhere: 'http://localhost:8080/' },
    };
    await writeFile(club, JSON.stringify(config));
    await mkdir(path.join(scratch, 'shell'), { recursive: true });
    await writeFile(path.join(scratch, 'shell', 'index.html'), '<!doctype html>');
    const to = await mkdtemp(path.join(tmpdir(), 'club-deploy-copy-'));
    try {
      await deploy.copyDeployment(to, 100);
      expect(JSON.parse(await readFile(path.join(to, 'runtime', 'club.json'), 'utf8'))).toEqual({
        services: { webApi: 'http://localhost:4100/web' },
        remotes: { 'mfe-content': 'http://localhost:3101/v1/mf-manifest.json' },
        settings: { mux: { beaconCollectionDomain: 'localhost:4100' }, elsewhere: 'http://localhost:8080/' },
      });
      expect(await readFile(path.join(to, 'shell', 'index.html'), 'utf8')).toBe('<!doctype html>');
      // The original stays as it was.
      expect(JSON.parse(await readFile(club, 'utf8'))).toEqual(config);
    } finally {
      await rm(to, { recursive: true, force: true });
    }
  });
});
