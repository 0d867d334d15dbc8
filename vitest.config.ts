import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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
 * The browser workspaces' test files share their worker too (`pool: 'threads'`, `isolate: false`):
 * one jsdom window per worker, and Node's cache of the packages (React, react-dom, Testing Library,
 * msw), loaded once per worker instead of once per file. What a file of its own would have is
 * restored at each file's start, cheaply: its own modules (vitest.file-isolation.ts forgets every
 * module of the workspaces, and those `vi.mock` factories made, so stores start fresh and a mock
 * replaces what the file imports), real timers and no stubbed globals; in jsdom, a blank page, empty
 * storage, no cookies and the first address (shared/src/testing/setup-dom.ts). What cannot be put
 * back is a rendered tree that outlives its file, which would answer the next file's queries: a file
 * that leaves a mounted React tree (in the page or not) or a node in the body fails, named, when it
 * ends (shared/src/testing/page-leaks.ts). Custom elements stay defined in the window once a file has
 * defined them (media-chrome's, by the players).
 *
 * Each workspace is two projects, as vitest shares a worker only within a project and one
 * environment: `<dir>` runs its `.test.tsx` files and the `.test.ts` files that need a DOM (they say
 * so on their first line, `// @vitest-environment jsdom`) in jsdom, `<dir>-node` the other `.test.ts`
 * files in node. A file that asks for jsdom among node files would cost a worker of its own, with
 * jsdom and React loaded again, each time the order switches between them. Measured back to back on
 * the shared 2-core machine, the six workspaces' tests (1418, and the set-up's own 7): 189 to 200
 * core-seconds and 112 to 119 s of wall time on vitest's vmThreads pool (a VM context of its own
 * per file), 127 to 129 core-seconds and 80 to 81 s now (docs/testing.md has more).
 */
const ASKS_FOR_JSDOM = '// @vitest-environment jsdom';

/** The `.test.ts` files of a workspace that need a DOM, relative to the workspace. */
const testsAskingForJsdom = (dir: string): string[] =>
  readdirSync(path.join(import.meta.dirname, dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .filter((file) =>
      readFileSync(path.join(import.meta.dirname, dir, file), 'utf8').startsWith(ASKS_FOR_JSDOM),
    );

const browserWorkspace = (dir: string, setupFiles: string[] = []): TestProjectInlineConfiguration[] => {
  const project = (
    name: string,
    environment: 'jsdom' | 'node',
    include: string[],
    exclude: string[] = [],
  ): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name,
      root: `./${dir}`,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      environment,
      pool: 'threads',
      isolate: false,
      // In node setup-dom.ts does nothing.
      setupFiles: ['../vitest.file-isolation.ts', '../shared/src/testing/setup-dom.ts', ...setupFiles],
    },
  });
  const domTests = testsAskingForJsdom(dir);
  return [
    project(dir, 'jsdom', ['src/**/*.test.tsx', ...domTests]),
    project(`${dir}-node`, 'node', ['src/**/*.test.ts'], domTests),
  ];
};

/** The scripts' tests that set CLUB_DEPLOY_DIR before they import deploy.ts. */
const SCRIPTS_TESTS_WITH_THEIR_OWN_DEPLOY_DIR = [
  'lib/deploy.test.ts',
  'lib/release-gate.test.ts',
  'lib/release-judge-runner.test.ts',
];

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
          // Light password hashes (services/src/account/passwords.ts LIGHT_PASSWORD_HASHES_ENV): the
          // tests check what a password does, not scrypt's full cost.
          env: {
            SERVICES_EDGE_SECRET: 'services-tests-edge-secret-not-for-production',
            SERVICES_LIGHT_PASSWORD_HASHES: '1',
          },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The repo's scripts: their files share their worker's modules, as the browser workspaces' do;
      // those that point the deploy directory at a folder of their own before importing the code
      // that reads it once (deploy.ts) each get their own modules, in a project of their own.
      {
        extends: true,
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SCRIPTS_TESTS_WITH_THEIR_OWN_DEPLOY_DIR],
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts-own-deploy-dir',
          root: './scripts',
          include: SCRIPTS_TESTS_WITH_THEIR_OWN_DEPLOY_DIR,
          environment: 'node',
          pool: 'threads',
        },
      },
    ],
  },
});
