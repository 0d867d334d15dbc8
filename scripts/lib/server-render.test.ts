import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_RENDER_ID } from '@club/shell';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import {
  isServerRendered,
  loadPageRenderer,
  MOST_RENDERERS,
  type PageRenderer,
  type RenderPage,
  renderedPageHints,
  renderWithinBudget,
  SERVER_RENDER_ENV,
  serverRenderingOn,
  shellStylesheetsOf,
  withoutRenderedPage,
  withRenderedPage,
} from './server-render.ts';

const INDEX =
  '<!doctype html><html><head><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin><link href="/main.1.css" rel="stylesheet"><link as="style" href="/startup.2.css" rel="preload"><title>Club</title><script data-after-paint="/after-paint.3.js" defer src="/main.4.js"></script></head><body><div id="root"></div><noscript>x</noscript></body></html>';
const config = { flags: { siteVariant: 'club' } } as RuntimeConfig;
const ORIGIN = 'http://localhost:3000';
const page = {
  title: 'News & "views" | Northbridge FC',
  bodyClass: 'route-news',
  head: '<link rel="preload" as="image" href="/a.avif"/>',
  html: '<main>News $& $1</main>',
  data: `<script type="application/json" id="${SERVER_RENDER_ID}">{"news":[]}</script>`,
  pieces: [],
};

describe('withRenderedPage', () => {
  it('puts the markup in #root, the head tags in the head and the data block at the end of the body', () => {
    const html = withRenderedPage(INDEX, page);
    expect(html).toContain(`<div id="root">${page.html}</div>`);
    expect(html).toContain(`${page.head}</head>`);
    expect(html).toContain(`${page.data}</body>`);
    expect(html).toContain('<title>News &#38; &#34;views&#34; | Northbridge FC</title>');
    expect(html).toContain('<body class="route-news">');
    // The shell's start-up stylesheet applied, not only preloaded: its header is styled at once.
    expect(html).toContain(
      '<link href="/main.1.css" rel="stylesheet"><link as="style" href="/startup.2.css" rel="stylesheet">',
    );
    // It carries its config: the browser does not download the config nobody reads.
    expect(html).not.toContain('/runtime-config.json');
  });

  it('starts with the after-paint script, which adds main.js (preloaded at low priority) once the page has painted', () => {
    const html = withRenderedPage(INDEX, page);
    expect(html).toContain(
      '<link as="script" fetchpriority="low" href="/main.4.js" rel="preload"><script data-main="/main.4.js" defer src="/after-paint.3.js"></script>',
    );
    expect(html.match(/<script [^>]*src=/g)).toHaveLength(1);
  });

  it('links the remote’s stylesheets the page loads at once, so its first paint is styled', () => {
    const entry = 'http://localhost:3001/v1/remoteEntry.0123456789.js';
    const sheet = 'http://localhost:3001/v1/news.0123456789.css';
    const image = { href: 'http://localhost:4000/images/a.avif' };
    const { hints, stylesheets } = renderedPageHints({
      files: [entry, sheet, sheet],
      data: ['http://localhost:4000/web/v1/news/a'],
      image,
    });
    expect(stylesheets).toEqual([sheet]);
    // Its answers are in the page and its stylesheets linked: neither is hinted again.
    expect(hints).toEqual({ files: [entry], data: [], image });
    const html = withRenderedPage(INDEX, page, stylesheets);
    expect(html).toContain(`<link rel="stylesheet" href="${sheet}">${page.head}</head>`);
    expect(withoutRenderedPage(html)).toBe(withoutRenderedPage(INDEX));
    expect(renderedPageHints(undefined)).toEqual({ hints: undefined, stylesheets: [] });
  });
});

describe('withRenderedPage with stylesheets written in', () => {
  const remoteSheet = 'http://localhost:3001/v1/news.0123456789.css';
  const inline = (href: string, css: string) => ({ href, css, source: `'sha256-${href}'` });
  const inlined = [
    inline('/main.1.css', '.header{color:red}'),
    inline('/startup.2.css', '.layout{margin:0}'),
    inline(remoteSheet, '.news{color:$&}'),
  ];

  it('lists index.html’s own stylesheets, linked or preloaded', () => {
    expect(shellStylesheetsOf(INDEX)).toEqual(['/main.1.css', '/startup.2.css']);
  });

  it('writes each one’s rules in before its link, and keeps the link disabled for the loaders to find', () => {
    const html = withRenderedPage(INDEX, page, [remoteSheet], inlined);
    expect(html).toContain(
      '<style data-href="/main.1.css">.header{color:red}</style><link href="/main.1.css" rel="stylesheet" disabled>',
    );
    expect(html).toContain(
      '<style data-href="/startup.2.css">.layout{margin:0}</style><link as="style" href="/startup.2.css" rel="stylesheet" disabled>',
    );
    expect(html).toContain(
      `<style data-href="${remoteSheet}">.news{color:$&}</style><link rel="stylesheet" href="${remoteSheet}" disabled>${page.head}</head>`,
    );
    // Nothing in the page is a stylesheet the browser must fetch before its first paint.
    expect(html.match(/<link (?![^>]* disabled>)[^>]*rel="stylesheet"/g)).toBeNull();
    expect(withoutRenderedPage(html)).toBe(withoutRenderedPage(INDEX));
  });

  it('links a stylesheet it could not write in as before', () => {
    const html = withRenderedPage(INDEX, page, [remoteSheet], inlined.slice(0, 2));
    expect(html).toContain(`<link rel="stylesheet" href="${remoteSheet}">`);
    expect(html).not.toContain(`<style data-href="${remoteSheet}">`);
  });
});

