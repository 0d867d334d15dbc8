/**
 * What the shell does per route (spec 000 §1, §2 "Layouts", "Query parameters and anchors", §4
 * "Analytics", §9; spec 001 §4 "Progress bar"): titles with the suffix and noindex, a body class
 * per route, a page view once cookies are accepted, the delayed anchor scroll, the loading bar over
 * a slow remote, the streamer layout on :3005, and the 404 and error pages inside the layout.
 */

import { ANCHOR_SCROLL, HYDRATED_ATTRIBUTE } from '@club/shell';
import type { Page } from '@playwright/test';
import {
  CLUB_NAME,
  ERROR_PAGE_MESSAGE,
  NOT_FOUND_MESSAGE,
  TITLE_SUFFIX,
} from '../../shared/src/site/index.ts';
import { axeViolations } from '../support/a11y.ts';
import { expectPrefetchesUsed, watchResponses } from '../support/network.ts';
import {
  clearCollected,
  expectShellChrome,
  primaryNavigation,
  profileButton,
  readCollected,
  remoteOrigin,
  SHELL_ORIGIN,
  STREAMER_ORIGIN,
  TEAM_NAMES,
  withCookieChoiceMade,
  withoutOverlayPromos,
} from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const LOADING_BAR = 'Loading page';
/** Spec 000 §2: the streamer header's anchors, in order. */
const STREAMER_ANCHORS = ['next-match', 'packages', 'fixtures', 'videos', 'troubleshooting'];

const bodyClasses = (page: Page) => page.evaluate(() => [...document.body.classList]);

