import { describe, expect, it } from 'vitest';
import { HEADER_ALWAYS_VISIBLE_WITHIN_PX, STICKY_THRESHOLD_PX } from '../constants.ts';
import { type HeaderScroll, INITIAL_HEADER_SCROLL, nextHeaderScroll } from './header-scroll.ts';

/** Scrolls through the positions in order and returns each state. */
const scrollThrough = (positions: number[], behaviour: 'reveal-on-scroll' | 'fixed' = 'reveal-on-scroll') => {
  const states: HeaderScroll[] = [];
  let state = INITIAL_HEADER_SCROLL;
  for (const y of positions) {
    state = nextHeaderScroll(state, y, behaviour);
    states.push(state);
  }
  return states;
};

describe('nextHeaderScroll', () => {
  it("names the spec's numbers: visible within 90 px, sticky beyond 300 px", () => {
    expect(HEADER_ALWAYS_VISIBLE_WITHIN_PX).toBe(90);
    expect(STICKY_THRESHOLD_PX).toBe(300);
  });

  it('stays visible while scrolling down within 90 px of the top, and hides at 91 px', () => {
    const [at50, at90, at91] = scrollThrough([50, 90, 91]);
    expect(at50?.hidden).toBe(false);
    expect(at90?.hidden).toBe(false);
    expect(at91?.hidden).toBe(true);
  });

  it('hides when scrolling down and shows when scrolling up, keeping its state when the position is unchanged', () => {
    const [down, up, same, downAgain] = scrollThrough([500, 450, 450, 460]);
    expect(down?.hidden).toBe(true);
    expect(up?.hidden).toBe(false);
    expect(same?.hidden).toBe(false);
    expect(downAgain?.hidden).toBe(true);
  });

  it('shows again on coming back within 90 px, even while still moving down from a bounce', () => {
    const states = scrollThrough([400, 60]);
    expect(states[1]?.hidden).toBe(false);
  });

  it('is sticky beyond 300 px only', () => {
    const [at300, at301, back] = scrollThrough([300, 301, 300]);
    expect(at300?.sticky).toBe(false);
    expect(at301?.sticky).toBe(true);
    expect(back?.sticky).toBe(false);
  });

  it('never hides a fixed header, which is still sticky beyond 300 px', () => {
    const states = scrollThrough([200, 800], 'fixed');
    expect(states.map((state) => state.hidden)).toEqual([false, false]);
    expect(states[1]?.sticky).toBe(true);
  });

  it('treats an overscroll above the top as the top', () => {
    expect(nextHeaderScroll(INITIAL_HEADER_SCROLL, -40, 'reveal-on-scroll')).toEqual(INITIAL_HEADER_SCROLL);
  });
});
