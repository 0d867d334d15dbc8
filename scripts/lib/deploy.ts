/**
 * The local deployment: what is live and what was live before. It keeps, under .deploy/, the shell
 * build, one folder per released version of each remote, a release history, and the runtime config
 * files the shell fetches (one per site variant). Releasing or rolling back rewrites those files
 * only; the shell build is never touched.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRuntimeConfig, type RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { PORTS, REMOTES, type RemoteName } from './apps.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEPLOY_DIR = process.env.CLUB_DEPLOY_DIR
  ? path.resolve(process.env.CLUB_DEPLOY_DIR)
  : path.join(ROOT, '.deploy');
export const SHELL_DIR = path.join(DEPLOY_DIR, 'shell');
export const RELEASES_FILE = path.join(DEPLOY_DIR, 'releases.json');
/** Older versions are kept so open tabs can still fetch their chunks after a release. */
export const KEEP_VERSIONS = 5;

export const VARIANTS = ['club', 'streamer'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Where each variant's runtime config is written; the servers serve these as /runtime-config.json. */
export const runtimeConfigFile = (variant: Variant) => path.join(DEPLOY_DIR, 'runtime', `${variant}.json`);

export const remoteDir = (remote: RemoteName) => path.join(DEPLOY_DIR, remote);
export const remoteVersionDir = (remote: RemoteName, version: string) =>
  path.join(remoteDir(remote), version);

/** A remote's manifest URL for a version, as the shell will fetch it. */
export const manifestUrl = (remote: RemoteName, version: string) =>
  `http://localhost:${PORTS[remote]}/${version}/mf-manifest.json`;

export interface RemoteReleases {
  /** The live version. */
  current: string;
  /** Every version built and kept, oldest first (pruned to KEEP_VERSIONS). */
  history: string[];
  /** The versions that were live before the current one, most recent last: where rollback goes. */
  previous?: string[];
}
export type Releases = Record<RemoteName, RemoteReleases>;

export async function readReleases(): Promise<Partial<Releases>> {
  if (!existsSync(RELEASES_FILE)) return {};
  return JSON.parse(await readFile(RELEASES_FILE, 'utf8')) as Partial<Releases>;
}

/** Writes a file so that a reader sees either the old or the new content, never half of it. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
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

/** The runtime config of a variant for a set of live remote versions, validated like the shell does. */
export async function runtimeConfigFor(
  variant: Variant,
  live: Record<RemoteName, string>,
): Promise<RuntimeConfig> {
  const template = JSON.parse(
    await readFile(path.join(ROOT, 'config/runtime', `${variant}.json`), 'utf8'),
  ) as object;
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

/** Records a new version of a remote as live, and removes the oldest folders beyond KEEP_VERSIONS. */
export async function recordRelease(releases: Partial<Releases>, remote: RemoteName, version: string) {
  const entry = releases[remote];
  const history = [...(entry?.history ?? []).filter((v) => v !== version), version];
  const kept = history.slice(-KEEP_VERSIONS);
  const previous = entry && entry.current !== version ? [...(entry.previous ?? []), entry.current] : [];
  releases[remote] = { current: version, history: kept, previous: previous.filter((v) => kept.includes(v)) };
  for (const old of history.slice(0, -KEEP_VERSIONS)) {
    await rm(remoteVersionDir(remote, old), { recursive: true, force: true });
  }
}

/**
 * The state after a rollback: to the version live before the current one, or to a named kept
 * version (which a later rollback undoes). Returns a reason instead when there is nowhere to go.
 */
export function rollBack(entry: RemoteReleases, wanted?: string): RemoteReleases | string {
  const previous = [...(entry.previous ?? [])];
  if (wanted) {
    if (!entry.history.includes(wanted))
      return `there is no kept version ${wanted}; kept: ${entry.history.join(', ')}`;
    if (wanted === entry.current) return `${wanted} is already live`;
    return { ...entry, current: wanted, previous: [...previous, entry.current] };
  }
  const target = previous.pop();
  if (!target)
    return `${entry.current} is the first version this deployment had live; there is nothing to roll back to`;
  return { ...entry, current: target, previous };
}
