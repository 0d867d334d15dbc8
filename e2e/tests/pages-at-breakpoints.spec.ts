/**
 * Every page the shell frames, at the spec's four breakpoints (450, 760, 1024 and 1440 px): no
 * axe-core violation of any impact on the whole page (cookie notice showing, as on a first
 * visit), nothing wider than the window, and a full-page screenshot attached for a person to look at.
 */
import { expect, type Page, test } from '@playwright/test';
import { NOT_FOUND_MESSAGE } from '../../shared/src/site/index.ts';
import { axeViolations } from '../support/a11y.ts';
import { primaryNavigation, profileButton } from '../support/site.ts';

/** Spec 000 §2, spec 001 §2: the layout breakpoints. */
const BREAKPOINTS = [450, 760, 1024, 1440] as const;

/** The shell's chrome at any width: below 760 px the primary links live in the menu behind 'Menu'. */
async function expectChromeAt(page: Page, width: number) {
  await expect(profileButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  if (width >= 760) await expect(primaryNavigation(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

const PAGES = [
  { name: 'home', path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1 }).first() },
  { name: 'news', path: '/news', ready: (page: Page) => page.getByRole('heading', { name: 'Latest News' }) },
  {
    name: 'teams',
    path: '/teams',
    ready: (page: Page) => page.getByRole('link', { name: /Lionesses/ }).first(),
  },
  { name: 'videos', path: '/videos', ready: (page: Page) => page.getByRole('heading', { level: 1 }).first() },
  { name: 'not-found', path: '/no-such-page', ready: (page: Page) => page.getByText(NOT_FOUND_MESSAGE) },
] as const;

for (const width of BREAKPOINTS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { name, path, ready } of PAGES) {
      test(`${path} has no axe-core violations and fits the window`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        await expectChromeAt(page, width);
        // Let lazy parts (footer sponsors, adverts) arrive before judging the page.
        await page.waitForLoadState('networkidle');

        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'nothing is wider than the window').toBeLessThanOrEqual(0);

        const file = testInfo.outputPath(`${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${name} at ${width} px`, { path: file, contentType: 'image/png' });
      });
    }
  });
}
