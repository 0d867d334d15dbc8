/**
 * Smooth scrolling with a set duration (spec 000 §2 "Query parameters and anchors": the browser's own
 * smooth scroll has no duration to set). Someone who asks for reduced motion gets a jump instead.
 */

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Eases in and out, so the scroll starts and ends gently. */
const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Where the window scrolls to show `element` `offsetPx` from its top (negative: that far above it). */
export function anchorTop(element: Element, offsetPx: number): number {
  return Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY + offsetPx));
}

/**
 * Scrolls the window to `top` over `durationMs` (or at once with reduced motion or no duration).
 * The person's own wheel, touch or key stops it. Returns a function that stops it.
 */
export function scrollWindowTo(top: number, durationMs: number): () => void {
  if (durationMs <= 0 || prefersReducedMotion()) {
    window.scrollTo({ top, behavior: 'instant' });
    return () => {};
  }
  const from = window.scrollY;
  let startedAt: number | null = null;
  let frame = 0;
  const interrupts = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of interrupts) window.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo({ top: Math.round(from + (top - from) * easeInOutCubic(progress)), behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of interrupts) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/** The element a hash names ('#packages' names id 'packages'), or null. */
export function anchorElement(hash: string): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the hash up as it is.
  }
  return document.getElementById(id);
}
