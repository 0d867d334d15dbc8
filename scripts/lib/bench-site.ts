/**
 * The site a benchmark measures: the one already answering on :3000 if there is one, otherwise a
 * fresh production build in its own deploy folder, served by `scripts/serve.ts` in a child process
 * that the benchmark stops (its process group, and nothing else) when done.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PORTS } from './apps.ts';
import { ROOT } from './deploy.ts';
import { run } from './run.ts';

export const SITE_ORIGIN = `http://localhost:${PORTS.shell}`;
export const BENCH_DEPLOY_DIR = path.join(ROOT, '.deploy-bench');

export type SiteStatus = 'up' | 'down' | 'not-the-site';

/** Whether :3000 serves the site: the shell's HTML, and a runtime config naming the remotes. */
export async function siteStatus(origin = SITE_ORIGIN): Promise<SiteStatus> {
  try {
    const page = await fetch(`${origin}/`, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(5_000),
    });
    const html = await page.text();
    if (!page.ok || !html.includes('id="root"')) return 'not-the-site';
    const config = await fetch(`${origin}/runtime-config.json`, { signal: AbortSignal.timeout(5_000) });
    if (!config.ok) return 'not-the-site';
    const body = (await config.json()) as { remotes?: Record<string, string> };
    return body.remotes && Object.keys(body.remotes).length > 0 ? 'up' : 'not-the-site';
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return code === 'ECONNREFUSED' ? 'down' : 'not-the-site';
  }
}

/** Whether something accepts connections on a local port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Site {
  origin: string;
  /** True if the benchmark built and started it; false if it measured a site already running. */
  startedByBench: boolean;
  deployDir?: string;
  stop(): Promise<void>;
}

const log = (message: string) => console.log(`[bench] ${message}`);

/** Waits while :3000 answers but not with the site (another run starting up or stopping). */
async function settledStatus(waitMs: number): Promise<SiteStatus> {
  const deadline = Date.now() + waitMs;
  let status = await siteStatus();
  if (status === 'not-the-site')
    log(`:${PORTS.shell} answers, but not with the site; waiting for it to settle ...`);
  while (status === 'not-the-site' && Date.now() < deadline) {
    await sleep(3_000);
    status = await siteStatus();
  }
  return status;
}

/** Waits until none of the ports `serve.ts` binds is taken (another engineer's run may hold them). */
async function waitForFreePorts(waitMs: number): Promise<void> {
  const ports = [...new Set(Object.values(PORTS))];
  const deadline = Date.now() + waitMs;
  let announced = '';
  for (;;) {
    const busy: number[] = [];
    for (const port of ports) if (await portInUse(port)) busy.push(port);
    if (busy.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `ports ${busy.join(', ')} stayed in use for ${Math.round(waitMs / 1000)} s; the site cannot be served (stop what holds them, or start the site and run the benchmark again to measure it)`,
      );
    }
    if (announced !== busy.join()) {
      announced = busy.join();
      log(`waiting for ports ${announced} to be free (something else is listening) ...`);
    }
    await sleep(3_000);
  }
}

/** Starts `npx tsx scripts/serve.ts` in its own process group; resolves once :3000 serves the site. */
async function startServe(env: NodeJS.ProcessEnv, waitMs: number) {
  const child = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let announced = false;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    // serve.ts prints this once every server listens; requiring it makes sure the site that answers
    // is this child's, not another run's that took the port first.
    if (output.includes('The site is up')) announced = true;
    output = output.slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', (error) => {
      keep(Buffer.from(String(error)));
      exited = true;
      resolve();
    });
  });

  const deadline = Date.now() + waitMs;
  while (!exited && Date.now() < deadline) {
    if (announced && !exited && (await siteStatus()) === 'up') {
      return { child, exit, output: () => output };
    }
    await sleep(500);
  }
  await stopGroup(child, exit);
  throw new Error(
    exited
      ? `scripts/serve.ts exited before the site was up:\n${output.trim()}`
      : `the site was not up on :${PORTS.shell} within ${Math.round(waitMs / 1000)} s:\n${output.trim()}`,
  );
}

/** Stops the serve process and its children (its own process group), politely first. */
async function stopGroup(child: ChildProcess, exit: Promise<void>): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const stopped = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) {
    signal('SIGKILL');
    await Promise.race([exit, sleep(5_000)]);
  }
}

/**
 * The site to measure. If :3000 already serves it, that one, as it is. Otherwise builds into
 * .deploy-bench/ and serves it with a throwaway services database, until `stop()`.
 */
export async function ensureSite(): Promise<Site> {
  const status = await settledStatus(180_000);
  if (status === 'up') {
    log(
      `the site is already up on ${SITE_ORIGIN}: measuring it as it is (not built or started by the benchmark)`,
    );
    return { origin: SITE_ORIGIN, startedByBench: false, stop: async () => {} };
  }
  if (status === 'not-the-site') {
    throw new Error(`:${PORTS.shell} kept answering without serving the site; run the benchmark again later`);
  }

  const deployEnv = { CLUB_DEPLOY_DIR: BENCH_DEPLOY_DIR };
  log(`nothing answers on ${SITE_ORIGIN}: building a fresh production build into ${BENCH_DEPLOY_DIR} ...`);
  await rm(BENCH_DEPLOY_DIR, { recursive: true, force: true });
  const code = await run('npx', ['tsx', 'scripts/build.ts'], deployEnv);
  if (code !== 0) throw new Error(`the build failed (exit code ${code})`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-bench-services-'));
  const serveEnv = { ...deployEnv, CLUB_SERVICES_DATA: dataDir, CLUB_SERVICES_TEST_MODE: '1' };
  let served: Awaited<ReturnType<typeof startServe>> | undefined;
  // Another run may grab a port between the check and the listen: a few attempts.
  for (let attempt = 1; !served; attempt++) {
    await waitForFreePorts(300_000);
    log(`starting scripts/serve.ts on ${BENCH_DEPLOY_DIR} ...`);
    try {
      served = await startServe(serveEnv, 120_000);
    } catch (error) {
      if (attempt >= 3) {
        await rm(dataDir, { recursive: true, force: true });
        throw error;
      }
      log(`serve did not come up (attempt ${attempt}); retrying:\n${String(error)}`);
    }
  }
  const { child, exit } = served;
  // If the benchmark dies without reaching stop(), take the serve process group with it.
  const onExit = () => {
    try {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', onExit);
  log(`the site is up on ${SITE_ORIGIN} (serve pid ${child.pid})`);
  return {
    origin: SITE_ORIGIN,
    startedByBench: true,
    deployDir: BENCH_DEPLOY_DIR,
    async stop() {
      await stopGroup(child, exit);
      process.removeListener('exit', onExit);
      await rm(dataDir, { recursive: true, force: true });
      log('stopped the site the benchmark started');
    },
  };
}
