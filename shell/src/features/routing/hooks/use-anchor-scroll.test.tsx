import { resetStoresForTests, startPageLoading } from '@club/shared/stores';
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANCHOR_SCROLL, type AnchorScroll, STREAMER_ANCHOR_SCROLL } from '../constants.ts';
import { useAnchorScroll, useScrollToTopOnNewPage } from './use-anchor-scroll.ts';

let y = 0;
let scrolls: ScrollToOptions[] = [];
/** Where the test page's sections are, from the top of the document. */
const SECTION_TOP = 2000;

function Page({ withSection = true }: { withSection?: boolean }) {
  // The section is where a real page would put it.
  useLayoutEffect(() => {
    const section = document.getElementById('packages');
    if (section) section.getBoundingClientRect = () => ({ top: SECTION_TOP - y }) as DOMRect;
  });
  return withSection ? <section id="packages">Packages</section> : <p>No sections here</p>;
}

function Layout({ scroll }: { scroll: AnchorScroll }) {
  useAnchorScroll(scroll);
  useScrollToTopOnNewPage();
  return <Outlet />;
}

function renderAt(path: string, scroll: AnchorScroll = ANCHOR_SCROLL) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout scroll={scroll} />,
        children: [
          { path: '/', element: <Page /> },
          { path: '/other', element: <Page withSection={false} /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
  y = 0;
  scrolls = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrolls.push(options);
    y = options.top ?? y;
  }) as typeof window.scrollTo);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('anchor scrolling (spec 000 §2, §9)', () => {
  it('uses the spec numbers', () => {
    expect(ANCHOR_SCROLL).toEqual({ delayMs: 1000, durationMs: 1000, offsetPx: -130 });
    expect(STREAMER_ANCHOR_SCROLL).toEqual({ delayMs: 1000, durationMs: 400, offsetPx: -80 });
  });

  it('waits 1000 ms, then scrolls smoothly over 1000 ms to 130 px above the anchor', () => {
    renderAt('/#packages');
    act(() => vi.advanceTimersByTime(ANCHOR_SCROLL.delayMs - 1));
    expect(scrolls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    // The animation runs frame by frame from the next frame on.
    act(() => vi.advanceTimersByTime(500));
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(SECTION_TOP - 130);
    act(() => vi.advanceTimersByTime(ANCHOR_SCROLL.durationMs));
    expect(y).toBe(SECTION_TOP - 130);
  });

  it('runs over 400 ms to 80 px above the anchor with the streamer timing', () => {
    renderAt('/#packages', STREAMER_ANCHOR_SCROLL);
    act(() => vi.advanceTimersByTime(STREAMER_ANCHOR_SCROLL.delayMs + 200));
    expect(y).toBeLessThan(SECTION_TOP - 80);
    act(() => vi.advanceTimersByTime(STREAMER_ANCHOR_SCROLL.durationMs));
    expect(y).toBe(SECTION_TOP - 80);
  });

  it('jumps instead of animating for someone who prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    renderAt('/#packages');
    act(() => vi.advanceTimersByTime(ANCHOR_SCROLL.delayMs));
    expect(scrolls).toEqual([{ top: SECTION_TOP - 130, behavior: 'instant' }]);
  });

  it('scrolls once the page has loaded when the anchor is not there yet at 1000 ms', () => {
    let done: () => void = () => {};
    act(() => {
      done = startPageLoading();
    });
    renderAt('/other#packages');
    act(() => vi.advanceTimersByTime(ANCHOR_SCROLL.delayMs));
    expect(scrolls).toEqual([]);
    // The page's content arrives with the section, then loading ends.
    const section = document.createElement('section');
    section.id = 'packages';
    section.getBoundingClientRect = () => ({ top: SECTION_TOP - y }) as DOMRect;
    document.body.append(section);
    act(() => done());
    act(() => vi.advanceTimersByTime(ANCHOR_SCROLL.durationMs + 50));
    expect(y).toBe(SECTION_TOP - 130);
    section.remove();
  });

  it('does nothing without a hash, and a new route cancels a pending scroll', async () => {
    const router = renderAt('/#packages');
    act(() => vi.advanceTimersByTime(500));
    await act(() => router.navigate('/other'));
    act(() => vi.advanceTimersByTime(3000));
    expect(scrolls.filter((options) => (options.top ?? 0) > 0)).toEqual([]);
  });

  it('leaves a hash alone when the link that set it has scrolled already', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/#packages', { state: { anchorScrolled: true } }));
    act(() => vi.advanceTimersByTime(3000));
    expect(scrolls).toEqual([]);
  });
});

describe('a new page', () => {
  it('starts at the top when moving to another path, not on the first route or back and forward', async () => {
    const router = renderAt('/');
    expect(scrolls).toEqual([]);
    y = 900;
    await act(() => router.navigate('/other'));
    expect(scrolls).toEqual([{ top: 0, behavior: 'instant' }]);
    y = 500;
    await act(() => router.navigate(-1));
    expect(scrolls).toHaveLength(1);
  });
});
