import { $runtimeConfig } from '@club/shared/config';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { testRuntimeConfig } from './runtime-config.ts';

/**
 * Mocks the services at the HTTP boundary for one test file: any request without a handler fails
 * the test, and handlers a test adds with `server.use` are dropped after it. The runtime config is
 * set before each test, as the shell sets it at start.
 */
export function mockServices(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => $runtimeConfig.set(testRuntimeConfig()));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
