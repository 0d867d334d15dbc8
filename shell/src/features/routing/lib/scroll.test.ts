// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorElement, anchorTop, scrollWindowTo } from './scroll.ts';

/** A window whose scroll position is recorded, as jsdom does not scroll. */
function fakeScrolling(startAt = 0) {
  const positions: number[] = [];
  let y = startAt;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    y = options.top ?? y;
    positions.push(y);
  }) as typeof window.scrollTo);
  return { positions, at: () => y };
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('scrollWindowTo', () => {
  it('moves smoothly, arriving after exactly the duration', () => {
    const scrolling = fakeScrolling(0);
    scrollWindowTo(1000, 1000);
    vi.advanceTimersByTime(500);
    expect(scrolling.at()).toBeGreaterThan(0);
    expect(scrolling.at()).toBeLessThan(1000);
    // The first frame sets the start; the end lands one duration later.
    vi.advanceTimersByTime(600);
    expect(scrolling.at()).toBe(1000);
    expect(scrolling.positions.length).toBeGreaterThan(10);
  });

  it('jumps at once for someone who prefers reduced motion', () => {
    reducedMotion(true);
    const scrolling = fakeScrolling(0);
    scrollWindowTo(700, 1000);
    expect(scrolling.positions).toEqual([700]);
  });

  it('stops when the person scrolls with the wheel', () => {
    const scrolling = fakeScrolling(0);
    scrollWindowTo(1000, 1000);
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event('wheel'));
    const stoppedAt = scrolling.at();
    vi.advanceTimersByTime(2000);
    expect(scrolling.at()).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(1000);
  });
});

describe('anchors', () => {
  it('finds the element a hash names, escaped or not', () => {
    document.body.innerHTML = '<section id="next-match"></section><section id="café"></section>';
    expect(anchorElement('#next-match')?.id).toBe('next-match');
    expect(anchorElement('#caf%C3%A9')?.id).toBe('café');
    expect(anchorElement('#')).toBeNull();
    expect(anchorElement('#missing')).toBeNull();
  });

  it("places the anchor's top the offset below the window's top, never above the page", () => {
    fakeScrolling(400);
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ top: 600 }) as DOMRect;
    expect(anchorTop(element, -130)).toBe(870);
    element.getBoundingClientRect = () => ({ top: -350 }) as DOMRect;
    expect(anchorTop(element, -130)).toBe(0);
  });
});
