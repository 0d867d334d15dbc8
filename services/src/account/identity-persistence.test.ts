// What the identity layer stores survives a restart of the same data directory: a sign-up and its
// pending code, a confirmed account and its password, and a failed-login lockout.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestOutboxResponse } from '@club/shared/contracts';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { fetchJson, postJson, startTestServer } from '../../test/helpers.ts';
import { SIGN_IN_EMAIL_AT_ADDRESS } from './sign-in-throttle.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-identity-'));
  // Without SERVICES_SECRET the code-hashing key must come back from the database itself.
  vi.stubEnv('SERVICES_SECRET', '');
}, 90_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
}, 90_000);

it('keeps a new sign-up, its pending code and a lockout across a close and reopen', async () => {
  const pending = 'pending.fan@club.test';
  const confirmed = 'kept.fan@club.test';
  const first = await startTestServer({ memory: false, dataDir });
  let pendingCode = '';
  try {
    for (const email of [pending, confirmed]) {
      expect((await postJson(`${first.url}/identity/sign-up`, { email, password: 'Welcome1!' })).status).toBe(
        200,
      );
    }
    const outbox = async (email: string) =>
      (await fetchJson<TestOutboxResponse>(`${first.url}/__test/outbox?email=${email}`)).body.messages[0]
        ?.code ?? '';
    const confirmedCode = await outbox(confirmed);
    expect(
      (await postJson(`${first.url}/identity/confirm-sign-up`, { email: confirmed, code: confirmedCode }))
        .status,
    ).toBe(200);
    pendingCode = await outbox(pending);
    for (let i = 0; i <= SIGN_IN_EMAIL_AT_ADDRESS.freeFailures; i++) {
      await postJson(`${first.url}/identity/sign-in`, {
        email: 'free@club.test',
        password: 'Wrong-password1',
      });
    }
  } finally {
    await first.close();
  }

  const second = await startTestServer({ memory: false, dataDir });
  try {
    const signIn = (email: string, password: string) =>
      postJson(`${second.url}/identity/sign-in`, { email, password });
    expect((await signIn(confirmed, 'Welcome1!')).status).toBe(200);
    expect((await signIn(pending, 'Welcome1!')).status).toBe(403);
    expect(
      (await postJson(`${second.url}/identity/confirm-sign-up`, { email: pending, code: pendingCode }))
        .status,
    ).toBe(200);
    expect((await signIn(pending, 'Welcome1!')).status).toBe(200);
    expect((await signIn('free@club.test', 'Password1!')).status).toBe(429);
  } finally {
    await second.close();
  }
}, 90_000);
