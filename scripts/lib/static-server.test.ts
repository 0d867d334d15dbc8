import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { styleHashSource } from './inline-stylesheets.ts';
import { precompress } from './precompress-plugin.ts';
import { scratchDir } from './scratch-dir.ts';
import { type PageRenderer, SERVER_RENDER_BUDGET_ENV } from './server-render.ts';
import {
  cacheControlFor,
  IMMUTABLE,
  NO_CACHE,
  PRIVATE_NO_CACHE,
  startStaticServer,
} from './static-server.ts';

describe('cacheControlFor', () => {
  it('caches content-hashed files for a year and revalidates the entry points', () => {
    expect(cacheControlFor('main.1a2b3c4d5e.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('412.0f0f0f0f0f.css')).toBe(IMMUTABLE);
    for (const name of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'runtime-config.json']) {
      expect(cacheControlFor(name)).toBe(NO_CACHE);
    }
  });

  it("gives a file's precompressed forms the file's own policy", () => {
    expect(cacheControlFor('main.1a2b3c4d5e.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('412.0f0f0f0f0f.css.gz')).toBe(IMMUTABLE);
    expect(cacheControlFor('mf-manifest.json.br')).toBe(NO_CACHE);
  });
});

const staticRoot = await scratchDir('club-static-');
const hintsRoot = await scratchDir('club-hints-');
const renderedRoot = await scratchDir('club-rendered-');
const readAheadRoot = await scratchDir('club-read-ahead-');

describe('startStaticServer', () => {
  let base = '';
  let close: () => Promise<unknown> = async () => {};

  beforeAll(async () => {
    const root = staticRoot;
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(
      path.join(root, 'main.1a2b3c4d5e.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    // A file the build precompressed (precompress-plugin.ts): its .br is sent as it is.
    const bundle = Buffer.from(`console.log(${JSON.stringify('y'.repeat(5000))});`);
    await writeFile(path.join(root, 'startup.0123456789.js'), bundle);
    await writeFile(path.join(root, 'startup.0123456789.js.br'), precompress(bundle).br);
    const config = path.join(root, 'variant.json');
    await writeFile(config, '{"flags":{},"settings":{}}');
    const server = await startStaticServer({
      root,
      port: 0,
      spa: true,
      runtimeConfigFile: config,
      currentSeason: () => 2031,
      cors: true,
    });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('serves hashed scripts immutable and compressed', async () => {
    const response = await fetch(`${base}/main.1a2b3c4d5e.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends the build's brotli form of a file as it is, and the file itself to a client without brotli", async () => {
    const brotli = await fetch(`${base}/startup.0123456789.js`, {
      headers: { 'accept-encoding': 'br', origin: 'http://localhost:3000' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(brotli.headers.get('vary')).toContain('accept-encoding');
    expect(brotli.headers.get('vary'), 'CORS still varies by origin').toContain('Origin');
    expect(await brotli.text()).toContain('yyyy');
    const plain = await fetch(`${base}/startup.0123456789.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('yyyy');
  });

  it('answers deep links that want HTML with index.html, kept by no shared cache', async () => {
    const response = await fetch(`${base}/news/some-article`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PRIVATE_NO_CACHE);
    expect(response.headers.get('vary')).toContain('cookie');
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it('answers 404 for a missing file that is not a page (a script or image)', async () => {
    expect((await fetch(`${base}/missing.1a2b3c4d5e.js`)).status).toBe(404);
  });

  it("serves the variant runtime config as /runtime-config.json, not cached, with the clock's season", async () => {
    const response = await fetch(`${base}/runtime-config.json`);
    expect(response.headers.get('cache-control')).toBe(PRIVATE_NO_CACHE);
    expect(await response.json()).toEqual({ flags: {}, settings: { currentSeason: 2031 } });
  });

  it('allows cross-origin reads', async () => {
    const response = await fetch(`${base}/index.html`, { headers: { origin: 'http://localhost:3000' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});

/**
 * The shell's server with early hints on a folder holding `index.html`, its config the club's with
 * these remotes (and a page renderer when given); its address, and how to stop it.
 */
async function startShell(
  root: string,
  remotes: Record<string, string>,
  renderPage?: PageRenderer,
): Promise<{ base: string; close: () => Promise<unknown> }> {
  const template = JSON.parse(await readFile(path.resolve('config/runtime/club.json'), 'utf8')) as object;
  const config = path.join(root, 'club.json');
  await writeFile(config, JSON.stringify({ ...template, remotes }));
  const shell = await startStaticServer({
    root,
    port: 0,
    spa: true,
    runtimeConfigFile: config,
    earlyHints: true,
    ...(renderPage ? { renderPage } : {}),
  });
  return {
    base: `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`,
    close: () => shell.close(),
  };
}

describe('startStaticServer with early hints', () => {
  let base = '';
  let close: () => Promise<unknown> = async () => {};

  beforeAll(async () => {
    const root = hintsRoot;
    await writeFile(path.join(root, 'index.html'), '<!doctype html><head><title>shell</title></head>');
    ({ base, close } = await startShell(root, {
      'mfe-content': 'http://127.0.0.1:3101/v9/mf-manifest.json',
      'mfe-matches': 'http://127.0.0.1:3102/v1/mf-manifest.json',
      'mfe-streaming': 'http://127.0.0.1:3103/v1/mf-manifest.json',
      'mfe-account': 'http://127.0.0.1:3104/v1/mf-manifest.json',
    }));
  });
  afterAll(() => close());

  it("hints the page's remote manifest in index.html, from the live runtime config", async () => {
    for (const [page, manifest] of [
      ['/', 'http://127.0.0.1:3101/v9/mf-manifest.json'],
      ['/news/some-article', 'http://127.0.0.1:3101/v9/mf-manifest.json'],
      ['/teams', 'http://127.0.0.1:3102/v1/mf-manifest.json'],
    ]) {
      const response = await fetch(`${base}${page}`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('cache-control')).toBe(PRIVATE_NO_CACHE);
      const html = await response.text();
      const hint = `<link rel="preload" href="${manifest}" as="fetch" crossorigin="anonymous">`;
      expect(html).toContain(hint);
      expect(html.indexOf(hint)).toBeLessThan(html.indexOf('<title>shell</title>'));
    }
  });
});

describe('startStaticServer with a page renderer', () => {
  const CSS = '.header{color:#123456}';
  let base = '';
  let close: () => Promise<unknown> = async () => {};

  beforeAll(async () => {
    const root = renderedRoot;
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><link href="/main.0123456789.css" rel="stylesheet"><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(root, 'main.0123456789.css'), CSS);
    // Remotes nobody serves: the page has no remote stylesheet to write in, only the shell's.
    const remotes = Object.fromEntries(
      ['mfe-content', 'mfe-matches', 'mfe-streaming', 'mfe-account'].map((remote) => [
        remote,
        'http://127.0.0.1:9/v1/mf-manifest.json',
      ]),
    );
    const renderPage: PageRenderer = {
      render: async () => ({
        title: 'News',
        bodyClass: '',
        head: '',
        html: '<h1>News</h1>',
        data: '',
        pieces: [],
      }),
      warm: async () => {},
    };
    ({ base, close } = await startShell(root, remotes, renderPage));
  });
  afterAll(() => close());

  it("writes the shell's stylesheet into a rendered page, and allows that one inline style by its hash alone", async () => {
    const response = await fetch(`${base}/news`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain('<h1>News</h1>');
    expect(html).toContain(`<style data-href="/main.0123456789.css">${CSS}</style>`);
    const styleSrc = (response.headers.get('content-security-policy') ?? '')
      .split('; ')
      .find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).toContain(styleHashSource(CSS));
    expect(styleSrc).not.toContain("'unsafe-inline'");
    // A page the browser renders holds no inline style, and its policy allows none.
    const plain = await fetch(`${base}/no-such-file.js`);
    expect(plain.headers.get('content-security-policy')).not.toContain(styleHashSource(CSS));
  });
});

describe("startStaticServer reading a rendered page's stylesheets", () => {
  const CSS = '.news{margin:0}';
  let base = '';
  let close: () => Promise<unknown> = async () => {};
  let remote: Server;
  /** Resolves when mfe-content's stylesheet is asked for. */
  let stylesheetAsked: Promise<void>;
  /** Whether the stylesheet had been asked for when the render ended. */
  const askedDuringRender: boolean[] = [];

  beforeAll(async () => {
    let asked = () => {};
    stylesheetAsked = new Promise((resolve) => {
      asked = resolve;
    });
    // mfe-content as its server publishes it: a manifest whose routes load one stylesheet.
    remote = createServer((request, response) => {
      if (request.url === '/v1/mf-manifest.json') {
        response.setHeader('content-type', 'application/json');
        return response.end(
          JSON.stringify({
            metaData: {
              globalName: 'mfe_content',
              remoteEntry: { name: 'remoteEntry.0123456789.js', path: '', type: 'global' },
            },
            exposes: [
              { name: 'routes', assets: { js: { sync: [] }, css: { sync: ['routes.0123456789.css'] } } },
            ],
          }),
        );
      }
      if (request.url === '/v1/routes.0123456789.css') {
        asked();
        response.setHeader('content-type', 'text/css');
        return response.end(CSS);
      }
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const manifest = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/v1/mf-manifest.json`;
    const root = readAheadRoot;
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    // A render that ends once the stylesheet has been asked for (at most 5 s): one that started
    // only after the render would not be asked for yet.
    const renderPage: PageRenderer = {
      render: async () => {
        const read = await Promise.race([
          stylesheetAsked.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
        ]);
        askedDuringRender.push(read);
        return { title: 'News', bodyClass: '', head: '', html: '<h1>News</h1>', data: '', pieces: [] };
      },
      warm: async () => {},
    };
    const remotes = Object.fromEntries(
      ['mfe-content', 'mfe-matches', 'mfe-streaming', 'mfe-account'].map((name) => [name, manifest]),
    );
    // The render's budget outlasts the wait above, on a loaded machine too.
    vi.stubEnv(SERVER_RENDER_BUDGET_ENV, '10000');
    ({ base, close } = await startShell(root, remotes, renderPage));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await close();
    await new Promise((resolve) => remote.close(resolve));
  });

  it('starts reading them beside the render', async () => {
    const html = await (await fetch(`${base}/news`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<h1>News</h1>');
    // Asked for before the render ended: the page waits for one read, not a render and then a read.
    // (What is written in is inline-stylesheets.test.ts's and the e2e server-render.spec's.)
    expect(askedDuringRender).toEqual([true]);
  });
});
