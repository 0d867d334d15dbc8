import { HEADER_ALWAYS_VISIBLE_WITHIN_PX, type HeaderBehaviour, STICKY_THRESHOLD_PX } from '../constants.ts';

/** Where the header is in its reveal behaviour (spec 000 §4 "Header"). */
export interface HeaderScroll {
  /** The last scroll position seen, in px from the top. */
  y: number;
  /** Hidden while scrolling down (never within 90 px of the top, never for a fixed header). */
  hidden: boolean;
  /** Beyond 300 px: the header is pinned to the top at its 64 px sticky height. */
  sticky: boolean;
}

export const INITIAL_HEADER_SCROLL: HeaderScroll = { y: 0, hidden: false, sticky: false };

/**
 * The header's next state for a new scroll position: hidden when scrolling down and shown when
 * scrolling up, always visible within 90 px of the top, sticky beyond 300 px. A 'fixed' header
 * is never hidden. An unchanged position keeps the state.
 */
export function nextHeaderScroll(
  previous: HeaderScroll,
  y: number,
  behaviour: HeaderBehaviour,
): HeaderScroll {
  const top = Math.max(0, y);
  const sticky = top > STICKY_THRESHOLD_PX;
  let hidden = previous.hidden;
  if (behaviour === 'fixed' || top <= HEADER_ALWAYS_VISIBLE_WITHIN_PX) hidden = false;
  else if (top > previous.y) hidden = true;
  else if (top < previous.y) hidden = false;
  return { y: top, hidden, sticky };
}
