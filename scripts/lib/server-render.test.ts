import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import {
  type PageRenderer,
  renderWithinBudget,
  SERVER_RENDERED_PATHS,
  withRenderedPage,
} from './server-render.ts';

const INDEX =
  '<!doctype html><html><head><title>Club</title></head><body><div id="root"></div><noscript>x</noscript></body></html>';
const config = {} as RuntimeConfig;
const page = {
  head: '<link rel="preload" as="image" href="/a.avif"/>',
  html: '<main>News $& $1</main>',
  answers: '<script type="application/json" id="a">{}</script>',
};

describe('withRenderedPage', () => {
  it('puts the markup in #root, the head tags in the head and the answers at the end of the body', () => {
    const html = withRenderedPage(INDEX, page);
    expect(html).toContain(`<div id="root">${page.html}</div>`);
    expect(html).toContain(`${page.head}</head>`);
    expect(html).toContain(`${page.answers}</body>`);
  });
});

describe('renderWithinBudget', () => {
  it('renders the pages the server renders, and leaves every other to the browser', async () => {
    const render = vi.fn<PageRenderer>(async () => page);
    expect([...SERVER_RENDERED_PATHS]).toContain('/news');
    expect(await renderWithinBudget(render, '/news?from=menu', config)).toBe(page);
    expect(await renderWithinBudget(render, '/account', config)).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('leaves the page to the browser when the render fails, or runs past its budget', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: PageRenderer = async () => {
      throw new Error('the remote’s server build is broken');
    };
    expect(await renderWithinBudget(failing, '/news', config)).toBeNull();
    const hanging: PageRenderer = ({ signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    expect(await renderWithinBudget(hanging, '/news', config, 5)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
