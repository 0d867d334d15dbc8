import { afterAll, afterEach, expect } from 'vitest';

// A file in node (most `.test.ts` files) has no page, renders nothing and skips Testing Library's import.
if (typeof document !== 'undefined') {
  const { assertNoPageLeaks, resetPage, trackReactRoots } = await import('./page-leaks.ts');
  // Before react-dom is first imported (by Testing Library, just below), which looks for it then.
  trackReactRoots();
  const { cleanup, configure } = await import('@testing-library/react');

  // The test files of a worker share its jsdom window (vitest.config.ts): each starts from the page
  // a window of its own would have.
  resetPage();

  // The page's service data cache (@club/shared/api), imported by its file: the entry's index would
  // load the whole API client for every file. It is the same module the test files reach through
  // `@club/shared/api` (one path, one module).
  const { resetServiceCache } = await import('../api/service-cache.ts');

  // Component tests render into jsdom; unmount after each so one test's tree never leaks into the
  // next, and forget the page's answers so none reaches the next test (the cache outlives a tree).
  afterEach(() => {
    cleanup();
    resetServiceCache();
  });

  // A tree or a node left when the file ends would still be in the window the next file gets: the
  // file that left it fails, named, and the test that mounted it is where to fix it (unmount what it
  // mounted). Registered before the file's own hooks, this runs after them (vitest runs `after`
  // hooks last registered first).
  afterAll(() => {
    cleanup();
    resetServiceCache();
    assertNoPageLeaks(expect.getState().testPath ?? 'This test file');
  });

  // findBy* and waitFor wait for an outcome, not for a time: on a loaded two-core CI machine a page
  // with several lazy chunks and mocked calls can take longer than Testing Library's 1 s default.
  configure({ asyncUtilTimeout: 5000 });
}
