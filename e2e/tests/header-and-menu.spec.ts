/**
 * The header, the sticky navigation bar, the main menu and the language options in Chromium
 * (spec 000 §2 "Menu tree", "Navigation sets", "Layouts", §4 "Header", "Menu", §9).
 */
import type { Page } from '@playwright/test';
import { SITE_COOKIES } from '../../shared/src/contracts/content.ts';
import { CLUB_TAGLINE } from '../../shared/src/site/index.ts';
import { axeViolations } from '../support/a11y.ts';
import { watchLayoutShifts } from '../support/layout-shifts.ts';
import { addTestStyles, SERVICES_ORIGIN, SHELL_ORIGIN } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

interface MenuBody {
  data: Array<{ postTitle: string; showInMenu: boolean; postType: string; fullPath: string }>;
}

/** The header element whatever its state (hidden headers leave the accessibility tree). */
const header = (page: Page) => page.locator('header[data-design]');
const burger = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const mainMenu = (page: Page) => page.getByRole('dialog', { name: 'Main menu' });
const stickyBar = (page: Page) => page.getByRole('navigation', { name: 'Club shortcuts' });

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.beforeEach(async ({ page }) => {
  // The cookie choice is made and no promo answers, so nothing covers the header under test.
  await page.context().addCookies([{ name: SITE_COOKIES.consent, value: 'true', url: SHELL_ORIGIN }]);
  await page.route(`${SERVICES_ORIGIN}/promos/**`, (route) =>
    route.fulfill({ json: { body: [] }, headers: { 'access-control-allow-origin': SHELL_ORIGIN } }),
  );
});

/** What the page looked like in the first frame with the header, and every header style painted after. */
interface FirstFrames {
  bodyAtFirstHeader: string | null;
  styles: string[];
}

