import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LIMIT_MS, type AfterPaintBrowser, startAfterPaint } from './after-paint.ts';

const MAIN = '/main.0123456789.js';

/** A browser that has painted (or not), can tell when it paints (or not), and records the scripts added. */
function browserThat({ painted = false, tellsPaint = true } = {}) {
  const added: string[] = [];
  let paint: (() => void) | undefined;
  const stopped = vi.fn();
  const browser: AfterPaintBrowser = {
    painted: () => painted,
    onPaint: (then) => {
      if (!tellsPaint) return null;
      paint = then;
      return stopped;
    },
    setTimeout: (then, ms) => setTimeout(then, ms),
    addScript: (src) => added.push(src),
  };
  return { browser, added, stopped, paint: () => paint?.() };
}

describe('startAfterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds main.js once the page has painted, and only once', () => {
    vi.useFakeTimers();
    const { browser, added, stopped, paint } = browserThat();
    startAfterPaint(MAIN, browser);
    expect(added).toEqual([]);
    paint();
    expect(added).toEqual([MAIN]);
    expect(stopped).toHaveBeenCalled();
    paint();
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS);
    expect(added).toEqual([MAIN]);
  });

  it('adds it at once when the page has painted already, or the browser cannot tell', () => {
    const painted = browserThat({ painted: true });
    startAfterPaint(MAIN, painted.browser);
    expect(painted.added).toEqual([MAIN]);
    const blind = browserThat({ tellsPaint: false });
    startAfterPaint(MAIN, blind.browser);
    expect(blind.added).toEqual([MAIN]);
  });

  it('adds it after the limit when no paint comes (a tab in the background)', () => {
    vi.useFakeTimers();
    const { browser, added } = browserThat();
    startAfterPaint(MAIN, browser);
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS - 1);
    expect(added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added).toEqual([MAIN]);
  });
});
