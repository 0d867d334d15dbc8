import { useEffect, useState } from 'react';
import { useBrowserState } from './browser-state.ts';

/**
 * Runs `then` once the browser has painted what is in the document now: a frame callback runs just
 * before the paint, and a task queued from it runs after. Work started before that paint counts
 * against the page's largest paint (Lighthouse's simulation takes in every request begun before it).
 * Returns a cancel function.
 */
export function afterNextPaint(then: () => void): () => void {
  let task = 0;
  const frame = requestAnimationFrame(() => {
    task = window.setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(task);
  };
}

/**
 * False until the component's first render has been painted, then true for good. A page the server
 * rendered was painted before any script ran (docs/architecture.md "Server rendering"): there it is
 * true from the first render, on the server and in the browser's hydration alike.
 */
export function useAfterFirstPaint(): boolean {
  const paintedByServer = !useBrowserState();
  const [painted, setPainted] = useState(paintedByServer);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
