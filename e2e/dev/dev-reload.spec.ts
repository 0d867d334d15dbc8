/**
 * `npm run dev -- mfe-content`: an edit to the remote reaches the open page by itself. The remote's
 * dev server tells the page through its hot-reload socket, the page reloads once, and the reload
 * shows the edit (the heading constant of /news, changed on disk and put back afterwards).
 */

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NEWS_HEADING } from '@club/mfe-content';
import type { Page } from '@playwright/test';
import { holdSource } from '../../scripts/lib/source-lock.ts';
import { countDocumentLoads } from '../support/site.ts';
import { DEV_RELOAD_PORTS } from '../support/site-copy.ts';
import { expect, test } from '../support/test.ts';

const CONSTANTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../mfe-content/src/features/news/constants.ts',
);
const EDITED_HEADING = `${NEWS_HEADING} (edited in dev)`;
/**
 * The e2e suite may be running beside this one, and its release.spec builds mfe-content from the
 * working tree: the edit waits until those builds are done (scripts/lib/source-lock.ts).
 */
const SOURCE_WAIT_MS = 300_000;

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

test("an edit to the remote shows after the page's automatic reload", async ({ page }) => {
  test.setTimeout(SOURCE_WAIT_MS + 120_000);
  const original = await readFile(CONSTANTS, 'utf8');
  const declaration = `NEWS_HEADING = '${NEWS_HEADING}'`;
  expect(original, 'the heading constant is where this test edits it').toContain(declaration);
  const documentLoads = countDocumentLoads(page);
  // The remote's hot-reload client has started (it says so). Its socket may open after the edit: the
  // dev server greets each client with the latest build, which reloads a page that runs an older one.
  const listening = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('Waiting for update signal'),
    timeout: 60_000,
  });
  await page.goto(`http://localhost:${DEV_RELOAD_PORTS.shell}/news`);
  await expect(heading(page, NEWS_HEADING)).toBeVisible({ timeout: 60_000 });
  // With its data: the session's services answer on the session's own ports.
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await listening;

  const letGoOfSource = await holdSource('the dev-reload check edits mfe-content', SOURCE_WAIT_MS);
  try {
    await writeFile(CONSTANTS, original.replace(declaration, `NEWS_HEADING = '${EDITED_HEADING}'`));
    await expect(heading(page, EDITED_HEADING), 'the edit shows without a manual reload').toBeVisible({
      timeout: 60_000,
    });
    expect(documentLoads(), 'one automatic reload brought it').toBe(2);
  } finally {
    await writeFile(CONSTANTS, original);
    await letGoOfSource();
  }
  await expect(heading(page, NEWS_HEADING), 'putting it back reloads again').toBeVisible({ timeout: 60_000 });
});
