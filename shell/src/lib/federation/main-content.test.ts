// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { $mainContentShown, showsMainContent } from './main-content.ts';

const mount = (inner: string) => `<main><div data-remote="mfe-content">${inner}</div></main>`;

afterEach(() => {
  document.body.innerHTML = '';
  $mainContentShown.set(false);
});

describe('the main content signal', () => {
  it.each([
    ['a loader', mount('<div role="status" data-loader>Loading</div>'), false],
    [
      'a page still loading its data',
      mount('<h1>News</h1><div role="status" data-loader>Loading</div>'),
      false,
    ],
    ['an empty mount', mount(''), false],
    ['a heading outside the page content slot', '<header><h1>Club</h1></header><main></main>', false],
    ['the error page the shell shows instead', '<main><section><h1>500 error</h1></section></main>', true],
    ['a heading', mount('<h1>Latest News</h1>'), true],
    ['a list', mount('<ul><li>one</li></ul>'), true],
    // A polite status message is not a loader: the article's share row ('Link copied') has one.
    ['a page with a status message of its own', mount('<h1>Cup final</h1><p role="status"></p>'), true],
  ])('with %s: %s', (_name, html, expected) => {
    document.body.innerHTML = html;
    expect(showsMainContent()).toBe(expected);
  });

  it('waits for the images the page loads at once, loaded or failed', () => {
    document.body.innerHTML = mount(
      '<ul><li><img loading="eager" src="a.jpg"></li><li><img loading="lazy" src="b.jpg"></li></ul>',
    );
    const eager = document.querySelector('img');
    if (!eager) throw new Error('no image');
    Object.defineProperty(eager, 'complete', { value: false, configurable: true });
    expect(showsMainContent()).toBe(false);
    Object.defineProperty(eager, 'complete', { value: true, configurable: true });
    expect(showsMainContent(), 'the lazy image below the fold is not waited for').toBe(true);
  });

  it('turns true once the content that arrived has been painted, and stays true', async () => {
    document.body.innerHTML = mount('<div role="status" data-loader>Loading</div>');
    const seen: boolean[] = [];
    const stop = $mainContentShown.subscribe((value) => seen.push(value));
    expect($mainContentShown.get()).toBe(false);
    const remote = document.querySelector('[data-remote]');
    if (!remote) throw new Error('no mount');
    remote.innerHTML = '<h1>Latest News</h1>';
    await Promise.resolve();
    expect($mainContentShown.get(), 'not before the browser has painted it').toBe(false);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect($mainContentShown.get()).toBe(true);
    remote.innerHTML = '<div role="status" data-loader>Loading</div>';
    await Promise.resolve();
    expect($mainContentShown.get()).toBe(true);
    expect(seen).toEqual([false, true]);
    stop();
  });
});
