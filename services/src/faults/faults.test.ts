// Faults on demand over real HTTP: each kind of failure, its limits, CORS on faulty answers, and
// that outside test mode there is no way to ask for one.
import { apiErrorBody, validate } from '@club/shared/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchJson, postJson, type RunningServer, startTestServer } from '../../test/helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(async () => {
  await fetch(`${server.url}/__test/faults`, { method: 'DELETE' });
});

const addFault = (fault: Record<string, unknown>) =>
  postJson<{ id: string }>(`${server.url}/__test/faults`, fault);
const teams = (init?: RequestInit) => fetch(`${server.url}/teams/teams`, init);

describe('POST /__test/faults', () => {
  it('makes a route answer the given status, in the error shape, with CORS headers', async () => {
    expect((await addFault({ route: '/teams/teams', status: 503 })).status).toBe(201);
    const response = await teams({ headers: { origin: 'http://localhost:3000' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const body = await response.json();
    const checked = validate(apiErrorBody, body);
    expect(checked.ok && checked.value.errors[0]?.code).toBe('injected_fault');
  });

  it('lasts for `times` requests, then the route works again', async () => {
    await addFault({ route: '/teams/teams', status: 500, times: 2 });
    expect((await teams()).status).toBe(500);
    expect((await teams()).status).toBe(500);
    expect((await teams()).status).toBe(200);
  });

  it('lasts for `forMs` of wall time', async () => {
    // A window a loaded machine answers well within (at 150 ms the first request once came too late).
    const forMs = 2000;
    const added = Date.now();
    await addFault({ route: '/teams/teams', status: 500, forMs });
    expect((await teams()).status).toBe(500);
    await vi.waitFor(async () => expect((await teams()).status).toBe(200), {
      timeout: 20_000,
      interval: 100,
    });
    expect(Date.now() - added).toBeGreaterThanOrEqual(forMs);
  });

  it('matches a prefix ending in * and only the given method', async () => {
    await addFault({ route: '/teams/*', method: 'POST', status: 500 });
    expect((await teams()).status).toBe(200);
    await addFault({ route: '/teams/*', status: 502 });
    expect((await teams()).status).toBe(502);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('answers a malformed JSON body with status 200, which a client must still refuse', async () => {
    await addFault({ route: '/teams/teams', body: 'malformed' });
    const response = await teams();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow();
  });

  it('answers an HTML error page where JSON was expected', async () => {
    await addFault({ route: '/teams/teams', status: 502, body: 'html' });
    const response = await teams();
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('delays an answer that is otherwise normal', async () => {
    await addFault({ route: '/teams/teams', delayMs: 300, times: 1 });
    const started = performance.now();
    const response = await teams();
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection without an answer', async () => {
    await addFault({ route: '/teams/teams', drop: true, times: 1 });
    await expect(teams()).rejects.toThrow();
    expect((await teams()).status).toBe(200);
  });

  it('lists and removes faults, and counts their hits', async () => {
    const { body: added } = await addFault({ route: '/teams/teams', status: 500 });
    await teams();
    const listed = await fetchJson<{ faults: Array<{ id: string; hits: number }> }>(
      `${server.url}/__test/faults`,
    );
    expect(listed.body.faults).toEqual([expect.objectContaining({ id: added.id, hits: 1 })]);
    expect((await fetch(`${server.url}/__test/faults/${added.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${server.url}/__test/faults/${added.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await teams()).status).toBe(200);
  });

  it.each([
    [{ route: '/teams/teams' }, 'at least one of'],
    [{ route: 'teams', status: 500 }, 'route'],
    [{ route: '/__test/clock', status: 500 }, 'route'],
    [{ route: '/teams/teams', status: 200 }, 'status'],
    [{ route: '/teams/teams', delayMs: -5 }, 'delayMs'],
  ])('refuses %j with a 400 and adds nothing', async (fault, problem) => {
    const response = await addFault(fault);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(problem);
    const listed = await fetchJson<{ faults: unknown[] }>(`${server.url}/__test/faults`);
    expect(listed.body.faults).toEqual([]);
  });
});

describe('outside test mode', () => {
  it('has no fault controls at all', async () => {
    const production = await startTestServer({ testMode: false });
    try {
      const response = await postJson(`${production.url}/__test/faults`, {
        route: '/teams/teams',
        status: 500,
      });
      expect(response.status).toBe(404);
      expect((await fetch(`${production.url}/teams/teams`)).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