test.describe('titles and indexing', () => {
  test.beforeEach(async ({ page }) => {
    await withoutOverlayPromos(page);
    await withCookieChoiceMade(page);
  });

  test("every page's title ends with the suffix, and the whole site is noindex, nofollow", async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`News${TITLE_SUFFIX}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await primaryNavigation(page).getByRole('link', { name: 'Teams', exact: true }).click();
    await expect(page.getByRole('main').getByText(TEAM_NAMES[0], { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(`Teams${TITLE_SUFFIX}`);
  });

  test('the body has one class per route path, and the locked class while a panel is open', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
    expect(await bodyClasses(page)).toContain('route-news');

    await primaryNavigation(page).getByRole('link', { name: 'Teams', exact: true }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect.poll(() => bodyClasses(page)).toContain('route-teams');
    expect(await bodyClasses(page)).not.toContain('route-news');

    await profileButton(page).click();
    await expect.poll(() => bodyClasses(page)).toContain('locked');
  });
});

test.describe('page views', () => {
  test('a page view reaches the collector after Accept All Cookies, and none before', async ({
    page,
    request,
  }) => {
    await withoutOverlayPromos(page);
    await clearCollected(request);
    const pageViews = async () =>
      (await readCollected(request, 'analytics'))
        .flatMap((body) => (Array.isArray(body) ? body : [body]))
        .filter(
          (event): event is { event: string; path: string } =>
            (event as { event?: string }).event === 'pageView',
        );

    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
    // Well past the 250 ms: nothing is sent before tracking starts.
    await page.waitForTimeout(1000);
    expect(await pageViews()).toEqual([]);

    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await primaryNavigation(page).getByRole('link', { name: 'Teams', exact: true }).click();
    await expect.poll(pageViews).toEqual([expect.objectContaining({ event: 'pageView', path: '/teams' })]);
    // And it went to the tag manager's data layer too.
    const dataLayer = await page.evaluate(
      () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [],
    );
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: 'pageView', path: '/teams' }));
  });
});

test.describe('anchors', () => {
  test('a hash scrolls smoothly to its anchor about a second after the page opens, 130 px above it', async ({
    page,
  }) => {
    await withoutOverlayPromos(page);
    await withCookieChoiceMade(page);
    // A tall page with an anchor far down in the page content, below the site's own content, added
    // once the page shows (as a page renders its sections), so the browser's own jump to the hash
    // misses it. In the page content slot, as a page's anchors are: parts of the layout that arrive
    // later (the footer) come below it and do not move it. Once the page runs (its tree committed):
    // a server-rendered page's heading shows before it is hydrated, and hydration, which runs in
    // slices, would drop nodes React did not render.
    await page.addInitScript((hydrated: string) => {
      const addAnchor = () => {
        const main = document.getElementById('main-content');
        if (!main?.querySelector('h1') || !document.documentElement.hasAttribute(hydrated)) return false;
        const spacer = document.createElement('div');
        spacer.style.blockSize = '3000px';
        const anchor = document.createElement('div');
        anchor.id = 'e2e-anchor';
        anchor.style.blockSize = '2000px';
        main.append(spacer, anchor);
        return true;
      };
      const watch = () => {
        if (!addAnchor()) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
      // When the page first scrolls, on the page's own clock (ms since navigation started).
      window.addEventListener(
        'scroll',
        () => document.documentElement.setAttribute('data-e2e-first-scroll', String(performance.now())),
        { once: true },
      );
    }, HYDRATED_ATTRIBUTE);
    await page.goto('/news#e2e-anchor');
    await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
    const anchorTop = () =>
      page.evaluate(() =>
        Math.round(document.getElementById('e2e-anchor')?.getBoundingClientRect().top ?? -1),
      );
    await expect.poll(anchorTop).toBe(-ANCHOR_SCROLL.offsetPx);
    // Not before the 1000 ms delay: the page opened after navigation started, so a scroll that waits
    // for it starts at least a second in, however slowly the machine runs.
    const firstScroll = await page.locator('html').getAttribute('data-e2e-first-scroll');
    expect(Number(firstScroll)).toBeGreaterThanOrEqual(ANCHOR_SCROLL.delayMs);
  });
});

test.describe('the loading bar', () => {
  test('shows while a slow remote loads its pages, with main busy, and goes when the page is there', async ({
    page,
  }) => {
    await withoutOverlayPromos(page);
    await withCookieChoiceMade(page);
    // mfe-matches answers slowly (so does the idle prefetch of its pages, which the click then waits for).
    await page.route(`${remoteOrigin('mfe-matches')}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
    await primaryNavigation(page).getByRole('link', { name: 'Teams', exact: true }).click();
    const bar = page.getByRole('progressbar', { name: LOADING_BAR });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    // The bar sits before every landmark of the layout, yet is no content outside them. (The page
    // on its way has no heading yet: the finished pages are held to every rule in the page sweep.)
    expect(await axeViolations(page, undefined, { rules: ['region'] })).toEqual([]);
    await expect(page.getByRole('main').getByText(TEAM_NAMES[0], { exact: true }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(bar).toBeHidden();
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  });

  test('has no page fetch for a page whose remote is already loaded: its pages render at once', async ({
    page,
  }) => {
    // What the bar covers besides a page fetch (the page's own data) takes as long as the machine
    // makes it, so this watches the page fetch itself: the mount's loader and the remote's files.
    await withoutOverlayPromos(page);
    await withCookieChoiceMade(page);
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
    const remoteFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(remoteOrigin('mfe-content'))) remoteFiles.push(request.url());
    });
    let mountLoaderSeen = false;
    await page.exposeFunction('__mountLoaderSeen', () => {
      mountLoaderSeen = true;
    });
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-remote="mfe-content"]:not([data-slot]) > [data-loader]'))
          (window as unknown as { __mountLoaderSeen(): void }).__mountLoaderSeen();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${CLUB_NAME} home`, exact: true })
      .click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    expect(mountLoaderSeen).toBe(false);
    expect(remoteFiles.filter((url) => /remoteEntry|__federation_expose_routes/.test(url))).toEqual([]);
  });
});

test.describe('the idle prefetch (spec 000 §9)', () => {
  test("fetches the other remotes' page scripts without running them; pointing at a link runs its remote from the cache", async ({
    page,
    context,
  }) => {
    // No routed requests here: Playwright turns the browser's cache off for a page with any.
    await withCookieChoiceMade(page);
    const responses = await watchResponses(context, page);
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
    const matchesPrefetches = page.locator(`link[rel="prefetch"][href^="${remoteOrigin('mfe-matches')}/"]`);
    // Once the page's content has shown and the browser is idle (2000 ms at the latest).
    await expect(
      matchesPrefetches.filter({ has: page.locator(':scope[href*="/remoteEntry."]') }),
    ).toHaveCount(1);
    const prefetched = await matchesPrefetches.evaluateAll((links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    expect(
      prefetched.some((url) => /__federation_expose_routes/.test(url)),
      "its routes' own script",
    ).toBe(true);
    // Fetched: each file has its timing entry.
    await expect
      .poll(() =>
        page.evaluate(
          (urls) => urls.every((url) => performance.getEntriesByName(url).length > 0),
          prefetched,
        ),
      )
      .toBe(true);
    const matchesRan = () => page.evaluate(() => 'mfe_matches' in window);
    expect(await matchesRan(), 'fetched, not run').toBe(false);

    const teams = primaryNavigation(page).getByRole('link', { name: 'Teams', exact: true });
    await teams.hover();
    await expect.poll(matchesRan, { message: 'run once a pointer is over a link to its pages' }).toBe(true);
    await teams.click();
    await expect(page.getByRole('main').getByText(TEAM_NAMES[0], { exact: true }).first()).toBeVisible();
    expectPrefetchesUsed(prefetched, responses);
  });
});

test.describe('the streamer site (:3005)', () => {
  test('uses the streamer layout, whose header links go to the five sections', async ({ page }) => {
    await withoutOverlayPromos(page);
    await withCookieChoiceMade(page);
    await page.goto(`${STREAMER_ORIGIN}/`);
    await expect(page.locator('[data-layout="streamer"]')).toBeVisible();
    await expect(profileButton(page)).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Streaming sections' });
    const links = sections.getByRole('link');
    await expect(links).toHaveCount(STREAMER_ANCHORS.length);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      STREAMER_ANCHORS.map((anchor) => `#${anchor}`),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(TITLE_SUFFIX)}$`));

    await expect(links.first()).toHaveText('Next Match');
    // The shell draws the streamer layout and its sections at once; the page itself (its hero's h1)
    // comes with mfe-streaming. Check the page once it is whole.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await links.nth(1).click();
    await expect(page).toHaveURL(`${STREAMER_ORIGIN}/#packages`);
  });
});

