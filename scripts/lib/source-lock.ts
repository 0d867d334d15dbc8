/**
 * One e2e check at a time may hold the repo's source: release.spec builds remotes from the working
 * tree, as a release does, and the dev-reload check (e2e/dev/) edits a file of mfe-content and puts
 * it back. The two serve ports of their own and can run side by side (a developer's e2e run and the
 * dev check in another terminal), so each holds this lock while it builds or edits: a release built
 * in the middle of the edit would ship the edited heading.
 *
 * The lock is a folder (making one is atomic), named after the repo so two clones do not share
 * it, with the holder's process id inside: a holder that died without letting go (a killed worker)
 * leaves it stale, and the next taker removes it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** This clone's lock. */
export const SOURCE_LOCK_DIR = path.join(
  os.tmpdir(),
  `club-source-lock-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`,
);
const POLL_MS = 250;
/** A lock folder with no holder written this long after it was made lost its taker in between. */
const UNCLAIMED_MS = 5_000;

interface Holder {
  pid: number;
  purpose: string;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderFile = (lockDir: string) => path.join(lockDir, 'holder.json');

async function currentHolder(lockDir: string): Promise<Holder | undefined> {
  try {
    return JSON.parse(await readFile(holderFile(lockDir), 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** Whether the lock's holder is gone: its process has ended, or it never wrote its name. */
async function isStale(lockDir: string, holder: Holder | undefined): Promise<boolean> {
  if (holder) return !isAlive(holder.pid);
  const made = await stat(lockDir).then(
    (info) => info.mtimeMs,
    () => Date.now(),
  );
  return Date.now() - made > UNCLAIMED_MS;
}

/**
 * Waits until the source is free (at most `waitMs`), takes it for `purpose` and returns the function
 * that lets it go. Throws, naming the holder, if it is still taken after `waitMs`.
 */
export async function holdSource(
  purpose: string,
  waitMs: number,
  lockDir = SOURCE_LOCK_DIR,
): Promise<() => Promise<void>> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await mkdir(lockDir);
      await writeFile(holderFile(lockDir), JSON.stringify({ pid: process.pid, purpose } satisfies Holder));
      return () => rm(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await currentHolder(lockDir);
    if (await isStale(lockDir, holder)) {
      await rm(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(
        `The repo's source is still held by ${holder ? `process ${holder.pid} (${holder.purpose})` : 'another check'} after ${Math.round(waitMs / 1000)} s (${lockDir}).`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
