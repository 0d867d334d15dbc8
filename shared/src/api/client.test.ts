import * as v from '@club/shared/schema';
import { serviceAddress, testRuntimeConfig } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $runtimeConfig } from '../config/runtime-config.ts';
import { ApiError } from './api-error.ts';
import { apiRequest, serviceUrl } from './client.ts';

const server = setupServer();
const thing = v.object({ name: v.string() });
const THINGS = serviceAddress('teams', '/things');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => $runtimeConfig.set(testRuntimeConfig()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('apiRequest', () => {
  it('calls the service under its base URL with the query and returns the validated body', async () => {
    let seen = '';
    server.use(
      http.get(THINGS, ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ name: 'Lionesses', extra: true });
      }),
    );
    const result = await apiRequest('teams', '/things', {
      schema: thing,
      query: { size: 8, q: 'a b', none: undefined },
    });
    expect(result).toEqual({ name: 'Lionesses' });
    expect(seen).toBe('?size=8&q=a+b');
  });

  it('sends a call that must outlive the page with keepalive, and others without', async () => {
    const seen: boolean[] = [];
    server.use(
      http.put(THINGS, ({ request }) => {
        seen.push(request.keepalive);
        return HttpResponse.json({ name: 'saved' });
      }),
    );
    await apiRequest('teams', '/things', { schema: thing, method: 'PUT', body: {}, keepalive: true });
    await apiRequest('teams', '/things', { schema: thing, method: 'PUT', body: {} });
    expect(seen).toEqual([true, false]);
  });

  it('turns a response that breaks its contract into an invalid-response error, not a crash', async () => {
    server.use(http.get(THINGS, () => HttpResponse.json({ name: 42 })));
    const error = await failureOf(apiRequest('teams', '/things', { schema: thing }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('name');
  });

  it('turns a body that is not JSON into an invalid-response error', async () => {
    server.use(http.get(THINGS, () => HttpResponse.text('<html>oops</html>')));
    expect((await failureOf(apiRequest('teams', '/things', { schema: thing }))).kind).toBe(
      'invalid-response',
    );
  });

  it('keeps the status and error code of an HTTP error', async () => {
    server.use(
      http.post(serviceAddress('streams', '/session/check'), () =>
        HttpResponse.json(
          { errors: [{ status: '403', code: 'ERR_54648_1', title: 'Limit' }] },
          { status: 403 },
        ),
      ),
    );
    const error = await failureOf(
      apiRequest('streams', '/session/check', { schema: thing, method: 'POST', body: {} }),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(403);
    expect(error.code).toBe('ERR_54648_1');
  });

  it('reports a service that cannot be reached as a network error', async () => {
    server.use(http.get(THINGS, () => HttpResponse.error()));
    expect((await failureOf(apiRequest('teams', '/things', { schema: thing }))).kind).toBe('network');
  });

  it('gives up on a service that does not answer in time', async () => {
    server.use(http.get(THINGS, () => new Promise<never>(() => {})));
    const error = await failureOf(apiRequest('teams', '/things', { schema: thing, timeoutMs: 30 }));
    expect(error.kind).toBe('timeout');
  });

  it('reports a cancelled call as aborted', async () => {
    server.use(http.get(THINGS, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = apiRequest('teams', '/things', { schema: thing, signal: controller.signal });
    controller.abort();
    expect((await failureOf(pending)).kind).toBe('aborted');
  });
});

describe('serviceUrl', () => {
  it('joins the base URL and path with exactly one slash', () => {
    expect(serviceUrl('webApi', 'v1/news/search')).toBe('http://localhost:4000/web/v1/news/search');
    expect(serviceUrl('webApi', '/v1/news/search', { query: '"a"' })).toBe(
      'http://localhost:4000/web/v1/news/search?query=%22a%22',
    );
  });
});

describe('request ids', () => {
  it('sends an id of its own with a call that is preflighted anyway, and names it in a failure', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post(THINGS, ({ request }) => {
        seen.push(request.headers.get('x-request-id'));
        return HttpResponse.json({ errors: [] }, { status: 500 });
      }),
    );
    const failure = await failureOf(
      apiRequest('teams', '/things', { schema: thing, method: 'POST', body: {} }),
    );
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(failure.requestId).toBe(seen[0]);
    expect(failure.message).toContain(`(request ${seen[0]})`);
  });

  it('sends a signed-in GET with an id, a plain GET without one (no preflight), and keeps the id the services answer', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(THINGS, ({ request }) => {
        seen.push(request.headers.get('x-request-id'));
        return HttpResponse.json({ name: 42 }, { headers: { 'x-request-id': 'from-the-services-1' } });
      }),
    );
    await failureOf(
      apiRequest('teams', '/things', { schema: thing, headers: { authorization: 'Bearer t' } }),
    );
    const plain = await failureOf(apiRequest('teams', '/things', { schema: thing }));
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).toBeNull();
    expect(plain.requestId).toBe('from-the-services-1');
    expect(plain.message).toContain('(request from-the-services-1)');
  });
});
