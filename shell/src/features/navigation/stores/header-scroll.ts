// The header's reveal state, shared by the header and the sticky navigation bar (which sits under
// the sticky header while it shows). It follows the window's scroll only while something listens.
import { HEADER_TYPE } from '@club/shared/site';
import { onBrowserMount } from '@club/shared/stores';
import { atom } from 'nanostores';
import type { HeaderBehaviour } from '../constants.ts';
import { type HeaderScroll, INITIAL_HEADER_SCROLL, nextHeaderScroll } from '../lib/header-scroll.ts';

/** Spec 000 §3: the configured header type 'reveal' is the reveal-on-scroll behaviour. */
export const HEADER_BEHAVIOUR: HeaderBehaviour = HEADER_TYPE === 'reveal' ? 'reveal-on-scroll' : 'fixed';

/** The header's reveal state for the window's scroll position. */
export const $headerScroll = atom<HeaderScroll>(INITIAL_HEADER_SCROLL);

/** Moves the header state to the window's current scroll position. */
export function updateHeaderScroll(y: number = window.scrollY): void {
  const previous = $headerScroll.get();
  const next = nextHeaderScroll(previous, y, HEADER_BEHAVIOUR);
  if (next.y !== previous.y || next.hidden !== previous.hidden || next.sticky !== previous.sticky) {
    $headerScroll.set(next);
  }
}

onBrowserMount($headerScroll, () => {
  // The window it listened to: nanostores unmounts a second after the last listener leaves, when
  // a test's environment may already be gone, so the clean-up must not look the global up again.
  const view = window;
  // At most one update per frame however fast scroll events come.
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      updateHeaderScroll();
    });
  };
  $headerScroll.set(nextHeaderScroll(INITIAL_HEADER_SCROLL, view.scrollY, HEADER_BEHAVIOUR));
  view.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    view.removeEventListener('scroll', onScroll);
    if (frame) view.cancelAnimationFrame(frame);
    frame = 0;
  };
});
