import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has scrolled above the viewport by more than `byPx` (an
 * IntersectionObserver whose root reaches `byPx` above the viewport). Without IntersectionObserver
 * it stays false.
 */
export function useOutOfViewBy(ref: RefObject<HTMLElement | null>, byPx: number): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setOut(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
      },
      { rootMargin: `${byPx}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, byPx]);
  return out;
}
