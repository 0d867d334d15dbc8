/**
 * The first-visit budgets (../shared/DESIGN.md "Budgets", scripts/lib/budgets.ts): the JavaScript of
 * `/` before its first remote content, and each remote's share of a first visit of one of its pages,
 * measured in Chromium on the served test build, as `npm run bench` measures them. Sizes, not times.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { REMOTES } from '../../scripts/lib/apps.ts';
import {
  checkFirstLoadBudget,
  checkRemoteRouteBudget,
  FIRST_LOAD_BUDGET_KB,
  FIRST_LOAD_ROUTE,
  firstLoadKb,
  moduleSizesFromSourceMaps,
  REMOTE_ROUTES,
  remoteShareKb,
} from '../../scripts/lib/budgets.ts';
import { type FirstVisitOptions, measureFirstVisit } from '../../scripts/lib/first-visit.ts';
import { newestEnglishArticlePath } from '../../scripts/lib/lighthouse-pages.ts';
import { SHELL_ORIGIN } from '../support/site.ts';
import { SITE } from '../support/site-copy.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 120_000 });

/** A first visit of `route` on this worker's copy of the site, its apps told apart by the copy's ports. */
const firstVisit = (browser: Browser, route: string, options: FirstVisitOptions = {}) =>
  measureFirstVisit(browser, SHELL_ORIGIN, route, { ports: SITE.ports, ...options });

test(`the first load of ${FIRST_LOAD_ROUTE} stays within its JavaScript budget`, async ({
  browser,
  request,
}) => {
  const modules = moduleSizesFromSourceMaps(async (url) => (await request.get(url)).text());
  const result = await firstVisit(browser, FIRST_LOAD_ROUTE);
  expect(result.outcome, result.detail).toBe('rendered');
  console.log(
    `${FIRST_LOAD_ROUTE}: ${firstLoadKb(result).toFixed(1)} KB of JavaScript (gzip) before the first remote content`,
  );
  expect(await checkFirstLoadBudget(result, modules)).toBeNull();
  // A preload whose request does not match the file's own (crossorigin) would download it twice.
  const fileUrls = result.requests
    .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
    .map((r) => r.url);
  expect(
    fileUrls.filter((url, index) => fileUrls.indexOf(url) !== index),
    'scripts or stylesheets downloaded twice',
  ).toEqual([]);
});

test("the shell's page preloads the shared chunks its start-up waits for", async ({ request }) => {
  const html = await (await request.get(`${SHELL_ORIGIN}/`, { headers: { accept: 'text/html' } })).text();
  const preloaded = [...html.matchAll(/<link as="script" href="([^"]+)" rel="preload">/g)].map((m) => m[1]);
  // Its stylesheet too, which would otherwise be asked for only once the script has arrived; on a
  // page the server rendered, its rules written in and its link kept, disabled, for the loader to find
  // (its header and layout are styled from the first paint).
  expect(html).toMatch(
    /<link as="style" href="\/startup\.[0-9a-f]{10}\.css" rel="(?:preload|stylesheet)"(?: disabled)?>/,
  );
  // The shared modules of the start-up (React DOM, the page's biggest file, among them) are one file.
  expect(preloaded.some((href) => /^\/startup\.[0-9a-f]{10}\.js$/.test(href ?? ''))).toBe(true);
  for (const href of preloaded) {
    const response = await request.get(`${SHELL_ORIGIN}${href}`);
    expect(response.status()).toBe(200);
    if (href?.startsWith('/startup.'))
      expect(await response.text()).toContain('rendererPackageName:"react-dom"');
  }
});

for (const remote of REMOTES) {
  test(`${remote}'s share of a first visit of ${REMOTE_ROUTES[remote]} stays within its budget`, async ({
    browser,
    request,
  }) => {
    const modules = moduleSizesFromSourceMaps(async (url) => (await request.get(url)).text());
    const result = await firstVisit(browser, REMOTE_ROUTES[remote]);
    expect(result.outcome, result.detail).toBe('rendered');
    console.log(
      `${remote} on ${REMOTE_ROUTES[remote]}: ${remoteShareKb(remote, result).toFixed(1)} KB (gzip)`,
    );
    expect(await checkRemoteRouteBudget(remote, result, modules)).toBeNull();
  });
}

// Issue 11: the other mfe-matches pages `npm run bench` measures, the fixtures and a match centre
// (the team's live or next match, else its last result), within the same route budget.
for (const route of ['/matches', '/match']) {
  test(`mfe-matches's share of a first visit of ${route} stays within its budget`, async ({
    browser,
    request,
  }) => {
    const modules = moduleSizesFromSourceMaps(async (url) => (await request.get(url)).text());
    const result = await firstVisit(browser, route);
    expect(result.outcome, result.detail).toBe('rendered');
    console.log(`mfe-matches on ${route}: ${remoteShareKb('mfe-matches', result).toFixed(1)} KB (gzip)`);
    expect(await checkRemoteRouteBudget('mfe-matches', result, modules)).toBeNull();
  });
}

// Issue 9: an article, the page `npm run bench` measures as 'article' (the newest English one),
// keeps mfe-content within its route budget though it brings the sanitiser with its body.
test("mfe-content's share of a first visit of an article stays within its budget", async ({
  browser,
  request,
}) => {
  const path = await newestEnglishArticlePath(SHELL_ORIGIN);
  const modules = moduleSizesFromSourceMaps(async (url) => (await request.get(url)).text());
  const result = await firstVisit(browser, path);
  expect(result.outcome, result.detail).toBe('rendered');
  console.log(`mfe-content on ${path}: ${remoteShareKb('mfe-content', result).toFixed(1)} KB (gzip)`);
  expect(await checkRemoteRouteBudget('mfe-content', result, modules)).toBeNull();
});

// One copy of valibot on the page: the shell's shared @club/shared/schema, which the remotes use
// instead of bundling their own (each remote's contracts validate their data with it).
test("a first visit loads valibot once, in the shell's shared start-up", async ({ browser, request }) => {
  const modules = moduleSizesFromSourceMaps(async (url) => (await request.get(url)).text());
  const result = await firstVisit(browser, REMOTE_ROUTES['mfe-content']);
  expect(result.outcome, result.detail).toBe('rendered');
  const withValibot: string[] = [];
  for (const script of result.requests.filter((r) => r.resourceType === 'Script'))
    if ((await modules(script.url)).some((module) => module.source === 'valibot'))
      withValibot.push(script.label);
  expect(withValibot).toEqual([expect.stringMatching(/^startup\.js$/)]);
});

test('a bundle inflated past the budget fails it, naming the file', async ({ browser, request }) => {
  // 120 KB of random text compresses to about 90 KB: enough to push any build that fits over it.
  const padding = randomBytes(90 * 1024).toString('base64');
  const result = await firstVisit(browser, FIRST_LOAD_ROUTE, {
    prepare: async (context) => {
      await context.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
        const served = await route.fetch();
        const body = `${await served.text()}\n;globalThis.__inflated = ${JSON.stringify(padding)};`;
        await route.fulfill({ response: served, body });
      });
    },
  });
  expect(result.outcome, result.detail).toBe('rendered');
  const message = await checkFirstLoadBudget(
    result,
    moduleSizesFromSourceMaps(async (url) => (await request.get(url)).text()),
  );
  expect(message).toContain(`over the budget of ${FIRST_LOAD_BUDGET_KB} KB`);
  expect(message).toMatch(/main\.js \d+\.\d KB gzip/);
});