describe('withoutRenderedPage', () => {
  it('leaves index.html as it was built but for its title and its config preload, whatever page was rendered into it', () => {
    const untitled = INDEX.replace('<title>Club</title>', '<title></title>').replace(
      '<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin>',
      '',
    );
    expect(withoutRenderedPage(withRenderedPage(INDEX, page))).toBe(untitled);
    expect(withoutRenderedPage(INDEX)).toBe(untitled);
  });
});

/** A visitor's request for `url`, without cookies. */
const visit = (url: string, config: RuntimeConfig) => ({ url, origin: ORIGIN, config, cookies: {} });

describe('renderWithinBudget', () => {
  it('renders the club site’s news, club, fixtures, match, team, player and video pages on the server, and leaves account pages to the browser', async () => {
    const landing = ['/', '/news', '/news/a-story', '/category/mens-team', '/the-club/history'];
    const matches = [
      '/matches',
      '/match/first-team/2026-27/m1',
      '/teams/first-team',
      '/players/first-team/a',
    ];
    const videos = ['/videos', '/videos/browse', '/videos/faqs', '/live'];
    for (const path of [...landing, ...matches, ...videos]) expect(isServerRendered(path)).toBe(true);
    for (const path of ['/account', '/account/packages']) expect(isServerRendered(path)).toBe(false);
    const render = vi.fn<RenderPage>(async () => page);
    expect(await renderWithinBudget(render, visit('/news?from=menu', config))).toBe(page);
    expect(await renderWithinBudget(render, visit('/account', config))).toBeNull();
    const streamer = { flags: { siteVariant: 'streamer' } } as RuntimeConfig;
    expect(await renderWithinBudget(render, visit('/news', streamer))).toBeNull();
    // Behind the site lock, whose entry cookie only the browser's gate reads, nothing is rendered.
    const locked = { flags: { siteVariant: 'club', siteLock: true } } as RuntimeConfig;
    expect(await renderWithinBudget(render, visit('/news', locked))).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('leaves the page to the browser when the render fails, or runs past its budget', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: RenderPage = async () => {
      throw new Error('the remote’s server build is broken');
    };
    expect(await renderWithinBudget(failing, visit('/news', config))).toBeNull();
    const hanging: RenderPage = ({ signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    expect(await renderWithinBudget(hanging, visit('/news', config), 5)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('loadPageRenderer', () => {
  // A shell server build that says which thread rendered, and how many pages its thread has rendered.
  const FAKE_SERVER_BUILD = `
    const { threadId } = require('node:worker_threads');
    let renders = 0;
    module.exports = Promise.resolve({
      renderPage: async ({ url }) => ({ title: threadId + ':' + ++renders, bodyClass: '', head: '', html: url, data: '', pieces: [] }),
    });`;
  let shellDir = '';
  afterEach(async () => {
    vi.unstubAllEnvs();
    if (shellDir) await rm(shellDir, { recursive: true, force: true });
  });
  const configFor = (version: string) =>
    ({
      flags: { siteVariant: 'club' },
      remotes: { 'mfe-content': `http://localhost:3001/${version}/mf-manifest.json` },
    }) as unknown as RuntimeConfig;
  const render = (renderer: PageRenderer, version: string) =>
    renderer.render({
      url: '/news',
      origin: ORIGIN,
      config: configFor(version),
      cookies: {},
      signal: AbortSignal.timeout(10_000),
    });

  it('renders each set of versions in a worker of its own, started ahead of visitors, the oldest let go', async () => {
    shellDir = await mkdtemp(path.join(tmpdir(), 'club-renderer-'));
    await mkdir(path.join(shellDir, 'server'));
    await writeFile(path.join(shellDir, 'server', 'render-page.cjs'), FAKE_SERVER_BUILD);
    // On by default: no setting needed.
    vi.stubEnv(SERVER_RENDER_ENV, undefined);
    const renderer = loadPageRenderer(shellDir);
    if (!renderer) throw new Error('no renderer');

    // A visitor never waits for a renderer to start: their page is left to the browser.
    await expect(render(renderer, 'v1')).rejects.toThrow(/starting/);
    await renderer.warm(configFor('v1'), ORIGIN);
    const [thread, count] = (await render(renderer, 'v1')).title.split(':');
    expect(Number(count)).toBeGreaterThan(1);
    expect((await render(renderer, 'v1')).title).toBe(`${thread}:${Number(count) + 1}`);

    await renderer.warm(configFor('v2'), ORIGIN);
    const other = (await render(renderer, 'v2')).title.split(':')[0];
    expect(other).not.toBe(thread);

    for (let n = 3; n <= MOST_RENDERERS + 1; n++) await renderer.warm(configFor(`v${n}`), ORIGIN);
    // v1's was the least recently used: it has gone, and a new one starts for it.
    await expect(render(renderer, 'v1')).rejects.toThrow(/starting/);
  });

  it('is on unless the setting is 0, and off without a server build', async () => {
    expect(serverRenderingOn({})).toBe(true);
    expect(serverRenderingOn({ [SERVER_RENDER_ENV]: '1' })).toBe(true);
    expect(serverRenderingOn({ [SERVER_RENDER_ENV]: '0' })).toBe(false);

    shellDir = await mkdtemp(path.join(tmpdir(), 'club-renderer-'));
    await mkdir(path.join(shellDir, 'server'));
    await writeFile(path.join(shellDir, 'server', 'render-page.cjs'), FAKE_SERVER_BUILD);
    vi.stubEnv(SERVER_RENDER_ENV, '0');
    expect(loadPageRenderer(shellDir)).toBeNull();

    vi.stubEnv(SERVER_RENDER_ENV, undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadPageRenderer('/nowhere')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/nowhere'));
  });
});