test.describe('on a first visit', () => {
  // The remotes' pages name their own meta (body class, page kind), and the shell has no table of
  // them: the first render waits (briefly) for the landing page's routes, so the header's style and
  // the body's route class are the page's own from the first frame, never the defaults first.
  for (const { path, routeClass } of [
    { path: '/', routeClass: 'route-index' },
    { path: '/news/from-the-archive-the-1998-promotion-season-remembered', routeClass: 'route-news-slug' },
    { path: '/videos', routeClass: 'route-videos' },
  ]) {
    test(`${path} has its header style and body class from the first frame`, async ({ page }) => {
      // Sampled once a frame, just before it is painted: what a supporter sees, not the steps
      // React takes within one frame.
      await page.addInitScript(() => {
        const frames: FirstFrames = { bodyAtFirstHeader: null, styles: [] };
        Object.assign(window, { __firstFrames: frames });
        const sample = () => {
          const style = document.querySelector('header[data-design]')?.getAttribute('data-style');
          if (style) {
            frames.bodyAtFirstHeader ??= document.body.className;
            if (frames.styles.at(-1) !== style) frames.styles.push(style);
          }
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      const finalStyle = await header(page).getAttribute('data-style');
      const frames = await page.evaluate(
        () => (window as unknown as { __firstFrames: FirstFrames }).__firstFrames,
      );
      expect(frames.styles).toEqual([finalStyle]);
      expect(frames.bodyAtFirstHeader?.split(' ')).toContain(routeClass);
    });
  }
});

test.describe("the header's sponsors", () => {
  // Where the header shows them (1024 px up; 80 px logos from 1440 px): they arrive after the page's
  // content, into the space the header kept for them from its first paint.
  for (const width of [1280, 1440]) {
    test(`arrive at ${width} px without moving anything in the header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const layoutShifts = await watchLayoutShifts(page, 'header');
      await page.goto('/news');
      const sponsors = header(page).getByRole('list', { name: 'Partners' }).getByRole('img');
      await expect(sponsors).toHaveCount(4);
      // Every logo drawn: the list has its final size.
      await expect
        .poll(() =>
          sponsors.evaluateAll((logos) => logos.every((logo) => (logo as HTMLImageElement).complete)),
        )
        .toBe(true);
      // A frame after the last change, for the observer to have reported it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect((await layoutShifts()).moved).toEqual([]);
    });
  }
});

test.describe('the header on scroll', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A long page, whatever the news service answers, so every threshold can be scrolled past.
    await addTestStyles(page, '#main-content { min-block-size: 4000px; }');
  });

  test('stays within 90 px, hides on scrolling down, shows on scrolling up, and is sticky at 64 px beyond 300 px', async ({
    page,
  }) => {
    const bar = header(page);
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await expect(bar).toHaveAttribute('data-style', 'transparent-dark');
    expect((await bar.boundingBox())?.height).toBe(90);

    await scrollToY(page, 90);
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await expect(bar).toBeVisible();

    await scrollToY(page, 200);
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await expect(bar).toBeHidden();
    await expect(bar).toHaveAttribute('data-sticky', 'false');

    await scrollToY(page, 800);
    await expect(bar).toHaveAttribute('data-sticky', 'true');
    await expect(bar).toBeHidden();

    await scrollToY(page, 700);
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await expect(bar).toBeVisible();
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    expect((await bar.boundingBox())?.height).toBe(64);
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();

    await scrollToY(page, 300);
    await expect(bar).toHaveAttribute('data-sticky', 'false');
    await scrollToY(page, 0);
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await expect(bar).toBeVisible();
  });

  test('brings in the sticky navigation bar once its trigger is 300 px out of view, in the sticky header mode', async ({
    page,
  }) => {
    await expect(stickyBar(page)).toHaveCount(0);
    const triggerBottom = await page.evaluate(() => {
      const header = document.querySelector('header[data-design]')?.parentElement;
      return header ? header.getBoundingClientRect().bottom + window.scrollY : 0;
    });
    await scrollToY(page, Math.round(triggerBottom) + 250);
    await expect(stickyBar(page)).toHaveCount(0);

    await scrollToY(page, Math.round(triggerBottom) + 400);
    const bar = stickyBar(page);
    await expect(bar).toBeVisible();
    await expect(page.locator('header[data-design]')).toHaveAttribute('data-sticky', 'true');
    for (const name of ['Club Site', 'Tickets', 'Northbridge TV', 'Store']) {
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(bar.getByRole('link', { name: 'Store' })).toHaveAttribute('target', '_blank');
    await expect(bar.getByRole('link', { name: 'Store' })).toHaveAttribute('rel', /noopener/);
    // Scrolling down hid the header, so the bar is at the very top; scrolling up puts it under the header.
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    await scrollToY(page, Math.round(triggerBottom) + 380);
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(64);

    await scrollToY(page, 0);
    await expect(stickyBar(page)).toHaveCount(0);
  });
});

test.describe('the main menu', () => {
  test("opens from the burger with the service's menu tree, and Escape closes it and returns focus", async ({
    page,
    request,
  }) => {
    const menu = (await (await request.get(`${SERVICES_ORIGIN}/web/v1/menu`)).json()) as MenuBody;
    const topLevel = menu.data.filter((item) => item.showInMenu);
    expect(topLevel.length, 'the seed has top-level menu pages').toBeGreaterThanOrEqual(4);

    await page.goto('/news');
    const button = burger(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const dialog = mainMenu(page);
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const item of topLevel) {
      await expect(dialog.getByRole('link', { name: item.postTitle, exact: true }).first()).toBeVisible();
    }
    const external = topLevel.find((item) => item.postType === 'external');
    if (external) {
      await expect(dialog.getByRole('link', { name: external.postTitle, exact: true })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await dialog.getByRole('button', { name: 'Show The Club pages' }).click();
    await expect(dialog.getByRole('link', { name: 'History', exact: true }).first()).toBeVisible();

    expect(await axeViolations(page, '#main-menu')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a route change when one of its links is followed', async ({ page }) => {
    await page.goto('/news');
    await burger(page).click();
    await mainMenu(page).getByRole('link', { name: 'Teams', exact: true }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(mainMenu(page)).toBeHidden();
  });
});

test.describe('the global navigation', () => {
  test('has the 30 px tagline strip, a landmark, with the child-friendly switch on and the profile button', async ({
    page,
  }) => {
    await page.goto('/news');
    const strip = page.getByRole('region', { name: 'Global bar' });
    await expect(strip.getByText(CLUB_TAGLINE, { exact: true })).toBeVisible();
    const toggle = strip.getByRole('switch', { name: 'Child-friendly mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect((await strip.boundingBox())?.height).toBe(30);
    await expect(strip.getByRole('button', { name: 'Log In' })).toHaveAttribute(
      'aria-controls',
      'account-panel',
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    expect(await axeViolations(page, 'header[data-design]')).toEqual([]);
    expect(await axeViolations(page, 'section[aria-label="Global bar"]')).toEqual([]);
  });

  test('the Arabic language link leads to /category/arabic, read right to left', async ({ page }) => {
    await page.goto('/news');
    const main = page.locator('#main-content');
    await expect(main).not.toHaveAttribute('dir', 'rtl');
    const arabic = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' });
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await arabic.click();
    await expect(page).toHaveURL(/\/category\/arabic$/);
    await expect(main).toHaveAttribute('dir', 'rtl');
    await expect(main).toHaveAttribute('lang', 'ar');
    expect(await main.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
    await expect(main).not.toHaveAttribute('dir', 'rtl');
  });
});

test.describe('at each breakpoint', () => {
  for (const width of [375, 450, 760, 1024, 1440]) {
    test(`the header is ${width < 760 ? 56 : width < 1440 ? 90 : 100} px high at ${width} px, and the menu fits`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await addTestStyles(page, '#main-content { min-block-size: 4000px; }');
      const expected = width < 760 ? 56 : width < 1440 ? 90 : 100;
      // Read until settled: parts of the header (the account panel's button) arrive after the page's content.
      await expect.poll(async () => (await header(page).boundingBox())?.height).toBe(expected);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      await page.screenshot({
        path: testInfo.outputPath(`header-${width}.png`),
        clip: { x: 0, y: 0, width, height: 200 },
      });
      // Down, then up once the header has hidden: it follows the scroll once a frame, so two scrolls
      // within one frame would read as a single one down.
      await scrollToY(page, 1200);
      await expect(header(page)).toHaveAttribute('data-hidden', 'true');
      await scrollToY(page, 1100);
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await expect(header(page)).toHaveAttribute('data-sticky', 'true');
      await expect(stickyBar(page)).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`sticky-${width}.png`),
        animations: 'disabled',
        clip: { x: 0, y: 0, width, height: 200 },
      });
      await burger(page).click();
      await expect(mainMenu(page)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`menu-${width}.png`), animations: 'disabled' });
    });
  }
});
