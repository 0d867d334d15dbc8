import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdSource } from './source-lock.ts';

let parent: string;
let lockDir: string;
beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'source-lock-test-'));
  lockDir = path.join(parent, 'lock');
});
afterEach(() => rm(parent, { recursive: true, force: true }));

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 0;

describe('holdSource', () => {
  it('lets one holder in at a time: the second gets the source once the first lets go', async () => {
    const letGo = await holdSource('release.spec', 1_000, lockDir);
    const order: string[] = [];
    const second = holdSource('dev reload', 10_000, lockDir).then((release) => {
      order.push('second holds');
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    order.push('first lets go');
    await letGo();
    await (await second)();
    expect(order).toEqual(['first lets go', 'second holds']);
  });

  it('gives up after the time it may wait, naming the holder', async () => {
    await holdSource('release.spec', 1_000, lockDir);
    await expect(holdSource('dev reload', 300, lockDir)).rejects.toThrow(
      `still held by process ${process.pid} (release.spec)`,
    );
  });

  it('takes over a lock whose holder has ended', async () => {
    await mkdir(lockDir);
    await writeFile(
      path.join(lockDir, 'holder.json'),
      JSON.stringify({ pid: endedPid(), purpose: 'killed' }),
    );
    const letGo = await holdSource('dev reload', 300, lockDir);
    await letGo();
  });

  it('takes over a lock made long ago whose taker never wrote its name', async () => {
    await mkdir(lockDir);
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(lockDir, longAgo, longAgo);
    await (await holdSource('dev reload', 300, lockDir))();
  });

  it('waits for a taker that has just made the lock and not yet written its name', async () => {
    await mkdir(lockDir);
    await expect(holdSource('dev reload', 300, lockDir)).rejects.toThrow('still held by another check');
  });
});
