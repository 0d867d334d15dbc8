// {videos}/resume over real HTTP: positions are the signed-in viewer's own, follow them to another
// sign-in (another device), clear when finished, and survive a restart of the services.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ResumeListResponse,
  type ResumePositionResponse,
  resumeListResponse,
  resumePositionResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, fetchJson, type RunningServer, signInDemo, startTestServer } from '../../test/helpers.ts';

let server: RunningServer;
let entryIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  const { rows } = await server.db.query<{ entry_id: string }>(
    "SELECT entry_id FROM videos WHERE media_type = 'OnDemand' AND release_from <= now() ORDER BY entry_id LIMIT 3",
  );
  entryIds = rows.map((row) => row.entry_id);
});
afterAll(() => server?.close());

const put = (base: string, entryId: string, token: string | null, body: unknown) =>
  fetchJson<ResumePositionResponse>(`${base}/videos/resume/${entryId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
const list = (base: string, token: string | null) =>
  fetchJson<ResumeListResponse>(`${base}/videos/resume`, { headers: token ? bearer(token) : {} });

describe('{videos}/resume', () => {
  it('keeps a position for the viewer and gives it back on another sign-in, newest first', async () => {
    const [first = '', second = ''] = entryIds;
    const laptop = await signInDemo(server, 'subscriber@club.test');
    const saved = await put(server.url, first, laptop, { positionSeconds: 42.5, durationSeconds: 300 });
    expect(saved.status).toBe(200);
    expect(validate(resumePositionResponse, saved.body).ok).toBe(true);
    await put(server.url, second, laptop, { positionSeconds: 60, durationSeconds: 300 });

    const phone = await signInDemo(server, 'subscriber@club.test');
    const answer = await list(server.url, phone);
    expect(answer.status).toBe(200);
    expect(validate(resumeListResponse, answer.body).ok).toBe(true);
    expect(answer.body.data.map((entry) => [entry.entryId, entry.positionSeconds])).toEqual([
      [second, 60],
      [first, 42.5],
    ]);
    expect(answer.body.data[0]?.item.mediaData.entryId).toBe(second);

    // One video's position, as a player opening it asks.
    const one = await fetchJson<ResumePositionResponse>(`${server.url}/videos/resume/${first}`, {
      headers: bearer(phone),
    });
    expect(one.status).toBe(200);
    expect(validate(resumePositionResponse, one.body).ok).toBe(true);
    expect(one.body.data?.positionSeconds).toBe(42.5);

    // Another account sees none of them.
    const free = await signInDemo(server, 'free@club.test');
    expect((await list(server.url, free)).body.data).toEqual([]);
    const none = await fetchJson<ResumePositionResponse>(`${server.url}/videos/resume/${first}`, {
      headers: bearer(free),
    });
    expect(none.body).toEqual({ data: null });
  });

  it('forgets a video once it is finished', async () => {
    const [, , third = ''] = entryIds;
    const token = await signInDemo(server, 'audio@club.test');
    await put(server.url, third, token, { positionSeconds: 100, durationSeconds: 300 });
    const finished = await put(server.url, third, token, { positionSeconds: 295, durationSeconds: 300 });
    expect(finished.body).toEqual({ data: null });
    expect((await list(server.url, token)).body.data).toEqual([]);
  });

  it('refuses without a valid access token, for an unknown video, and for a malformed position', async () => {
    expect((await list(server.url, null)).status).toBe(401);
    expect((await fetchJson(`${server.url}/videos/resume/${entryIds[0] ?? ''}`)).status).toBe(401);
    expect(
      (await put(server.url, entryIds[0] ?? '', null, { positionSeconds: 1, durationSeconds: 2 })).status,
    ).toBe(401);
    const token = await signInDemo(server, 'subscriber@club.test');
    expect(
      (await put(server.url, '0_nosuchvid', token, { positionSeconds: 10, durationSeconds: 300 })).status,
    ).toBe(404);
    expect(
      (await put(server.url, entryIds[0] ?? '', token, { positionSeconds: -1, durationSeconds: 300 })).status,
    ).toBe(400);
  });
});

describe('{videos}/resume across a restart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'club-resume-'));
    vi.stubEnv('SERVICES_SECRET', '');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the positions in the data directory', async () => {
    const entryId = entryIds[0] ?? '';
    const before = await startTestServer({ memory: false, dataDir });
    const token = await signInDemo(before, 'subscriber@club.test');
    await put(before.url, entryId, token, { positionSeconds: 77, durationSeconds: 300 });
    await before.close();

    const after = await startTestServer({ memory: false, dataDir });
    try {
      const answer = await list(after.url, await signInDemo(after, 'subscriber@club.test'));
      expect(answer.body.data.map((entry) => [entry.entryId, entry.positionSeconds])).toEqual([
        [entryId, 77],
      ]);
    } finally {
      await after.close();
    }
  });
});
