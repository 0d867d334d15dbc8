/**
 * How the site is served (DESIGN.md "Cache policy when served"): what names a version is revalidated
 * on every load, so a release shows at once; content-hashed files are cached for a year; text is
 * compressed; the remotes can be fetched from the shell's origin; deep links get the app.
 */
import type { APIRequestContext } from '@playwright/test';
import type { RemoteName } from '../../scripts/lib/apps.ts';
import { withoutRenderedPage } from '../../scripts/lib/server-render.ts';
import {
  type ManifestBody,
  readManifest,
  readRuntimeConfig,
  remoteEntryUrl,
  SHELL_ORIGIN,
  withoutEarlyHints,
} from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const NO_CACHE = 'no-cache';
/** What depends on the visitor's versions (docs/architecture.md "Releases"). */
const PRIVATE_NO_CACHE = 'private, no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REMOTES: RemoteName[] = ['mfe-content', 'mfe-matches', 'mfe-streaming', 'mfe-account'];

async function remoteFiles(request: APIRequestContext, remote: RemoteName) {
  const manifestUrl = (await readRuntimeConfig(request)).remotes[remote];
  const manifest: ManifestBody = await readManifest(request, manifestUrl);
  const chunk = manifest.exposes[0]?.assets.js.sync[0];
  expect(chunk, `${remote}'s manifest names the chunk of an exposed module`).toBeDefined();
  return {
    manifestUrl,
    remoteEntryUrl: remoteEntryUrl(manifestUrl, manifest),
    chunkUrl: new URL(chunk ?? '', manifestUrl).href,
    manifest,
  };
}

async function shellIndex(request: APIRequestContext, pathname: string) {
  return request.get(`${SHELL_ORIGIN}${pathname}`, { headers: { accept: 'text/html' } });
}

test("index.html and the runtime config are revalidated on every load, and no shared cache keeps a visitor's", async ({
  request,
}) => {
  const index = await shellIndex(request, '/');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('text/html');
  expect(index.headers()['cache-control']).toBe(PRIVATE_NO_CACHE);
  expect(index.headers().vary).toContain('cookie');

  const config = await request.get(`${SHELL_ORIGIN}/runtime-config.json`);
  expect(config.status()).toBe(200);
  expect(config.headers()['content-type']).toContain('application/json');
  expect(config.headers()['cache-control']).toBe(PRIVATE_NO_CACHE);
  expect(config.headers().vary).toContain('cookie');
});

for (const remote of REMOTES) {
  test(`${remote}: the manifest is revalidated; the entry it names and the chunks, named by content, are immutable`, async ({
    request,
  }) => {
    const files = await remoteFiles(request, remote);
    const manifest = await request.get(files.manifestUrl);
    expect(manifest.status(), files.manifestUrl).toBe(200);
    expect(manifest.headers()['cache-control'], files.manifestUrl).toBe(NO_CACHE);
    // The manifest names the entry, so a release changes the manifest only: the entry can be kept.
    expect(files.remoteEntryUrl).toMatch(/\/remoteEntry\.[0-9a-f]{10}\.js$/);
    for (const url of [files.remoteEntryUrl, files.chunkUrl]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe(IMMUTABLE);
    }
  });
}

/** The shell's main script a page starts (a rendered page through its after-paint script). */
const MAIN_SCRIPT = /(?:src|data-main)="(\/main\.[0-9a-f]{10}\.js)"/;

test("the shell's hashed main script and a rendered page's after-paint script are immutable", async ({
  request,
}) => {
  const html = await (await shellIndex(request, '/')).text();
  const main = html.match(MAIN_SCRIPT)?.[1];
  expect(main, 'index.html loads a content-hashed main script').toBeDefined();
  const afterPaint = html.match(/src="(\/after-paint\.[0-9a-f]{10}\.js)"/)?.[1];
  expect(afterPaint, 'a rendered page starts with a content-hashed after-paint script').toBeDefined();
  for (const file of [main, afterPaint]) {
    const response = await request.get(`${SHELL_ORIGIN}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe(IMMUTABLE);
  }
});

test('scripts are compressed for clients that accept it', async ({ request }) => {
  const files = await remoteFiles(request, 'mfe-content');
  for (const url of [files.remoteEntryUrl, files.manifestUrl]) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(url, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-encoding'], `${url} with ${encoding}`).toBe(encoding);
    }
  }
  const html = await (await shellIndex(request, '/')).text();
  const main = html.match(MAIN_SCRIPT)?.[1] ?? '/main.js';
  const shellMain = await request.get(`${SHELL_ORIGIN}${main}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(shellMain.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});

test('remotes allow the shell to fetch them from its own origin', async ({ request }) => {
  for (const remote of REMOTES) {
    const files = await remoteFiles(request, remote);
    for (const url of [files.manifestUrl, files.remoteEntryUrl, files.chunkUrl]) {
      const response = await request.get(url, { headers: { origin: SHELL_ORIGIN } });
      const allowed = response.headers()['access-control-allow-origin'];
      expect([SHELL_ORIGIN, '*'], `${url} allows ${SHELL_ORIGIN}`).toContain(allowed);
    }
  }
});

test("a deep link gets the shell's index.html; a missing file does not", async ({ request }) => {
  const index = await (await shellIndex(request, '/')).text();
  const deepLink = await shellIndex(request, '/news/some-article');
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()['content-type']).toContain('text/html');
  expect(deepLink.headers()['cache-control']).toBe(PRIVATE_NO_CACHE);
  // The same document but for the early hints and the server's render, which are the page's own.
  expect(withoutEarlyHints(withoutRenderedPage(await deepLink.text()))).toBe(
    withoutEarlyHints(withoutRenderedPage(index)),
  );

  const missingScript = await request.get(`${SHELL_ORIGIN}/no-such-chunk.0123456789.js`);
  expect(missingScript.status()).toBe(404);
});
