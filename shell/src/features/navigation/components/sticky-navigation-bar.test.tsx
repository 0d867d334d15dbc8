import { STICKY_NAVIGATION } from '@club/shared/site';
import { resetStoresForTests } from '@club/shared/stores';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_HEADER_SCROLL } from '../lib/header-scroll.ts';
import { $headerScroll } from '../stores/header-scroll.ts';
import { StickyNavigationBar } from './sticky-navigation-bar.tsx';

/** A stand-in IntersectionObserver the test drives: it records its options and reports entries on demand. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  /** Reports the trigger with its bottom edge at `bottom` px from the viewport's top, inside the root or not. */
  report(isIntersecting: boolean, bottom: number) {
    const target = this.observed[0] as Element;
    const entry = { isIntersecting, target, boundingClientRect: { bottom } as DOMRectReadOnly };
    act(() => this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  resetStoresForTests();
  $headerScroll.set(INITIAL_HEADER_SCROLL);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.last = null;
});

const renderBar = () =>
  render(
    <MemoryRouter>
      <StickyNavigationBar />
    </MemoryRouter>,
  );
const bar = () => screen.queryByRole('navigation', { name: 'Club shortcuts' });
/** The header in its sticky mode, beyond 300 px of scroll (spec 000 §4). */
const stickyHeader = () => act(() => $headerScroll.set({ y: 800, sticky: true, hidden: false }));

describe('StickyNavigationBar', () => {
  it('watches its trigger with a root reaching 300 px above the viewport', () => {
    renderBar();
    const observer = FakeIntersectionObserver.last;
    expect(observer?.options.rootMargin).toBe('300px 0px 0px 0px');
    expect(observer?.observed).toHaveLength(1);
  });

  it('appears once the trigger is out of view by 300 px, and goes when it comes back', () => {
    renderBar();
    stickyHeader();
    const observer = FakeIntersectionObserver.last as FakeIntersectionObserver;
    expect(bar()).toBeNull();
    observer.report(true, -299);
    expect(bar()).toBeNull();
    observer.report(false, -301);
    expect(bar()).not.toBeNull();
    observer.report(true, -250);
    expect(bar()).toBeNull();
  });

  it('appears only in the sticky header mode, however far the trigger is out of view', () => {
    renderBar();
    (FakeIntersectionObserver.last as FakeIntersectionObserver).report(false, -400);
    expect(bar()).toBeNull();
    stickyHeader();
    expect(bar()).not.toBeNull();
    act(() => $headerScroll.set({ y: 250, sticky: false, hidden: false }));
    expect(bar()).toBeNull();
  });

  it('stays away while the trigger is below the viewport', () => {
    renderBar();
    stickyHeader();
    (FakeIntersectionObserver.last as FakeIntersectionObserver).report(false, 2000);
    expect(bar()).toBeNull();
  });

  it('links the sticky set: the club site here, tickets, the club TV and the store in new tabs', () => {
    renderBar();
    stickyHeader();
    (FakeIntersectionObserver.last as FakeIntersectionObserver).report(false, -400);
    const links = within(bar() as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Club Site',
      'Tickets',
      'Northbridge TV',
      'Store',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      STICKY_NAVIGATION.map((item) => item.slug),
    );
    const [club, ...external] = links;
    expect(club?.getAttribute('target')).toBeNull();
    for (const link of external) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[2]?.classList.contains('menu-item--tv')).toBe(true);
  });

  it('sits under the sticky header while it shows, and at the top while it hides', () => {
    renderBar();
    (FakeIntersectionObserver.last as FakeIntersectionObserver).report(false, -400);
    act(() => $headerScroll.set({ y: 800, sticky: true, hidden: false }));
    expect(bar()?.dataset.underHeader).toBe('true');
    act(() => $headerScroll.set({ y: 900, sticky: true, hidden: true }));
    expect(bar()?.dataset.underHeader).toBe('false');
  });
});
