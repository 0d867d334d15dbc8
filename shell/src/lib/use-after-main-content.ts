import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $mainContentShown } from './federation/main-content.ts';
import { $mainRemoteSettled } from './federation/main-remote.ts';
import { useIdle } from './use-idle.ts';

/** How long after the page's remote settled work waits for the page's content at most. */
export const CONTENT_WAIT_MS = 3000;

/**
 * Runs `run` once, when the page's own content has shown (or, for a page that shows none,
 * CONTENT_WAIT_MS after its remote settled): at once if it already has. Returns the cancel.
 */
export function whenMainContentShown(run: () => void): () => void {
  if ($mainContentShown.get()) {
    run();
    return () => {};
  }
  let timer = 0;
  const stop = () => {
    stopContent();
    stopSettled();
    window.clearTimeout(timer);
  };
  const go = () => {
    stop();
    run();
  };
  const stopContent = $mainContentShown.listen((shown) => shown && go());
  const stopSettled = $mainRemoteSettled.subscribe((settled) => {
    if (settled && !timer) timer = window.setTimeout(go, CONTENT_WAIT_MS);
  });
  return stop;
}

/**
 * Becomes true once the page's own content has shown (or, for a page that shows none,
 * CONTENT_WAIT_MS after its remote settled) and, unless `waitForIdle` is false, the browser is then
 * idle; it stays true. Work that must not compete with the page's content for the network or the
 * main thread waits for it.
 */
export function useAfterMainContent({ waitForIdle = true }: { waitForIdle?: boolean } = {}): boolean {
  const contentShown = useStore($mainContentShown);
  const settled = useStore($mainRemoteSettled);
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    if (!settled || contentShown) return;
    const timer = window.setTimeout(() => setWaitedEnough(true), CONTENT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [settled, contentShown]);
  const shown = contentShown || waitedEnough;
  const idle = useIdle(waitForIdle && shown);
  return waitForIdle ? idle : shown;
}
