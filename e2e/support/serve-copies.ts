/**
 * The e2e suite's web server (playwright.config.ts): one copy of the site per worker
 * (support/site-copy.ts), each exactly as `npm run serve` serves it, in test mode, on its own ports
 * with its own deployment and services data (under DATA_ENV's folder). The copies start together;
 * ALL_COPIES_UP is printed once every one answers with a page rendered on the server. A signal
 * stops them all, and the copied deployments go once they have stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { SERVER_RENDER_ID } from '@club/shell';
import { copyDeployment } from '../../scripts/lib/deploy.ts';
import { SERVER_RENDER_BUDGET_ENV, SERVER_RENDER_ENV } from '../../scripts/lib/server-render.ts';
import { E2E_JUDGE_ENVIRONMENT } from './judge.ts';
import { ALL_COPIES_UP, DATA_ENV, SITE_COPIES, type SiteCopy, siteCopy } from './site-copy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How long a copy's shell may answer before its renderer renders the home page. */
const RENDERER_START_MS = 120_000;

/**
 * Resolves once the copy's shell answers with its home page rendered on the server: its renderer has
 * started, so every test meets the site as a visitor after the first seconds does. Throws if its
 * server stops first, or if it answers but never renders.
 */
async function untilUp(copy: SiteCopy, server: ChildProcess): Promise<void> {
  const url = `http://localhost:${copy.ports.shell}/`;
  let firstAnswer: number | undefined;
  while (server.exitCode === null && server.signalCode === null) {
    const html = await fetch(url).then(
      (response) => (response.ok ? response.text() : null),
      () => null,
    );
    if (html?.includes(`id="${SERVER_RENDER_ID}"`)) return;
    if (html !== null) {
      firstAnswer ??= Date.now();
      if (Date.now() - firstAnswer > RENDERER_START_MS)
        throw new Error(
          `copy ${copy.index} of the site answers at ${url} but does not render it on the server`,
        );
    }
    await sleep(250);
  }
  throw new Error(`copy ${copy.index} of the site stopped before it answered at ${url}`);
}

const dataRoot = process.env[DATA_ENV];
if (!dataRoot) throw new Error(`${DATA_ENV} is not set: playwright.config.ts makes the folder`);
const copies = Array.from({ length: SITE_COPIES }, (_, index) => siteCopy(index));
const copied = copies.filter((copy) => copy.index > 0);
for (const copy of copied) await copyDeployment(copy.deployDir, copy.offset);

const servers = copies.map((copy) =>
  spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...copy.env,
      CLUB_SERVICES_DATA: path.join(dataRoot, `copy-${copy.index}`),
      CLUB_SERVICES_TEST_MODE: '1',
      // The pages the shell's server can render are rendered there (server-render.spec.ts).
      [SERVER_RENDER_ENV]: '1',
      // Two browsers and a test run share the cores: the suite checks what is rendered, not how fast.
      [SERVER_RENDER_BUDGET_ENV]: '10000',
      // The release judge decides in seconds (support/judge.ts).
      ...E2E_JUDGE_ENVIRONMENT,
    },
  }),
);
const stopped = servers.map(
  (server) => new Promise<number>((resolve) => server.on('exit', (code) => resolve(code ?? 1))),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const server of servers) server.kill(signal);
  });
void Promise.all(stopped).then(async (codes) => {
  await Promise.all(copied.map((copy) => rm(copy.deployDir, { recursive: true, force: true })));
  process.exit(codes.find((code) => code !== 0) ?? 0);
});

try {
  await Promise.all(copies.map((copy, index) => untilUp(copy, servers[index] as ChildProcess)));
  console.log(ALL_COPIES_UP);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const server of servers) server.kill('SIGTERM');
}
