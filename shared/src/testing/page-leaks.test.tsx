import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { assertNoPageLeaks, findPageLeaks, resetPage } from './page-leaks.ts';

// Each test puts back what it mounted, so that this file itself leaves nothing (setup-dom.ts checks).
const unmountAtEnd: Array<() => void> = [];
afterEach(() => {
  for (const unmount of unmountAtEnd.splice(0)) act(unmount);
});

function mount(container: Element, element: ReactNode) {
  const root = createRoot(container);
  act(() => root.render(element));
  return root;
}

describe('the check at the end of each test file', () => {
  it('finds a tree mounted outside the page, as a createRoot without unmount leaves it', () => {
    const root = mount(document.createElement('div'), <p>still here</p>);
    unmountAtEnd.push(() => root.unmount());
    expect(findPageLeaks()).toEqual([
      'a mounted React tree outside the page, in <div><p>still here</p></div>',
    ]);
    act(() => root.unmount());
    expect(findPageLeaks()).toEqual([]);
  });

  it("finds a remote's tree mounted in the page and never unmounted, and its container in the body", () => {
    const slot = document.createElement('section');
    document.body.append(slot);
    const root = mount(slot, <h1>Login</h1>);
    unmountAtEnd.push(() => {
      root.unmount();
      slot.remove();
    });
    expect(findPageLeaks()).toEqual([
      'a mounted React tree in the page, in <section><h1>Login</h1></section>',
      'left in the body: <section><h1>Login</h1></section>',
    ]);
  });

  it('finds what a portal drew in the body, and the layer it drew in once the tree is gone', () => {
    const layer = document.createElement('div');
    document.body.append(layer);
    const root = mount(document.createElement('div'), createPortal(<dialog open>Promo</dialog>, layer));
    unmountAtEnd.push(() => root.unmount());
    expect(findPageLeaks()).toEqual([
      'a mounted React tree outside the page, in <div></div>',
      'left in the body: <div><dialog open="">Promo</dialog></div>',
    ]);
    act(() => root.unmount());
    expect(findPageLeaks()).toEqual(['left in the body: <div></div>']);
    layer.remove();
    expect(findPageLeaks()).toEqual([]);
  });

  it("finds nothing once Testing Library's cleanup has unmounted what its render mounted", () => {
    render(<button type="button">Play</button>);
    expect(findPageLeaks()).toHaveLength(2);
    cleanup();
    expect(findPageLeaks()).toEqual([]);
  });

  it('fails the file, naming it and what it left, then empties the body for the next file', () => {
    const root = mount(document.createElement('div'), <p>timer</p>);
    unmountAtEnd.push(() => root.unmount());
    document.body.append(document.createElement('aside'));
    expect(() => assertNoPageLeaks('src/x.test.tsx')).toThrow(
      'src/x.test.tsx left these for the next test file in its worker; unmount what a test mounts and remove what it adds:\n' +
        '- a mounted React tree outside the page, in <div><p>timer</p></div>\n' +
        '- left in the body: <aside></aside>',
    );
    expect(document.body.childNodes).toHaveLength(0);
    // The tree is forgotten, so the next file is not blamed for it.
    expect(findPageLeaks()).toEqual([]);
    expect(() => assertNoPageLeaks('src/y.test.tsx')).not.toThrow();
  });
});

describe('the page each test file starts from', () => {
  it('has no title, attributes, storage or cookies, and the first address', () => {
    const first = window.location.href;
    document.title = 'Matches';
    document.documentElement.lang = 'en-GB';
    document.body.className = 'route-matches';
    document.head.append(document.createElement('meta'));
    localStorage.setItem('resume', '12');
    sessionStorage.setItem('return', '/news');
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the reset must clear what a test set.
    document.cookie = 'spoiler_free=1; path=/matches';
    window.history.pushState(null, '', '/matches/lionesses?tab=table');
    resetPage();
    expect([
      document.title,
      document.documentElement.attributes.length,
      document.body.attributes.length,
    ]).toEqual(['', 0, 0]);
    expect([document.head.childNodes.length, localStorage.length, sessionStorage.length]).toEqual([0, 0, 0]);
    window.history.pushState(null, '', '/matches');
    expect(document.cookie).toBe('');
    resetPage();
    expect(window.location.href).toBe(first);
  });

  it("has jsdom's scroll position and no clipboard, whatever a test faked", () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => 480 });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => {} },
    });
    expect([window.scrollY, navigator.clipboard]).not.toEqual([0, undefined]);
    resetPage();
    expect([window.scrollY, navigator.clipboard]).toEqual([0, undefined]);
  });
});
