/**
 * The first set-up file of the browser workspaces' tests (vitest.config.ts), in Node's types (the
 * scripts project type-checks it): each test file runs in a VM context of its own (vitest's vmThreads
 * pool), whose globals are jsdom's window and the few of Node's that vitest copies in. What a
 * browser has and those lack comes from Node: the web streams (msw's fetch interception needs them),
 * `crypto.subtle` (jsdom's `crypto` has none) and performance marks (jsdom's `performance` has none).
 */
import { webcrypto } from 'node:crypto';
import { performance as nodePerformance } from 'node:perf_hooks';
import * as webStreams from 'node:stream/web';

// Every class the module has (ReadableStream, TransformStream ...), not its `default`, the module itself.
for (const [name, value] of Object.entries(webStreams)) {
  if (name !== 'default' && !(name in globalThis)) Object.assign(globalThis, { [name]: value });
}
if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis, 'crypto', { configurable: true, writable: true, value: webcrypto });
}
if (typeof globalThis.performance?.mark !== 'function') {
  Object.defineProperty(globalThis, 'performance', {
    configurable: true,
    writable: true,
    value: nodePerformance,
  });
}
