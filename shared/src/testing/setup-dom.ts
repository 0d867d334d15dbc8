import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The test files of a browser workspace share their worker's jsdom (vitest.config.ts,
// `isolate: false`), and this file runs before each of them: what the last file left in the page
// goes, so every file starts from the blank page a file of its own would have.
const resetPage = () => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this only expires what a test set.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
};
resetPage();

// Component tests render into jsdom; unmount after each so one test's tree never leaks into the next.
afterEach(() => {
  cleanup();
});

// findBy* and waitFor wait for an outcome, not for a time: on a loaded two-core CI machine a page
// with several lazy chunks and mocked calls can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });
