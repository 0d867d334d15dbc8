/**
 * The first set-up file of the browser workspaces' tests (vitest.config.ts), in Node's types (the
 * scripts project type-checks it). Those workspaces' test files share their worker (`isolate:
 * false`): one environment, and Node's cache of the external packages (React, react-dom, Testing
 * Library, msw), loaded once per worker instead of once per file. What vitest's isolation would give
 * each file and the tests rely on is restored here, cheaply, before each file's own code runs (a set-up
 * file runs again for every test file):
 *
 * - Modules of its own: every module vitest's runner evaluated for an earlier file (the workspaces'
 *   sources, so fresh stores and fresh module state, and any module a `vi.mock` factory made) is
 *   forgotten, as vitest does between files when it isolates them (`resetModules(..., true)` and
 *   `mocker.reset()` in its worker's `run()`). Kept: vitest's own modules, and the packages (under
 *   node_modules), as Node keeps those it loads itself: one that vitest ran (`server.deps.inline`)
 *   would, evaluated again in the same window, define its custom elements a second time as other
 *   classes. vitest's public `vi.resetModules()` would not do: it keeps the modules mock factories
 *   made, which a second file mocking the same module would get instead of its own factory's.
 * - Real timers, and the globals and environment variables a file stubbed and left stubbed.
 *
 * The page itself (DOM, storage, cookies, address) is reset by shared/src/testing/setup-dom.ts,
 * which also fails a file that leaves a rendered tree behind.
 */
import { vi } from 'vitest';

/** The parts of vitest's module graph node this reads and resets (vite's EvaluatedModuleNode). */
interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
  mockedExports?: unknown;
}
interface WorkerState {
  evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> };
}
interface Mocker {
  reset(): void;
}

// vitest's own modules, as its resetModules skips them.
const VITEST_OWN = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/];

const { __vitest_worker__: worker, __vitest_mocker__: mocker } = globalThis as {
  __vitest_worker__?: WorkerState;
  __vitest_mocker__?: Mocker;
};
const modules = worker?.evaluatedModules?.idToModuleMap;
// These are vitest's internals (4.1): if an upgrade renames them, every file would share its
// modules with the files before it without a word, so stop here instead.
if (!modules || typeof mocker?.reset !== 'function') {
  throw new Error(
    'vitest.file-isolation.ts: vitest no longer has the worker state or the mocker this file resets between test files; see vitest.config.ts.',
  );
}

mocker.reset();
for (const [id, node] of modules) {
  if (VITEST_OWN.some((own) => own.test(id))) continue;
  if (!id.startsWith('mock:') && id.includes('/node_modules/')) continue;
  // This file, being evaluated now (the runner marks it evaluated when it ends).
  if (node.promise !== undefined && !node.evaluated) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.mockedExports = undefined;
  node.evaluated = false;
  node.importers.clear();
}

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
