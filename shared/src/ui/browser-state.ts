import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while a server-rendered page is hydrated (and on the server), true in every other render.
 * What depends on the visitor's browser alone (their cookies' answers, their storage) shows only
 * once this is true, so the browser's first render is the server's and hydration keeps its nodes
 * (docs/architecture.md "Server rendering"). A page rendered in the browser from the start is true
 * at once: nothing waits a frame.
 */
export function useBrowserState(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
