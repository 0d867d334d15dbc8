import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace: browser-side code in jsdom, services/ in node
// (its tests start the real server on a free port and talk to it over HTTP).
const browserProject = (name: string, setupFiles: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['../shared/src/testing/setup-dom.ts', ...setupFiles],
  },
});

export default defineConfig({
  // What rspack.base.ts bakes into every build.
  define: { __RELEASE__: JSON.stringify('test'), __APP__: JSON.stringify('test') },
  test: {
    restoreMocks: true,
    // Both cores: vitest's default leaves one free (cpus - 1), and on the 2-core machines the run is
    // then single-file; with two workers it took 232 s against 277 s (CI must finish in 20 minutes).
    maxWorkers: 2,
    projects: [
      browserProject('shared'),
      browserProject('shell'),
      browserProject('mfe-content'),
      browserProject('mfe-matches'),
      browserProject('mfe-streaming', ['./src/testing/setup-media-dom.ts']),
      browserProject('mfe-account'),
      {
        extends: true,
        test: {
          name: 'services',
          root: './services',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
        },
      },
    ],
  },
});
