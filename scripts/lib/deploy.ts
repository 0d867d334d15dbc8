/**
 * The local deployment: what is live and what was live before. It keeps, under .deploy/, the shell
 * build, one folder per released version of each remote, a release history, and the runtime config
 * files the shell fetches (one per site variant). Releasing or rolling back rewrites those files
 * only; the shell build is never touched.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseRuntimeConfig, type RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { PORTS, portsAt, REMOTES, type RemoteName, withLocalPorts } from './apps.ts';
import { prunable, type RemoteReleases, withoutVersions } from './release-records.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEPLOY_DIR = process.env.CLUB_DEPLOY_DIR
  ? path.resolve(process.env.CLUB_DEPLOY_DIR)
  : path.join(ROOT, '.deploy');
export const SHELL_DIR = path.join(DEPLOY_DIR, 'shell');
/** A deployment's release history, in its folder `dir`. */
export const releasesFileIn = (dir: string) => path.join(dir, 'releases.json');
export const RELEASES_FILE = releasesFileIn(DEPLOY_DIR);
/** Held while a process changes the release records (withReleaseLock). */
export const RELEASES_LOCK = `${RELEASES_FILE}.lock`;
/** Held by the one process removing a dead holder's lock (breakStaleLock). */
export const RELEASES_LOCK_BREAKER = `${RELEASES_LOCK}.break`;
/** The key that signs preview links (release-routing.ts); made on first use, never committed. */
export const RELEASE_SECRET_FILE = path.join(DEPLOY_DIR, 'release-secret');

export const VARIANTS = ['club', 'streamer'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Where each variant's runtime config is written; the servers serve these as /runtime-config.json. */
export const runtimeConfigFileIn = (dir: string, variant: Variant) =>
  path.join(dir, 'runtime', `${variant}.json`);
export const runtimeConfigFile = (variant: Variant) => runtimeConfigFileIn(DEPLOY_DIR, variant);

export const remoteDir = (remote: RemoteName) => path.join(DEPLOY_DIR, remote);
export const remoteVersionDir = (remote: RemoteName, version: string) =>
  path.join(remoteDir(remote), version);

/** A remote's manifest URL for a version, as the shell will fetch it. */
export const manifestUrl = (remote: RemoteName, version: string) =>
  `http://localhost:${PORTS[remote]}/${version}/mf-manifest.json`;

export type { RemoteReleases } from './release-records.ts';
export type Releases = Record<RemoteName, RemoteReleases>;

/** The release history of this deployment, or of another one's `file`. */
export async function readReleases(file = RELEASES_FILE): Promise<Partial<Releases>> {
  if (!existsSync(file)) return {};
  return JSON.parse(await readFile(file, 'utf8')) as Partial<Releases>;
}

/** Writes a file so that a reader sees either the old or the new content, never half of it. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** A sortable, readable version label: UTC date and time, plus a counter if one is taken. */
export function newVersionLabel(existing: readonly string[], now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  let label = `v${stamp}`;
  for (let n = 2; existing.includes(label); n++) label = `v${stamp}-${n}`;
  return label;
}

/**
 * A variant's runtime config template (config/runtime/), remotes aside, at this site's ports: the
 * template names the services at DESIGN.md's port, and a copy of the site on other ports moves it.
 */
export async function runtimeConfigTemplate(variant: Variant): Promise<object> {
  return JSON.parse(
    withLocalPorts(await readFile(path.join(ROOT, 'config/runtime', `${variant}.json`), 'utf8'), PORTS),
  ) as object;
}

/** The runtime config of a variant for a set of live remote versions, validated like the shell does. */
export async function runtimeConfigFor(
  variant: Variant,
  live: Record<RemoteName, string>,
): Promise<RuntimeConfig> {
  const template = await runtimeConfigTemplate(variant);
  const remotes = Object.fromEntries(REMOTES.map((remote) => [remote, manifestUrl(remote, live[remote])]));
  return parseRuntimeConfig({ ...template, remotes }, `${variant} runtime config`);
}

/** Saves the release history and points every variant's runtime config at the current versions. */
export async function publish(releases: Releases): Promise<void> {
  await writeFileAtomic(RELEASES_FILE, `${JSON.stringify(releases, null, 2)}\n`);
  const live = Object.fromEntries(REMOTES.map((remote) => [remote, releases[remote].current])) as Record<
    RemoteName,
    string
  >;
  for (const variant of VARIANTS) {
    const config = await runtimeConfigFor(variant, live);
    await writeFileAtomic(runtimeConfigFile(variant), `${JSON.stringify(config, null, 2)}\n`);
  }
}

/**
 * A copy of this deployment (at DESIGN.md's ports) in `to`, for a second copy of the site on the
 * same machine with its ports moved by `offset` (apps.ts PORT_OFFSET_ENV): the same builds and
 * release history, its runtime configs pointing at the moved ports. What `to` held goes.
 */
export async function copyDeployment(to: string, offset: number): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await cp(DEPLOY_DIR, to, { recursive: true });
  for (const variant of VARIANTS) {
    const file = path.join(to, path.relative(DEPLOY_DIR, runtimeConfigFile(variant)));
    if (existsSync(file))
      await writeFile(file, withLocalPorts(await readFile(file, 'utf8'), portsAt(offset)));
  }
}

