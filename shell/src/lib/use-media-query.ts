import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a window resized, a tablet turned). Where
 * the environment has no media queries at all, `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
  return useSyncExternalStore(
    (changed) => {
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => list?.matches ?? fallback,
    () => fallback,
  );
}
