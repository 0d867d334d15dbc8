import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests render into jsdom; unmount after each so one test's tree never leaks into the next.
afterEach(() => {
  cleanup();
});
