import { afterEach } from 'vitest';

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
