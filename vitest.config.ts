import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One vitest run covers every workspace: browser-side code in jsdom, services/ in node (its tests
 * start the real server on a free port and talk to it over HTTP), and the repo's scripts.
 *
 * The services' test files share their worker's module cache (`isolate: false`): a fresh import of
 * the server and its dependencies for each of some 70 files cost more than most files' tests
 * (docs/testing.md has the figures). Each file starts servers of its own, and the files that stub
 * an environment variable restore it when they end. None replaces a module with vi.mock: one that
 * did would need vitest's isolation (a module another file had imported first would keep its real
 * dependency), in a project of its own.
 *
 * The browser workspaces keep vitest's isolation, a fresh environment and modules per file, on
 * vitest's vmThreads pool: each file runs in a VM context of its own (its own jsdom window and
 * globals, its own modules) inside a worker that lives on, so jsdom's own code (about a second to
 * load) and the workers start once per worker, not once per file. Sharing one jsdom and the modules
 * (`isolate: false`) was tried and dropped: a rendered tree of one file could outlive it and answer
 * another file's queries. In a VM context, an object made by Node's code (vitest's module loader,
 * Node's fetch) is another realm's: `instanceof Error` fails on it, so tests match such errors by
 * shape; and the few globals jsdom lacks come from Node (vitest.vm-globals.ts). Each
 * workspace is two projects: its `.test.tsx` files in jsdom, its `.test.ts` files in node, where a
 * file that needs a DOM says so on its first line (`// @vitest-environment jsdom`). Measured on the
 * quiet machine, the six workspaces' 1337 tests: 226 s (child processes, every file in jsdom) ->
 * 190 s (the `.test.ts` files in node, on threads) -> 125 s (vmThreads), and about 40% less CPU.
 */
const browserWorkspace = (dir: string, setupFiles: string[] = []): TestProjectInlineConfiguration[] => {
  const project = (
    name: string,
    include: string,
    environment: 'jsdom' | 'node',
  ): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name,
      root: `./${dir}`,
      include: [include],
      environment,
      pool: 'vmThreads',
      // media-chrome through vitest's module runner, not as an external ES module: in a VM context
      // Node links an external graph with vm.SourceTextModule, and two graphs linked at once that
      // share a module fail ("request for './state-mediator.js' is not in cache"; the players load
      // its store and its elements together). mfe-streaming/src/testing/concurrent-imports.test.tsx.
      server: { deps: { inline: ['media-chrome'] } },
      // In node it does nothing; a file there that asks for jsdom gets the same set-up.
      setupFiles: ['../vitest.vm-globals.ts', '../shared/src/testing/setup-dom.ts', ...setupFiles],
    },
  });
  return [project(dir, 'src/**/*.test.tsx', 'jsdom'), project(`${dir}-node`, 'src/**/*.test.ts', 'node')];
};

export default defineConfig({
  // What rspack.base.ts bakes into every build.
  define: { __RELEASE__: JSON.stringify('test'), __APP__: JSON.stringify('test') },
  test: {
    restoreMocks: true,
    // Both cores: vitest's default leaves one free (cpus - 1), and on the 2-core machines the run is
    // then single-file; with two workers it took 232 s against 277 s (CI must finish in 20 minutes).
    maxWorkers: 2,
    projects: [
      ...browserWorkspace('shared'),
      ...browserWorkspace('shell'),
      ...browserWorkspace('mfe-content'),
      ...browserWorkspace('mfe-matches'),
      ...browserWorkspace('mfe-streaming', ['./src/testing/setup-media-dom.ts']),
      ...browserWorkspace('mfe-account'),
      {
        extends: true,
        test: {
          name: 'services',
          root: './services',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          isolate: false,
          globalSetup: ['./test/global-setup.ts'],
          environment: 'node',
          // The services' tests stand in for the CDN edge: requests that carry this secret may
          // say where the viewer is (services/src/lib/trusted-edge.ts; helpers' fromEdge).
          env: { SERVICES_EDGE_SECRET: 'services-tests-edge-secret-not-for-production' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          // Each file its own modules (vitest's default): several point the deploy directory at a
          // folder of their own before importing the code that reads it once.
        },
      },
    ],
  },
});