test.describe('404 and error pages', () => {
  test.beforeEach(async ({ page }) => {
    await withoutOverlayPromos(page);
    await withCookieChoiceMade(page);
  });

  test("an unknown path shows 'This page could not be found' inside the layout", async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('main').getByText(NOT_FOUND_MESSAGE)).toBeVisible();
    await expectShellChrome(page);
    await expect(page).toHaveTitle(`${NOT_FOUND_MESSAGE}${TITLE_SUFFIX}`);
  });

  test('a remote whose page module is broken shows the error page inside the layout, under a solid header', async ({
    page,
  }) => {
    await page.route(`${remoteOrigin('mfe-content')}/**/__federation_expose_routes.*.js`, async (route) => {
      const response = await route.fetch();
      // The module no longer exports its route table: a framework error for the shell.
      const body = (await response.text()).replace(/routes:\(\)=>[\w$]+/, 'routes:()=>void 0');
      await route.fulfill({ response, body });
    });
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: '500 error', level: 1 })).toBeVisible();
    await expect(page.getByText(ERROR_PAGE_MESSAGE)).toBeVisible();
    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' });
    for (const name of ['News', 'Matches', 'Teams', 'Tickets']) {
      await expect(quickLinks.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectShellChrome(page);
    await expect(page).toHaveTitle(`500 error${TITLE_SUFFIX}`);
    await expect(page.locator('header[data-style]').first()).toHaveAttribute('data-style', 'solid');
    expect(await axeViolations(page)).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
