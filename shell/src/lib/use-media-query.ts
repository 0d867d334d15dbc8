import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a window resized, a tablet turned). Where
 * the environment has no media queries at all, `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const list = useMemo(
    () =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query)
        : undefined,
    [query],
  );
  const subscribe = useCallback(
    (changed: () => void) => {
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? fallback,
    () => fallback,
  );
}
