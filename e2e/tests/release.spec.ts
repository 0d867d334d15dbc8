/**
 * The teams' release path, end to end (docs/architecture.md "Releases"): `scripts/release.ts` puts
 * a new build of a remote live with no shell release, and `scripts/rollback.ts` points the site
 * back; a preview link shows a candidate to one browser only, and previews of two remotes stack; a
 * 50% canary splits returning visitors and keeps each on one version, the HTML's hints naming what
 * its config names; the judge promotes a clean canary and rolls a broken one back, after which an
 * open tab that ran it loads its next page afresh; and a build that drops an expose the shell mounts
 * is refused. This changes the live deployment of the worker's own copy of the site
 * (support/site-copy.ts), nobody else's, and puts back what it found.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_RENDER_ID } from '@club/shell';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { RemoteName } from '../../scripts/lib/apps.ts';
import { type Releases, readReleases } from '../../scripts/lib/deploy.ts';
import { canaryPlace, newVisitorId, VISITOR_COOKIE } from '../../scripts/lib/release-routing.ts';
import { withoutRenderedPage } from '../../scripts/lib/server-render.ts';
import { holdSource } from '../../scripts/lib/source-lock.ts';
import { E2E_JUDGE } from '../support/judge.ts';
import { expectDataHintsUsed, responsesOf } from '../support/network.ts';
import {
  countDocumentLoads,
  primaryNavigation,
  type RuntimeConfigBody,
  readManifest,
  readRuntimeConfig,
  remoteEntryUrl,
  remotePageError,
  renderedConfig,
  SERVICES_ORIGIN,
  SHELL_ORIGIN,
  withoutEarlyHints,
} from '../support/site.ts';
import { SITE, SITE_RELEASES_FILE } from '../support/site-copy.ts';
import { expect, test } from '../support/test.ts';
import { PROMOS_SEEN } from '../support/visitor.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTE = 'mfe-content';
const VERSION_LABEL = /^v\d{8}-\d{6}(-\d+)?$/;
/** Each build of a remote takes a while on a loaded machine; each test builds once or twice. */
const BUILD_TIMEOUT_MS = 240_000;

/** The release history of this worker's copy of the site. */
const siteReleases = () => readReleases(SITE_RELEASES_FILE);

/**
 * Runs one of the repo's release scripts as `npm run release` does, from the repo root: tsx in Node,
 * without npm's or npx's own start (about a second of CPU each time).
 */
function runScript(
  script: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
    // On this worker's copy of the site: its ports and its deployment.
    env: { ...process.env, ...SITE.env, ...env },
  });
}

