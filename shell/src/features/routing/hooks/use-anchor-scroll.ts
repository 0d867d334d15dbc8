import { useLocation, useNavigationType } from '@club/shared/router';
import { $pageLoading } from '@club/shared/stores';
import { useEffect, useRef } from 'react';
import type { AnchorScroll } from '../constants.ts';
import { anchorElement, anchorTop, scrollWindowTo } from '../lib/scroll.ts';

/** Navigation state a link sets when it has scrolled to its anchor itself (the streamer header). */
export interface AnchorScrolledState {
  anchorScrolled: true;
}

const scrolledAlready = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as Partial<AnchorScrolledState>).anchorScrolled === true;

/**
 * Spec 000 §2 "Query parameters and anchors": a hash in the route scrolls smoothly to its anchor
 * after `delayMs`, over `durationMs`, `offsetPx` from the anchor's top. An anchor whose page is still
 * loading at that moment is scrolled to once the page has loaded. A new route cancels a pending
 * scroll.
 */
export function useAnchorScroll(scroll: AnchorScroll): void {
  const { key, hash, state } = useLocation();
  const skip = scrolledAlready(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (key) scrolls again, even to the same hash
  useEffect(() => {
    if (!hash || skip) return;
    let stopScroll = () => {};
    let unbind = () => {};
    const scrollToAnchor = () => {
      const element = anchorElement(hash);
      if (element) stopScroll = scrollWindowTo(anchorTop(element, scroll.offsetPx), scroll.durationMs);
      return element !== null;
    };
    const timer = setTimeout(() => {
      if (scrollToAnchor() || !$pageLoading.get()) return;
      unbind = $pageLoading.listen((loading) => {
        if (loading) return;
        unbind();
        scrollToAnchor();
      });
    }, scroll.delayMs);
    return () => {
      clearTimeout(timer);
      unbind();
      stopScroll();
    };
  }, [key, hash, skip, scroll]);
}

/**
 * A new page starts at the top: moving to another path without a hash scrolls to the top, except on
 * back and forward, where the browser puts the page where it was.
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, hash, navigationType]);
}
