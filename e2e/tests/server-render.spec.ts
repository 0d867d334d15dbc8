/**
 * Server rendering (issue 20's spike, docs/architecture.md "Server rendering"): /news is rendered by
 * the shell's server with mfe-content's server build and its data, readable before any script
 * runs, and the browser hydrates it in place.
 */

import { LOAD_MORE_LABEL } from '../../shared/src/site/index.ts';
import { SHELL_ORIGIN } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const NEWS_HEADING = 'Latest News';

/** The HTML the shell's server sends for `path`, as a browser asks for a page. */
async function rawPage(path: string): Promise<string> {
  const response = await fetch(new URL(path, SHELL_ORIGIN), { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

test('the raw HTML of /news holds its heading and its first articles, with the answers they came from', async () => {
  const html = await rawPage('/news');
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`>${NEWS_HEADING}</h1>`);
  expect(root.match(/<article /g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  expect(html).toContain('<script type="application/json" id="club-server-answers">');
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

test('the browser hydrates the server’s /news in place: the same nodes, no mismatch, no blocked style', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { serverArticle?: Element | null; blockedStyles: string[] };
    seen.blockedStyles = [];
    // Inline style attributes in the server's HTML would be blocked by the CSP (no 'unsafe-inline').
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('style-src')) seen.blockedStyles.push(event.sample || 'style');
    });
    document.addEventListener('DOMContentLoaded', () => {
      seen.serverArticle = document.querySelector('main article');
    });
  });
  await page.goto('/news');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: NEWS_HEADING })).toBeVisible();
  // Hydrated: React has taken the server's node as its own, and the page answers (Load more).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const seen = window as unknown as { serverArticle?: Element | null };
        const node = seen.serverArticle;
        return Boolean(
          node?.isConnected &&
            node === document.querySelector('main article') &&
            Object.keys(node).some((key) => key.startsWith('__reactFiber')),
        );
      }),
    )
    .toBe(true);
  const before = await main.getByRole('article').count();
  await main.getByRole('button', { name: LOAD_MORE_LABEL }).click();
  await expect.poll(() => main.getByRole('article').count()).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { blockedStyles: string[] }).blockedStyles)).toEqual(
    [],
  );
  expect(errors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});
