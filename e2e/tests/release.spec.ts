/**
 * The content team's release path: `scripts/release.ts mfe-content` puts a new build of the remote
 * live with no shell release, open tabs can still fetch the old build, and `scripts/rollback.ts`
 * points the site back. This changes the live deployment, so it runs alone (in the config's
 * 'site-serial' phase, one spec at a time, after the specs that run two at a time) and always puts
 * back the version it found.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { readReleases } from '../../scripts/lib/deploy.ts';
import {
  readManifest,
  readRuntimeConfig,
  remoteEntryUrl,
  SHELL_ORIGIN,
  withoutEarlyHints,
} from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTE = 'mfe-content';
const VERSION_LABEL = /^v\d{8}-\d{6}(-\d+)?$/;

/** Runs one of the repo's release scripts the way a person would, from the repo root. */
function runScript(script: string, ...args: string[]): string {
  return execFileSync('npx', ['tsx', `scripts/${script}`, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 240_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The release of mfe-content the page is showing, as the shell's mount reports it. */
async function liveRelease(page: Page): Promise<string> {
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const mount = page.locator(`[data-remote="${REMOTE}"]`);
  await expect(mount).toHaveAttribute('data-release', VERSION_LABEL);
  return (await mount.getAttribute('data-release')) ?? '';
}

/** The shell's index.html and the scripts it starts with; a remote release must change neither. */
async function shellFingerprint(page: Page) {
  const response = await page.request.get(`${SHELL_ORIGIN}/`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const indexHtml = await response.text();
  // The scripts index.html starts with (the deferred parts load later, as timing allows).
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .map((script) => script.src)
      .filter((src) => src.startsWith(window.location.origin)),
  );
  const started = scripts.filter((src) => indexHtml.includes(`"${new URL(src).pathname}"`));
  const shellHtml = withoutEarlyHints(indexHtml);
  return { indexHtml: shellHtml, scripts: started };
}

/** The manifest index.html hints for a page of REMOTE. */
async function hintedManifest(page: Page): Promise<string | undefined> {
  const response = await page.request.get(`${SHELL_ORIGIN}/news`, { headers: { accept: 'text/html' } });
  return /<link rel="preload" href="([^"]+\/mf-manifest\.json)" as="fetch"/.exec(await response.text())?.[1];
}

test.describe.configure({ mode: 'serial' });

let liveBefore: string | undefined;
let released = false;

test.beforeAll(async () => {
  liveBefore = (await readReleases())[REMOTE]?.current;
});

test.afterAll(async () => {
  // Whatever failed, leave the deployment as it was found.
  if (!released || !liveBefore) return;
  if ((await readReleases())[REMOTE]?.current !== liveBefore) runScript('rollback.ts', REMOTE, liveBefore);
});

test('releasing mfe-content changes the live site without a shell release, and rollback restores it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);

  const original = await liveRelease(page);
  expect(original, 'the page shows the release the deployment says is live').toBe(liveBefore);
  const shellBefore = await shellFingerprint(page);
  expect(shellBefore.scripts.some((src) => /\/main\.[0-9a-f]{10}\.js$/.test(src))).toBe(true);
  const oldManifestUrl = (await readRuntimeConfig(request)).remotes[REMOTE];
  const oldManifest = await readManifest(request, oldManifestUrl);

  released = true;
  runScript('release.ts', REMOTE);

  const newManifestUrl = (await readRuntimeConfig(request)).remotes[REMOTE];
  expect(newManifestUrl).not.toBe(oldManifestUrl);
  const next = await liveRelease(page);
  expect(next).not.toBe(original);
  expect(newManifestUrl).toContain(`/${next}/`);
  expect(await shellFingerprint(page), 'the shell itself is unchanged').toEqual(shellBefore);
  expect(await hintedManifest(page), "index.html hints the new version's manifest").toBe(newManifestUrl);

  // Tabs opened before the release still load the old build's files.
  expect((await request.get(oldManifestUrl)).status()).toBe(200);
  expect((await request.get(remoteEntryUrl(oldManifestUrl, oldManifest))).status()).toBe(200);
  const oldChunk = oldManifest.exposes[0]?.assets.js.sync[0];
  expect(oldChunk, 'the old manifest names an exposed chunk').toBeDefined();
  expect((await request.get(new URL(oldChunk ?? '', oldManifestUrl).href)).status()).toBe(200);

  runScript('rollback.ts', REMOTE);
  expect((await readRuntimeConfig(request)).remotes[REMOTE]).toBe(oldManifestUrl);
  expect(await liveRelease(page)).toBe(original);
  expect(await shellFingerprint(page)).toEqual(shellBefore);
});
