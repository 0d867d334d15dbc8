// A crash mid-work loses nothing already acknowledged: the services run as a real process, answer
// a sign-in and a refresh, are killed with SIGKILL (no shutdown, no flush), and a new process on
// the same data directory still knows the rotated refresh token and not the old one.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerSessionTokens, SessionTokens } from '@club/shared/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/account/constants.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts-seed.ts';
import { bearer, cookieFrom, fetchJson, postJson, serverRefreshToken } from './helpers.ts';
import { readTemplate } from './templates.ts';
import { onPostgres, testDatabases } from './test-database.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const children: ChildProcess[] = [];
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-services-crash-'));
  // The directory starts as the run's empty database (global-setup.ts ran PGlite's initdb once);
  // the process migrates and seeds it as production's first start does.
  const databases = testDatabases();
  if (databases.kind === 'pglite')
    await (await openDatabase({ dataDir, from: await readTemplate(databases.empty) })).close();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts main.ts in its own process and resolves with its URL once it prints it. */
function startProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN, '--data-dir', dataDir, '--port', '0', '--host', '127.0.0.1'],
    { env: { ...process.env, SERVICES_SECRET: 'crash-test-secret' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`services exited (${code}) before listening:\n${output}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

// PGlite's data directory: the PostgreSQL run has its own (processes.test.ts, kill -9 mid-surge).
it.skipIf(onPostgres())('keeps every acknowledged write after SIGKILL', { timeout: 60_000 }, async () => {
  const first = await startProcess();
  const signIn = await postJson<SessionTokens>(`${first.url}/identity/sign-in`, {
    email: 'subscriber@club.test',
    password: DEMO_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  const refreshToken = await serverRefreshToken(first, cookieFrom(signIn.headers, SESSION_COOKIE) ?? '');
  const refreshed = await fetchJson<ServerSessionTokens>(`${first.url}/account/api/refresh`, {
    headers: bearer(refreshToken),
  });
  expect(refreshed.status).toBe(200);
  await killed(first.child);

  const second = await startProcess();
  const oldToken = await fetchJson(`${second.url}/account/api/refresh`, {
    headers: bearer(refreshToken),
  });
  expect(oldToken.status).toBe(400);
  const newToken = await fetchJson<ServerSessionTokens>(`${second.url}/account/api/refresh`, {
    headers: bearer(refreshed.body.refresh_token),
  });
  expect(newToken.status).toBe(200);
  await killed(second.child);
});
