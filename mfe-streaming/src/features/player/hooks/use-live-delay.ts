import { useEffect, useState } from 'react';
import { LIVE_DELAY_REFRESH_MS } from '../constants.ts';

/**
 * How many whole seconds behind the newest media a live stream plays (the engine's `latency`),
 * read again every LIVE_DELAY_REFRESH_MS while `live`; null before the engine knows, and on demand.
 */
export function useLiveDelay(latency: () => number | null, live: boolean): number | null {
  const [delay, setDelay] = useState<number | null>(null);
  useEffect(() => {
    if (!live) return;
    const read = () => {
      const seconds = latency();
      setDelay(seconds === null || !Number.isFinite(seconds) ? null : Math.max(0, Math.round(seconds)));
    };
    read();
    const timer = setInterval(read, LIVE_DELAY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [latency, live]);
  return live ? delay : null;
}