/** Runs a script that must succeed, and returns what it printed. */
function mustRun(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): string {
  const result = runScript(script, args, env);
  expect(result.status, `${script} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The preview link a `--preview` or `--canary` release printed. */
const previewLinkIn = (output: string): string => {
  const link = /^Preview: (http\S+)$/m.exec(output)?.[1];
  expect(link, `a Preview: line in\n${output}`).toBeDefined();
  return link ?? '';
};

/** The release of `remote` the page shows, as the shell's mount reports it. */
async function shownRelease(page: Page, remote: RemoteName = REMOTE): Promise<string> {
  const mount = page.locator(`[data-remote="${remote}"][data-release]`).first();
  await expect(mount).toHaveAttribute('data-release', VERSION_LABEL);
  return (await mount.getAttribute('data-release')) ?? '';
}

/** The release of mfe-content that renders the /news page the page is on. */
async function shownNews(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  return shownRelease(page);
}

/** Opens /news and returns the release of mfe-content that renders it. */
async function newsRelease(page: Page): Promise<string> {
  await page.goto('/news');
  return shownNews(page);
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
  // Without the after-paint script, which only a page the server rendered starts with (the release's
  // first page may have been rendered in the browser while the server warmed the new version up).
  const started = scripts.filter(
    (src) =>
      indexHtml.includes(`"${new URL(src).pathname}"`) && !/\/after-paint\.[0-9a-f]{10}\.js$/.test(src),
  );
  // The shell's own HTML: without its hints and the page its server rendered (the remote's version).
  return { indexHtml: withoutEarlyHints(withoutRenderedPage(indexHtml)), scripts: started };
}

/** The manifest an index.html hints for mfe-content's pages. */
const hintedManifest = (html: string) =>
  /<link rel="preload" href="([^"]+\/mf-manifest\.json)" as="fetch"/.exec(html)?.[1];

/** A returning visitor's id whose place in `remote`'s canary of `version` is inside (or outside) `share`. */
function visitorId(inside: boolean, version: string, share = 50, remote: RemoteName = REMOTE): string {
  for (;;) {
    const id = newVisitorId();
    if (canaryPlace(id, remote, version) < share === inside) return id;
  }
}

/** A browser of its own, as a returning visitor with `id` when given, or as a first visit. */
async function visitor(browser: Browser, id?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ storageState: PROMOS_SEEN });
  if (id) await context.addCookies([{ name: VISITOR_COOKIE, value: id, url: SHELL_ORIGIN, httpOnly: true }]);
  return context;
}

/** Waits for the records to say what the judge (or anyone) decided. */
async function recordsWhere(
  check: (releases: Partial<Releases>) => boolean,
  message: string,
): Promise<Partial<Releases>> {
  await expect
    .poll(async () => check(await siteReleases()), {
      message,
      timeout: 60_000,
      intervals: [250],
    })
    .toBe(true);
  return siteReleases();
}

test.describe.configure({ mode: 'serial' });

let found: Partial<Releases> = {};

/** The dev-reload check may be editing mfe-content's source, briefly (scripts/lib/source-lock.ts). */
const SOURCE_WAIT_MS = 180_000;
let letGoOfSource: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(SOURCE_WAIT_MS + 30_000);
  // The builds below are of the working tree: nothing may edit it until they are done.
  letGoOfSource = await holdSource('release.spec builds remotes from the working tree', SOURCE_WAIT_MS);
  found = await siteReleases();
});

test.afterAll(async () => {
  // Whatever failed, leave the deployment as it was found: no candidate, the same versions live.
  try {
    const now = await siteReleases();
    for (const remote of Object.keys(found) as RemoteName[]) {
      if (now[remote]?.candidate) runScript('rollback.ts', [remote]);
      const before = found[remote]?.current;
      if (before && (await siteReleases())[remote]?.current !== before)
        runScript('rollback.ts', [remote, before]);
    }
  } finally {
    await letGoOfSource?.();
  }
});

test('releasing mfe-content changes the live site without a shell release, and rollback restores it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const original = await newsRelease(page);
  expect(original, 'the page shows the release the deployment says is live').toBe(found[REMOTE]?.current);
  const shellBefore = await shellFingerprint(page);
  expect(shellBefore.scripts.some((src) => /\/main\.[0-9a-f]{10}\.js$/.test(src))).toBe(true);
  const oldManifestUrl = (await readRuntimeConfig(request)).remotes[REMOTE];
  const oldManifest = await readManifest(request, oldManifestUrl);

  mustRun('release.ts', [REMOTE]);

  const newManifestUrl = (await readRuntimeConfig(request)).remotes[REMOTE];
  expect(newManifestUrl).not.toBe(oldManifestUrl);
  const next = await newsRelease(page);
  expect(next).not.toBe(original);
  expect(newManifestUrl).toContain(`/${next}/`);
  expect(await shellFingerprint(page), 'the shell itself is unchanged').toEqual(shellBefore);
  const html = await (
    await page.request.get(`${SHELL_ORIGIN}/news`, { headers: { accept: 'text/html' } })
  ).text();
  expect(hintedManifest(html), "index.html hints the new version's manifest").toBe(newManifestUrl);

  // Tabs opened before the release still load the old build's files.
  expect((await request.get(oldManifestUrl)).status()).toBe(200);
  expect((await request.get(remoteEntryUrl(oldManifestUrl, oldManifest))).status()).toBe(200);
  const oldChunk = oldManifest.exposes[0]?.assets.js.sync[0];
  expect(oldChunk, 'the old manifest names an exposed chunk').toBeDefined();
  expect((await request.get(new URL(oldChunk ?? '', oldManifestUrl).href)).status()).toBe(200);

  mustRun('rollback.ts', [REMOTE]);
  expect((await readRuntimeConfig(request)).remotes[REMOTE]).toBe(oldManifestUrl);
  expect(await newsRelease(page)).toBe(original);
  expect(await shellFingerprint(page)).toEqual(shellBefore);
});

let candidate = '';

test('a preview is seen only by the browser that opened its link, previews of two remotes stack, and one whose server build is broken works in the browser', async ({
  browser,
}) => {
  test.setTimeout(2 * BUILD_TIMEOUT_MS);
  const live = found[REMOTE]?.current ?? '';
  const contentLink = previewLinkIn(mustRun('release.ts', [REMOTE, '--preview']));
  candidate = (await siteReleases())[REMOTE]?.candidate?.version ?? '';
  expect(candidate).toMatch(VERSION_LABEL);
  expect((await siteReleases())[REMOTE]?.current, 'nothing changed live').toBe(live);

  const previewer = await visitor(browser);
  const previewPage = await previewer.newPage();
  await previewPage.goto(contentLink);
  await expect(previewPage).toHaveURL(`${SHELL_ORIGIN}/`);
  const banner = previewPage.getByRole('complementary', { name: 'Preview' });
  await expect(banner).toHaveText(`Preview of ${REMOTE} ${candidate} · Leave`);
  expect(await newsRelease(previewPage)).toBe(candidate);
  const [cookie] = (await previewer.cookies()).filter((each) => each.name === `club_preview_${REMOTE}`);
  expect(cookie, 'the preview token lives in an HttpOnly cookie').toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  });

  const everyoneElse = await visitor(browser);
  const otherPage = await everyoneElse.newPage();
  expect(await newsRelease(otherPage), 'another browser still sees live').toBe(live);
  await expect(otherPage.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);

  // A second remote's preview stacks on the first. Its server build is broken: its pages are
  // rendered in the browser, with the hints of a page the browser renders, which it uses.
  const matchesLink = previewLinkIn(
    mustRun('release.ts', ['mfe-matches', '--preview'], { CLUB_BUILD_FAULTS: 'server-throw-in:routes' }),
  );
  const matchesCandidate = (await siteReleases())['mfe-matches']?.candidate?.version ?? '';
  await previewPage.goto(matchesLink);
  await expect(banner.getByRole('paragraph')).toHaveText([
    `Preview of ${REMOTE} ${candidate} · Leave`,
    `Preview of mfe-matches ${matchesCandidate} · Leave`,
  ]);
  const servedTo = async (path: string) =>
    (await previewer.request.get(`${SHELL_ORIGIN}${path}`, { headers: { accept: 'text/html' } })).text();
  // The renderer of the previewed versions has started: mfe-content's sound server build renders.
  await expect
    .poll(async () => (await servedTo('/news')).includes(`id="${SERVER_RENDER_ID}"`), { timeout: 60_000 })
    .toBe(true);
  const served = await servedTo('/teams');
  expect(served, 'rendered in the browser, not on the server').not.toContain(`id="${SERVER_RENDER_ID}"`);
  const responses = await responsesOf(previewer, '/teams', async (page) => {
    expect(await shownRelease(page, 'mfe-matches')).toBe(matchesCandidate);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  });
  expectDataHintsUsed(served, SERVICES_ORIGIN, responses);
  await previewPage.goto('/teams');
  expect(await shownRelease(previewPage, 'mfe-matches')).toBe(matchesCandidate);

  // Leave ends one preview and comes back to the same page, on live.
  await banner
    .getByRole('paragraph')
    .filter({ hasText: 'mfe-matches' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(previewPage).toHaveURL(`${SHELL_ORIGIN}/teams`);
  await expect(banner.getByRole('paragraph')).toHaveText([`Preview of ${REMOTE} ${candidate} · Leave`]);
  expect(await shownRelease(previewPage, 'mfe-matches')).toBe(found['mfe-matches']?.current);
  mustRun('rollback.ts', ['mfe-matches']);
  await previewer.close();
  await everyoneElse.close();
});

test('a 50% canary splits fresh visitors, each stays on its version, and its HTML hints what its config names', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  expect(candidate, 'the previewed candidate runs as the canary').toMatch(VERSION_LABEL);
  const live = found[REMOTE]?.current ?? '';
  mustRun('release.ts', [REMOTE, '--share', '50']);

  const seen = new Set<string>();
  for (let visitors = 0; seen.size < 2 && visitors < 30; visitors++) {
    const context = await visitor(browser);
    const page = await context.newPage();
    // What each page load was served: its HTML, with its hinted manifest and, rendered on the server,
    // the config it carries; and the configs the pages rendered in the browser asked for, in order.
    const pages: Array<Promise<string>> = [];
    const asked: Array<Promise<RuntimeConfigBody>> = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest()) pages.push(response.text());
      else if (response.url() === `${SHELL_ORIGIN}/runtime-config.json`)
        asked.push(response.json() as Promise<RuntimeConfigBody>);
    });
    // A first visit is live: its HTML and its config were both chosen before it had an id.
    expect(await newsRelease(page)).toBe(live);
    await page.reload();
    const version = await shownNews(page);
    await page.reload();
    expect(await shownNews(page), 'a visitor stays on their version across reloads').toBe(version);
    expect([live, candidate]).toContain(version);
    seen.add(version);
    const served = await Promise.all(pages);
    const rendered = served.map(renderedConfig);
    await expect.poll(() => asked.length).toBe(rendered.filter((config) => !config).length);
    const askedConfigs = await Promise.all(asked);
    const manifests = rendered.map((config) => (config ?? askedConfigs.shift())?.remotes[REMOTE]);
    expect(served.map(hintedManifest), "each page's HTML hints the manifest its config names").toEqual(
      manifests,
    );
    expect(manifests.map((manifest) => manifest?.split('/').at(-2))).toEqual([live, version, version]);
    await context.close();
  }
  expect([...seen].sort(), 'fresh visitors were split between live and the canary').toEqual(
    [live, candidate].sort(),
  );

  // Status names live, the candidate and its share, and the rates of both sides from their reports.
  const rates = '\\d+\\.\\d% of [1-9]\\d* page loads failed';
  await expect
    .poll(() => mustRun('release.ts', ['status']), {
      message: 'npm run release -- status shows both sides of the canary with their rates',
      timeout: 30_000,
    })
    .toMatch(
      new RegExp(
        `^${REMOTE}\\n {2}live {7}${live}: ${rates} \\(beside the canary\\)\\n {2}candidate {2}${candidate}, canary for 50% since \\S+: ${rates}$`,
        'm',
      ),
    );
});

test('a clean canary is promoted by the judge once its window has run with enough page loads', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A visitor on each side of the canary, each loading pages until the judge has enough of them.
  const sides = await Promise.all([
    visitor(browser, visitorId(true, candidate)),
    visitor(browser, visitorId(false, candidate)),
  ]);
  const pages = await Promise.all(sides.map((context) => context.newPage()));
  for (let load = 0; load <= E2E_JUDGE.minPageLoads; load++) {
    for (const page of pages) await newsRelease(page);
    if ((await siteReleases())[REMOTE]?.current === candidate) break;
  }
  const releases = await recordsWhere(
    (records) => records[REMOTE]?.current === candidate,
    'the judge promotes it',
  );
  expect(releases[REMOTE]?.candidate).toBeUndefined();
  expect(releases[REMOTE]?.decisions?.at(-1)).toMatchObject({ version: candidate, outcome: 'promoted' });
  // Now live for everyone, a first visit included.
  const fresh = await visitor(browser);
  expect(await newsRelease(await fresh.newPage())).toBe(candidate);
  expect(mustRun('release.ts', ['status'])).toMatch(new RegExp(`last\\s+promoted ${candidate}`));
  for (const context of [...sides, fresh]) await context.close();
});

test('a broken canary (its routes throw) is rolled back by the judge, and the site is back on live', async ({
  browser,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 120_000);
  const live = (await siteReleases())[REMOTE]?.current ?? '';
  mustRun('release.ts', [REMOTE, '--canary', '50'], { CLUB_BUILD_FAULTS: 'throw-in:routes' });
  const broken = (await siteReleases())[REMOTE]?.candidate?.version ?? '';
  expect(broken).toMatch(VERSION_LABEL);

  const inCanary = await visitor(browser, visitorId(true, broken));
  const beside = await visitor(browser, visitorId(false, broken));
  // A tab that stays open on the broken version through the rollback.
  const openTab = await inCanary.newPage();
  const documentLoads = countDocumentLoads(openTab);
  await openTab.goto('/news');
  await expect(remotePageError(openTab)).toBeVisible();
  await expect(primaryNavigation(openTab)).toBeVisible();

  const canaryPage = await inCanary.newPage();
  const livePage = await beside.newPage();
  const canaryFallback = remotePageError(canaryPage);
  const canaryNews = canaryPage.getByRole('heading', { name: 'Latest News', level: 1 });
  for (let load = 0; load < 8 && (await siteReleases())[REMOTE]?.candidate; load++) {
    await canaryPage.goto('/news');
    // The broken version shows the error page. The judge looks twice a second, so it may have rolled
    // it back since the records were read above: then this load is live's page, and the last.
    await expect(canaryFallback.or(canaryNews)).toBeVisible();
    if (await canaryNews.isVisible()) {
      expect((await siteReleases())[REMOTE]?.candidate, 'live only once it is rolled back').toBeUndefined();
      break;
    }
    expect(await newsRelease(livePage)).toBe(live);
  }
  const releases = await recordsWhere((records) => !records[REMOTE]?.candidate, 'the judge rolls it back');
  expect(releases[REMOTE]?.current, 'live never changed').toBe(live);
  expect(releases[REMOTE]?.decisions?.at(-1)).toMatchObject({
    version: broken,
    outcome: 'rolled back',
    reason: expect.stringMatching(/fails clearly more often than live/),
  });

  // The canary's visitors are back on live.
  expect(await newsRelease(canaryPage)).toBe(live);
  // The open tab learns of it when it is looked at again, and its next navigation loads afresh.
  await openTab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(openTab.locator('html')).toHaveAttribute('data-full-load-on-navigation', 'true');
  const loadsBefore = documentLoads();
  // A navigation within the page fires no load event; the full load does, once its document is in.
  const reloaded = openTab.waitForEvent('load');
  await primaryNavigation(openTab).getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(openTab).toHaveURL(/\/teams$/);
  await reloaded;
  await expect.poll(documentLoads, { message: 'the navigation was a full load' }).toBe(loadsBefore + 1);
  await openTab.goto('/news');
  expect(await shownRelease(openTab)).toBe(live);
  await inCanary.close();
  await beside.close();
});

test('a build missing an expose the shell mounts is refused by npm run release, and nothing changes live', async ({
  request,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  const before = await siteReleases();
  const configBefore = await readRuntimeConfig(request);
  const refused = runScript('release.ts', ['mfe-account'], { CLUB_BUILD_FAULTS: 'drop-expose:AccountPanel' });
  expect(refused.status, refused.stdout).not.toBe(0);
  expect(refused.stderr).toContain('it no longer exposes ./AccountPanel, which the live shell mounts');
  expect(refused.stderr).toContain('Nothing changed live.');
  expect(await siteReleases()).toEqual(before);
  expect(await readRuntimeConfig(request)).toEqual(configBefore);
});
