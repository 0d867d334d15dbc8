import * as v from '@club/shared/schema';
import { serviceAddress, testRuntimeConfig } from '@club/shared/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $runtimeConfig } from '../config/runtime-config.ts';
import { ApiError } from './api-error.ts';
import { authorizedRequest, provideAccessTokens } from './authorized-request.ts';

const server = setupServer();
const thing = v.object({ name: v.string() });
const MINE = serviceAddress('streamline', '/mine');
let unregister = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => $runtimeConfig.set(testRuntimeConfig()));
afterEach(() => {
  unregister();
  server.resetHandlers();
});
afterAll(() => server.close());

/** A service that accepts only `good` as the bearer token and records what it was sent. */
function onlyGoodToken(seen: (string | null)[]) {
  server.use(
    http.get(MINE, ({ request }) => {
      const authorization = request.headers.get('authorization');
      seen.push(authorization);
      if (authorization === 'Bearer good') return HttpResponse.json({ name: 'mine' });
      return HttpResponse.json(
        { errors: [{ status: '401', code: 'unauthorized', title: 'No' }] },
        { status: 401 },
      );
    }),
  );
}

describe('authorizedRequest', () => {
  it('sends the current access token as a bearer header', async () => {
    const seen: (string | null)[] = [];
    onlyGoodToken(seen);
    unregister = provideAccessTokens({ current: async () => 'good', renew: async () => null });

    await expect(authorizedRequest('streamline', '/mine', { schema: thing })).resolves.toEqual({
      name: 'mine',
    });
    expect(seen).toEqual(['Bearer good']);
  });

  it('renews the token once after a 401 and repeats the call with the new one', async () => {
    const seen: (string | null)[] = [];
    onlyGoodToken(seen);
    let renewals = 0;
    unregister = provideAccessTokens({
      current: async () => 'stale',
      renew: async () => {
        renewals++;
        return 'good';
      },
    });

    await expect(authorizedRequest('streamline', '/mine', { schema: thing })).resolves.toEqual({
      name: 'mine',
    });
    expect(seen).toEqual(['Bearer stale', 'Bearer good']);
    expect(renewals).toBe(1);
  });

  it('gives up with the 401 when the renewed token is refused too, without a third call', async () => {
    const seen: (string | null)[] = [];
    onlyGoodToken(seen);
    unregister = provideAccessTokens({ current: async () => 'stale', renew: async () => 'also-stale' });

    const error = await authorizedRequest('streamline', '/mine', { schema: thing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(seen).toHaveLength(2);
  });

  it('sends no header and renews nothing when nobody is signed in', async () => {
    const seen: (string | null)[] = [];
    onlyGoodToken(seen);

    const error = await authorizedRequest('streamline', '/mine', { schema: thing }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(seen).toEqual([null]);
  });
});
