/**
 * Server rendering (issue 20, docs/architecture.md "Server rendering"): mfe-content's pages are
 * rendered by the shell's server with mfe-content's server build and their data, readable before
 * any script runs (HTML bodies sanitised there too), and the browser hydrates them in place.
 */

import type { Page } from '@playwright/test';
import { LOAD_MORE_LABEL } from '../../shared/src/site/index.ts';
import { remoteOrigin, SHELL_ORIGIN } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const NEWS_HEADING = 'Latest News';

/** The seeded legacy article full of hostile markup (services/src/seed/news-seed.ts). */
const HOSTILE = {
  path: '/news/from-the-archive-the-1998-promotion-season-remembered',
  title: 'From the archive: the 1998 promotion season remembered',
  text: 'A season to remember',
} as const;

/** The markup inside #root of a page's HTML (without the answers' data block after it). */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/** The HTML the shell's server sends for `path`, as a browser asks for a page. */
async function rawPage(path: string): Promise<string> {
  const response = await fetch(new URL(path, SHELL_ORIGIN), { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

test('the raw HTML of /news holds its heading and its first articles, with the answers they came from', async () => {
  const html = await rawPage('/news');
  const root = rootOf(html);
  expect(root).toContain(`>${NEWS_HEADING}</h1>`);
  expect(html).toContain('<body class="route-news">');
  expect(root.match(/<article /g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  expect(html).toContain('<script type="application/json" id="club-server-answers">');
  // mfe-content's own styles are linked, so the first paint is styled before any script runs.
  expect(html).toMatch(
    new RegExp(`<link rel="stylesheet" href="${remoteOrigin('mfe-content')}/[^"]+\\.css">`),
  );
});

test('the raw HTML of an article holds its heading and its body, sanitised on the server', async () => {
  const html = await rawPage(HOSTILE.path);
  const root = rootOf(html);
  expect(root).toContain(`>${HOSTILE.title}</h1>`);
  expect(root).toContain(HOSTILE.text);
  expect(root).not.toMatch(/<script/i);
  expect(root).not.toMatch(/\son[a-z]+=/i);
  expect(root).not.toMatch(/javascript:/i);
  // The page runs no inline script of React's either (the CSP allows none).
  expect(html.match(/<script(?![^>]*(?:\bsrc=|application\/json))/g) ?? []).toEqual([]);
});

test('without JavaScript, an article shows its heading and its text', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SHELL_ORIGIN}${HOSTILE.path}`);
  const article = page.getByRole('main').getByRole('article').first();
  await expect(article.getByRole('heading', { level: 1, name: HOSTILE.title })).toBeVisible();
  await expect(article.getByText(HOSTILE.text)).toBeVisible();
  // Styled by mfe-content's own stylesheets, with no script to add them.
  const remoteSheets = await page.evaluate(
    (origin) => [...document.styleSheets].filter((sheet) => sheet.href?.startsWith(origin)).length,
    remoteOrigin('mfe-content'),
  );
  expect(remoteSheets).toBeGreaterThan(0);
  await context.close();
});

test('without JavaScript, /news shows its heading and articles, and their links lead to the articles', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SHELL_ORIGIN}/news`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: NEWS_HEADING })).toBeVisible();
  const first = main.getByRole('article').first().getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/news\/[a-z0-9-]+$/);
  await context.close();
});

/** Notes, from the page's first script on, what a hydration check needs: the server's node, blocked styles. */
async function watchHydration(page: Page, selector: string): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript((serverNode: string) => {
    const seen = window as unknown as { serverNode?: Element | null; blockedStyles: string[] };
    seen.blockedStyles = [];
    // Inline style attributes in the server's HTML would be blocked by the CSP (no 'unsafe-inline').
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('style-src')) seen.blockedStyles.push(event.sample || 'style');
    });
    document.addEventListener('DOMContentLoaded', () => {
      seen.serverNode = document.querySelector(serverNode);
    });
  }, selector);
  return async () => {
    // Hydrated: React has taken the server's node as its own (it was not rendered afresh).
    await expect
      .poll(() =>
        page.evaluate((current: string) => {
          const node = (window as unknown as { serverNode?: Element | null }).serverNode;
          return Boolean(
            node?.isConnected &&
              node === document.querySelector(current) &&
              Object.keys(node).some((key) => key.startsWith('__reactFiber')),
          );
        }, selector),
      )
      .toBe(true);
    const blocked = await page.evaluate(
      () => (window as unknown as { blockedStyles: string[] }).blockedStyles,
    );
    return [
      ...blocked.map((sample) => `blocked style: ${sample}`),
      ...errors.filter((text) => /hydrat|#418|#423|#425/i.test(text)),
    ];
  };
}

test('the browser hydrates the server’s /news in place, and its Load more works', async ({ page }) => {
  const problems = await watchHydration(page, 'main article');
  await page.goto('/news');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: NEWS_HEADING })).toBeVisible();
  expect(await problems()).toEqual([]);
  const before = await main.getByRole('article').count();
  await main.getByRole('button', { name: LOAD_MORE_LABEL }).click();
  await expect.poll(() => main.getByRole('article').count()).toBeGreaterThan(before);
});

for (const { path, heading } of [
  { path: '/', heading: 'main article h2' },
  { path: HOSTILE.path, heading: 'main h1' },
  { path: '/category/mens-team', heading: 'main h1' },
  { path: '/the-club/history', heading: 'main h1' },
]) {
  test(`the browser hydrates the server’s ${path} in place, with no mismatch and no blocked style`, async ({
    page,
  }) => {
    const problems = await watchHydration(page, heading);
    await page.goto(path);
    await expect(page.locator(heading).first()).toBeVisible();
    expect(await problems()).toEqual([]);
  });
}
