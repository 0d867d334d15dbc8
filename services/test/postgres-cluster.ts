// A throwaway PostgreSQL server for tests and benchmarks: Debian's `postgresql` package (installed
// with apt when it is missing, as the e2e suite does with Chromium), a cluster made with initdb in
// a temporary folder, listening on a free port of 127.0.0.1 only, and removed when stopped.
// As root (CI, the shared machines) the server runs as the `postgres` user, since PostgreSQL
// refuses to run as root; as anyone else it runs as that user.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian puts each installed major version's programs (initdb and pg_ctl are not on PATH). */
const DEBIAN_POSTGRES = '/usr/lib/postgresql';
/** The database every cluster starts with; tests and benches make theirs beside it. */
export const ADMIN_DATABASE = 'postgres';
const SUPERUSER = 'postgres';

export interface PostgresCluster {
  /** Connection string of the admin database, as the superuser (trust authentication). */
  url: string;
  port: number;
  dir: string;
  /** The same server at another database. */
  urlOf(database: string): string;
  /** Stops the server at once (`pg_ctl stop -m immediate`, what a crash looks like to clients). */
  kill(): Promise<void>;
  /** Starts it again on the same port and folder after kill(). */
  start(): Promise<void>;
  /** Stops the server and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

function binDir(): string | undefined {
  if (!existsSync(DEBIAN_POSTGRES)) return undefined;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((name) => existsSync(join(DEBIAN_POSTGRES, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(DEBIAN_POSTGRES, versions[0], 'bin') : undefined;
}

/** The folder of initdb and pg_ctl, installing Debian's postgresql package first when needed. */
export function ensurePostgres(): string {
  const found = binDir();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `PostgreSQL is missing (no ${DEBIAN_POSTGRES}/*/bin/initdb): install Debian's postgresql package (apt-get install postgresql).`,
    );
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package ...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  const installed = binDir();
  if (!installed)
    throw new Error(`postgresql installed, but ${DEBIAN_POSTGRES}/*/bin/initdb is still missing`);
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** uid and gid of the postgres user when this process is root (PostgreSQL will not run as root). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function runTool(bin: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The tools read their locale from the environment; C keeps initdb quiet on any machine.
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      ...(user ?? {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** Makes and starts a cluster in a new temporary folder on a free port of 127.0.0.1. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = ensurePostgres();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'club-postgres-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  await runTool(
    join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', SUPERUSER, '-E', 'UTF8', '--no-sync'],
    user,
  );

  // Local and throwaway: no fsync (a crash of the machine loses the folder anyway), sockets in the
  // folder itself, TCP on the loopback address only. Commits stay synchronous: what the server
  // acknowledged survives a crash of the server, which the fault tests rely on.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = (...args: string[]) => runTool(join(bin, 'pg_ctl'), ['-D', data, ...args], user);
  const start = () => pgCtl('-o', options, '-l', join(dir, 'server.log'), '-w', 'start');
  await start();

  let stopped = false;
  // A test run that dies still takes its server down with it.
  const stopNow = () => {
    if (stopped) return;
    spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], {
      stdio: 'ignore',
      ...(user ?? {}),
    });
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);

  const urlOf = (database: string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf(ADMIN_DATABASE),
    port,
    dir,
    urlOf,
    kill: () => pgCtl('-m', 'immediate', 'stop'),
    start,
    async stop() {
      if (stopped) return;
      await pgCtl('-m', 'fast', 'stop').catch(() => {});
      stopped = true;
      process.removeListener('exit', stopNow);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
