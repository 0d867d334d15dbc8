import { useEffect, useState } from 'react';

/** Spec 000 §9: the prefetch idle time-out. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * Becomes true once the browser is first idle after `enabled` turned true, or after `timeoutMs` at
 * the latest; it stays true.
 */
export function useIdle(enabled = true, timeoutMs = PREFETCH_IDLE_TIMEOUT_MS): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), timeoutMs);
    return () => window.clearTimeout(handle);
  }, [enabled, idle, timeoutMs]);
  return idle;
}