/**
 * The folder for a new version of a remote, claimed: made here, so two releases of one remote at the
 * same moment never build into the same folder. Returns its version label.
 */
export async function claimVersionDir(remote: RemoteName, now = new Date()): Promise<string> {
  await mkdir(remoteDir(remote), { recursive: true });
  const taken: string[] = [];
  for (;;) {
    const version = newVersionLabel(taken, now);
    try {
      await mkdir(remoteVersionDir(remote, version));
      return version;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      taken.push(version);
    }
  }
}

/** How long a process waits for another to finish with the records before giving up. */
export const LOCK_WAIT_MS = 60_000;
/** A lock older than this is a crashed process's, and is taken over. */
export const LOCK_STALE_MS = 120_000;
/** A breaker's lock older than this was left by a process that crashed while removing a lock. */
export const BREAKER_STALE_MS = 10_000;

interface LockOwner {
  pid: number;
  host: string;
  at: number;
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock file is left behind by a process that is gone (or too old to trust). */
async function isStale(file: string): Promise<boolean> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as LockOwner;
    return !isAlive(owner) || Date.now() - owner.at > LOCK_STALE_MS;
  } catch {
    // Unreadable: being written this instant, or debris. Judge it by its age.
    try {
      return Date.now() - (await stat(file)).mtimeMs > LOCK_STALE_MS;
    } catch {
      return false;
    }
  }
}

/**
 * Removes the records' lock if it is still a dead holder's, and says whether it did. Many processes
 * waiting on it find it stale at once; one that removed it after another had already taken it over
 * would run beside that one and lose a change. So only the process holding the breaker's lock (made
 * exclusively too) may remove it, and judges it again first; the others go back to waiting.
 */
export async function breakStaleLock(): Promise<boolean> {
  try {
    await (await open(RELEASES_LOCK_BREAKER, 'wx')).close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = await stat(RELEASES_LOCK_BREAKER).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (age > BREAKER_STALE_MS) await rm(RELEASES_LOCK_BREAKER, { force: true });
    return false;
  }
  try {
    if (!(await isStale(RELEASES_LOCK))) return false;
    await rm(RELEASES_LOCK, { force: true });
    return true;
  } finally {
    await rm(RELEASES_LOCK_BREAKER, { force: true });
  }
}

/**
 * Runs `change` while holding the release records' lock, so two teams releasing at the same moment
 * (or a release and the judge) never interleave their read-modify-write of releases.json. The lock
 * is a file made exclusively (O_EXCL); a lock whose process is gone is taken over.
 */
export async function withReleaseLock<T>(change: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(RELEASES_LOCK), { recursive: true });
  const owner: LockOwner = { pid: process.pid, host: hostname(), at: Date.now() };
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(RELEASES_LOCK, 'wx');
      await handle.writeFile(JSON.stringify(owner));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if ((await isStale(RELEASES_LOCK)) && (await breakStaleLock())) continue;
      if (Date.now() - started > LOCK_WAIT_MS)
        throw new Error(`The release records are locked by another process (${RELEASES_LOCK}); try again.`);
      await sleep(25 + Math.random() * 50);
    }
  }
  try {
    return await change();
  } finally {
    await rm(RELEASES_LOCK, { force: true });
  }
}

/**
 * Changes the release records under the lock: reads them, lets `change` edit them in place (throwing
 * leaves everything as it was), then writes them and the runtime configs, and removes the folders
 * of versions no longer kept (release-records.ts `prunable`).
 */
export async function updateReleases<T>(
  change: (releases: Partial<Releases>) => T | Promise<T>,
  now = Date.now(),
): Promise<T> {
  return withReleaseLock(async () => {
    const releases = await readReleases();
    const result = await change(releases);
    const gone: Array<[RemoteName, string]> = [];
    for (const remote of REMOTES) {
      const entry = releases[remote];
      if (!entry) continue;
      const versions = prunable(entry, now);
      releases[remote] = withoutVersions(entry, versions);
      gone.push(...versions.map((version) => [remote, version] as [RemoteName, string]));
    }
    if (REMOTES.every((remote) => releases[remote])) await publish(releases as Releases);
    else await writeFileAtomic(RELEASES_FILE, `${JSON.stringify(releases, null, 2)}\n`);
    for (const [remote, version] of gone)
      await rm(remoteVersionDir(remote, version), { recursive: true, force: true });
    return result;
  });
}

/**
 * The key that signs preview links: CLUB_RELEASE_SECRET, or one made on first use and kept beside
 * the records (readable by the deployment's owner only). The release tooling and the site's server
 * read the same one.
 */
export async function releaseSecret(): Promise<string> {
  const fromEnvironment = process.env.CLUB_RELEASE_SECRET;
  if (fromEnvironment) return fromEnvironment;
  await mkdir(DEPLOY_DIR, { recursive: true });
  try {
    await writeFile(RELEASE_SECRET_FILE, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(RELEASE_SECRET_FILE, 'utf8')).trim();
}
