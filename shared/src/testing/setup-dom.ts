import { webcrypto } from 'node:crypto';
import { performance as nodePerformance } from 'node:perf_hooks';
import * as webStreams from 'node:stream/web';
import { afterEach } from 'vitest';

// The jsdom files run each in a VM context of their own (vitest's vmThreads pool, vitest.config.ts),
// whose globals are jsdom's window and the few of Node's that vitest copies in; the web streams,
// which Node has and a browser has, are not among them (msw's fetch interception needs them).
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
  'ByteLengthQueuingStrategy',
  'CountQueuingStrategy',
] as const) {
  if (typeof globalThis[name] === 'undefined') Object.assign(globalThis, { [name]: webStreams[name] });
}
// jsdom's own `crypto` has no `subtle`, and its `performance` no marks or measures; Node's have both,
// as a browser's do.
if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis, 'crypto', { configurable: true, writable: true, value: webcrypto });
}
if (typeof globalThis.performance?.mark !== 'function') {
  Object.defineProperty(globalThis, 'performance', { configurable: true, writable: true, value: nodePerformance });
}

// Component tests render into jsdom; unmount after each so one test's tree never leaks into the next.
// A file in node (most `.test.ts` files) renders nothing and skips Testing Library's import.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
  // findBy* and waitFor wait for an outcome, not for a time: on a loaded two-core CI machine a page
  // with several lazy chunks and mocked calls can take longer than Testing Library's 1 s default.
  configure({ asyncUtilTimeout: 5000 });
}
