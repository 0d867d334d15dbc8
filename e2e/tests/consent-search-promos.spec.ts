/**
 * The shell's cookie notice, search overlay, overlay promo and site lock in the composed site
 * (spec 000 §2 "Cookie notice", "Search overlay", "Overlay promo", "Other overlays"; §4; §9), found by
 * role and the spec's texts.
 */
import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { SITE_COOKIES } from '../../shared/src/contracts/content.ts';
import { DEVELOPMENT_ENTRY_WORD } from '../../shared/src/site/index.ts';
import { axeViolations } from '../support/a11y.ts';
import {
  addServiceFault,
  clearCollected,
  clearServiceFaults,
  expectShellChrome,
  type NewsSearchBody,
  readCollected,
  SERVICES_ORIGIN,
  SHELL_ORIGIN,
  withSiteConfig,
} from '../support/site.ts';
import { expect, test } from '../support/test.ts';
import { FIRST_VISIT, SEEDED_WEB_PROMO_IDS } from '../support/visitor.ts';

const DAY_S = 24 * 60 * 60;
/** Spec 000 §9: the consent cookies and allow_entry last 60 days. */
const SIXTY_DAYS_S = 60 * DAY_S;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/**
 * The cookie `name` once the browser's cookie store has it. A page's `document.cookie` write reaches
 * the store that `context.cookies()` reads a moment after the page has gone on (a popup already
 * closed), so a test that reads at once can find nothing.
 */
async function storedCookie(context: BrowserContext, name: string) {
  await expect
    .poll(async () => (await cookie(context, name))?.name, { message: `${name} is stored` })
    .toBe(name);
  return cookie(context, name);
}

/** Checks a cookie expires 60 days from now (give or take two minutes for a slow run). */
function expectSixtyDays(expires: number | undefined) {
  const expected = Date.now() / 1000 + SIXTY_DAYS_S;
  expect(expires ?? 0).toBeGreaterThan(expected - 120);
  expect(expires ?? 0).toBeLessThan(expected + 120);
}

/** Presses Tab `times` times and checks focus never leaves `dialog`. */
async function expectFocusTrapped(page: Page, selector: string, times = 6) {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement), selector),
    ).toBe(true);
  }
}

/** Takes a screenshot into the test's output folder and attaches it to the report. */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The cookie popup: the region holding both of the spec's buttons. */
const cookiePopup = (page: Page) =>
  page.getByRole('region').filter({ has: page.getByRole('button', { name: 'Accept All Cookies' }) });

test.describe('cookie notice', () => {
  test("shows the spec's link and buttons; Accept All Cookies sets both consent cookies for 60 days and it stays away after reload", async ({
    page,
    context,
  }) => {
    await page.goto('/news');
    const popup = cookiePopup(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading')).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Find Out More' })).toHaveAttribute(
      'href',
      '/the-club/cookies',
    );
    await expect(popup.getByRole('button', { name: 'Only Essential' })).toBeVisible();
    // Fixed at the bottom of the screen.
    const box = await popup.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);

    await popup.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(popup).toHaveCount(0);
    const consent = await storedCookie(context, SITE_COOKIES.consent);
    const analytics = await storedCookie(context, SITE_COOKIES.analyticsConsent);
    expect(consent?.value).toBe('true');
    expect(analytics?.value).toBe('true');
    expectSixtyDays(consent?.expires);
    expectSixtyDays(analytics?.expires);
    expect(consent?.path).toBe('/');
    expect(consent?.sameSite).toBe('Lax');

    await page.reload();
    await expectShellChrome(page);
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toHaveCount(0);
  });

  test('Only Essential sets only the consent cookie, for 60 days, and the popup stays away after reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await cookiePopup(page).getByRole('button', { name: 'Only Essential' }).click();
    await expect(cookiePopup(page)).toHaveCount(0);
    const consent = await storedCookie(context, SITE_COOKIES.consent);
    expect(consent?.value).toBe('true');
    expectSixtyDays(consent?.expires);
    // Written with the consent cookie when at all: stored by now if it had been.
    expect(await cookie(context, SITE_COOKIES.analyticsConsent)).toBeUndefined();

    await page.reload();
    await expectShellChrome(page);
    await expect(page.getByRole('button', { name: 'Only Essential' })).toHaveCount(0);
  });

  test('tracking starts at load when the analytics cookie is already true, and not after Only Essential', async ({
    page,
    context,
    request,
  }) => {
    const pageViewsOf = async (path: string) =>
      ((await readCollected(request, 'analytics')) as Array<{ event: string; path?: string }>).filter(
        (event) => event.event === 'pageView' && event.path === path,
      );

    await clearCollected(request);
    await context.addCookies([{ name: SITE_COOKIES.consent, value: 'true', url: SHELL_ORIGIN }]);
    await page.goto('/teams');
    await expectShellChrome(page);
    await page.waitForTimeout(1000); // four times the page-view delay
    expect(await pageViewsOf('/teams')).toEqual([]);

    await context.addCookies([{ name: SITE_COOKIES.analyticsConsent, value: 'true', url: SHELL_ORIGIN }]);
    await page.goto('/news');
    await expect.poll(async () => (await pageViewsOf('/news')).length).toBe(1);
    await expect(cookiePopup(page)).toHaveCount(0);
  });

  test('Find Out More leads to the cookies page, which documents exactly the cookies the site sets', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await cookiePopup(page).getByRole('link', { name: 'Find Out More' }).click();
    await expect(page).toHaveURL(/\/the-club\/cookies$/);
    // The notice is not answered by reading about it.
    await expect(cookiePopup(page)).toBeVisible();
    const response = await request.get(`${SERVICES_ORIGIN}/web/v1/pages/the-club/cookies`);
    expect(response.status()).toBe(200);
    const text = JSON.stringify(await response.json());
    for (const name of Object.values(SITE_COOKIES)) expect(text).toContain(`<code>${name}</code>`);
  });
});

test.describe('search overlay', () => {
  test.afterEach(async ({ request }) => {
    await clearServiceFaults(request);
  });

  /** What the news service answers for a query, to hold the overlay's footer against. */
  async function found(request: APIRequestContext, query: string) {
    const response = await request.get(`${SERVICES_ORIGIN}/web/v1/news/search`, {
      params: { query, size: 8, start: 0 },
    });
    return ((await response.json()) as NewsSearchBody).hits.found;
  }

  async function openSearch(page: Page) {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search news' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('searches the news with paging, Exact Matches and no results', async ({ page, request }) => {
    const total = await found(request, 'the');
    expect(total, 'the seed has more than seven pages of news with "the"').toBeGreaterThan(48);
    const lastPage = Math.ceil(total / 8);

    await page.goto('/news');
    const dialog = await openSearch(page);
    await expect(page.locator('body')).toHaveClass(/\blocked\b/);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('the');
    await dialog.getByRole('button', { name: 'Submit search' }).click();
    await expect(dialog.getByText(`Displaying 1 - 8 of ${total} Result(s)`)).toBeVisible();
    await expect(dialog.getByRole('article')).toHaveCount(8);
    const first = dialog.getByRole('article').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/news\/[a-z0-9-]+$/);
    await expect(first.getByText(/^\d{2} \d{2} \d{4}$/)).toBeVisible();
    await expect(first.locator('img')).toHaveAttribute('src', /\/images\/400x400\/fit-in\/news\//);

    const pages = dialog.getByRole('navigation', { name: 'Search results pages' });
    const numbered = () => pages.getByRole('button', { name: /^Page \d+$/ }).allTextContents();
    expect(await numbered()).toEqual(['1', '2', '3', '4', '5']);
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(dialog.getByText(`Displaying 9 - 16 of ${total} Result(s)`)).toBeVisible();

    await pages.getByRole('button', { name: 'Page 4', exact: true }).click();
    await expect(dialog.getByText(`Displaying 25 - 32 of ${total} Result(s)`)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Page 4', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await numbered()).toEqual(['2', '3', '4', '5', '6']);

    await pages.getByRole('button', { name: `Page ${Math.min(lastPage, 6)}`, exact: true }).click();
    await pages.getByRole('button', { name: `Page ${lastPage}`, exact: true }).click();
    await expect(
      dialog.getByText(`Displaying ${(lastPage - 1) * 8 + 1} - ${total} of ${total} Result(s)`),
    ).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Exact Matches re-runs the search from page one with the term in quotes.
    const exactTotal = await found(request, '\\"the season\\"');
    const plainTotal = await found(request, 'the season');
    expect(exactTotal).toBeLessThan(plainTotal);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('the season');
    await dialog.getByRole('button', { name: 'Submit search' }).click();
    await expect(dialog.getByText(`of ${plainTotal} Result(s)`)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Match' }).selectOption({ label: 'Exact Matches' });
    await expect(dialog.getByText(`Displaying 1 - ${exactTotal} of ${exactTotal} Result(s)`)).toBeVisible();

    await dialog.getByRole('searchbox', { name: 'Search' }).fill('zzzzqqq');
    await dialog.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(dialog.getByText('No results found')).toBeVisible();
    await expect(dialog.getByText(/^Displaying/)).toHaveCount(0);
  });

  test('opened from the keyboard, it has the cursor in its field: typing and Enter show results, Escape gives focus back', async ({
    page,
    request,
  }) => {
    const total = await found(request, 'the');
    await page.goto('/news');
    const searchButton = page.getByRole('button', { name: 'Search', exact: true });
    await searchButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search news' });
    await expect(dialog.getByRole('searchbox', { name: 'Search' })).toBeFocused();

    // No Tab first: the keys go straight into the field.
    await page.keyboard.type('the');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(`Displaying 1 - 8 of ${total} Result(s)`)).toBeVisible();
    await expect(dialog.getByRole('searchbox', { name: 'Search' })).toHaveValue('the');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(searchButton).toBeFocused();
  });

  test("shows 'No results found' when the news search fails", async ({ page, request }) => {
    await page.goto('/news');
    await addServiceFault(request, { route: '/web/v1/news/search', status: 500 });
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('the');
    await dialog.getByRole('button', { name: 'Submit search' }).click();
    await expect(dialog.getByText('No results found')).toBeVisible();
  });

  test('closes on its close button, Escape, the backdrop and a route change', async ({ page }) => {
    await page.goto('/news');
    const searchButton = page.getByRole('button', { name: 'Search', exact: true });

    let dialog = await openSearch(page);
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(searchButton).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/\blocked\b/);

    dialog = await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    dialog = await openSearch(page);
    await page.getByRole('button', { name: 'Close the search panel' }).click({ position: { x: 10, y: 10 } });
    await expect(dialog).toHaveCount(0);

    dialog = await openSearch(page);
    await dialog.getByRole('button', { name: 'Submit search' }).click();
    const result = dialog.getByRole('article').first().getByRole('link');
    const href = await result.getAttribute('href');
    await result.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('overlay promo', () => {
  test.use({ storageState: FIRST_VISIT });

  interface PromoBody {
    body: Array<{ promoID: string; startDateTime: string; endDateTime: string; imageAltText: string }>;
  }

  test('the e2e default state knows every seeded Web promo', async ({ request }) => {
    const response = await request.get(`${SERVICES_ORIGIN}/promos/promo-overlays/`, {
      params: { channel: 'Web' },
    });
    const { body } = (await response.json()) as PromoBody;
    expect(body.map((promo) => promo.promoID).sort()).toEqual([...SEEDED_WEB_PROMO_IDS].sort());
  });

  test('shows each running promo once, records it in _gc_promos and shows none after reload', async ({
    page,
    context,
    request,
  }) => {
    const response = await request.get(`${SERVICES_ORIGIN}/promos/promo-overlays/`, {
      params: { channel: 'Web' },
    });
    const now = Date.now();
    const running = ((await response.json()) as PromoBody).body.filter(
      (promo) => Date.parse(promo.startDateTime) <= now && now < Date.parse(promo.endDateTime),
    );
    expect(running.length, 'the seed has two running Web promos').toBe(2);
    const [first, second] = running as [PromoBody['body'][number], PromoBody['body'][number]];
    const seen = async () => decodeURIComponent((await cookie(context, SITE_COOKIES.promos))?.value ?? '');

    await page.goto('/news');
    const dialog = page.getByRole('dialog', { name: 'Promotion' });
    // Consent comes first: on a first visit the cookie popup can be answered at once, and the promo
    // waits for that answer, after the page's content.
    await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(dialog).toHaveCount(0);
    await cookiePopup(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    const link = dialog.getByRole('link', { name: first.imageAltText });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('rel', /\bsponsored\b/);
    await expect(page.locator('body')).toHaveClass(/\blocked\b/);
    await expect.poll(seen).toBe(first.promoID);
    // The site asks for 2099 (unit-tested); Chromium caps any cookie's life at 400 days.
    const promosCookie = await storedCookie(context, SITE_COOKIES.promos);
    expect(promosCookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 399 * DAY_S);

    // The close icon dismisses it; the next unseen promo follows.
    await dialog.getByRole('button', { name: 'Close the promotion' }).click();
    await expect(dialog.getByRole('link', { name: second.imageAltText })).toBeVisible();
    await expect.poll(seen).toBe(`${first.promoID},${second.promoID}`);

    // A click on the backdrop dismisses it; none remains, so the background unlocks.
    await page.getByRole('button', { name: 'Dismiss the promotion' }).click({ position: { x: 5, y: 5 } });
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/\blocked\b/);

    const refetched = page.waitForResponse((r) =>
      r.url().startsWith(`${SERVICES_ORIGIN}/promos/promo-overlays/`),
    );
    await page.reload();
    await refetched;
    await expectShellChrome(page);
    await expect(dialog).toHaveCount(0);
    expect(await seen()).toBe(`${first.promoID},${second.promoID}`);
  });
});

test.describe('accessibility and breakpoints', () => {
  test.use({ storageState: FIRST_VISIT });

  test('the promo, the cookie popup and the search panel have no axe-core violations; the dialogs trap focus and close on Escape', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(cookiePopup(page)).toBeVisible();
    expect(await axeViolations(page, '#cookie-notice')).toEqual([]);
    await cookiePopup(page).getByRole('button', { name: 'Only Essential' }).click();

    const promo = page.getByRole('dialog', { name: 'Promotion' });
    await expect(promo.getByRole('link')).toBeVisible();
    expect(await axeViolations(page, '[data-promo-id]')).toEqual([]);
    await expectFocusTrapped(page, '[data-promo-id]');
    await page.keyboard.press('Escape'); // the second running promo follows
    await expect(promo.getByRole('link')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(promo).toHaveCount(0);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Search news' });
    await search.getByRole('searchbox', { name: 'Search' }).fill('the');
    await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(search.getByText(/^Displaying 1 - 8 of \d+ Result\(s\)$/)).toBeVisible();
    expect(await axeViolations(page, '#search-panel')).toEqual([]);
    await expectFocusTrapped(page, '#search-panel', 12);
  });

  for (const width of [375, 450, 760, 1024, 1440]) {
    test(`at ${width} px the promo, the cookie popup and the search panel fit (screenshots attached)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/news');
      const popupBox = await cookiePopup(page).boundingBox();
      expect(Math.round(popupBox?.width ?? 0)).toBe(width);
      await snap(page, testInfo, `cookie-popup-${width}`);
      await cookiePopup(page).getByRole('button', { name: 'Only Essential' }).click();

      const promo = page.getByRole('dialog', { name: 'Promotion' });
      const promoImage = promo.getByRole('img');
      await expect(promoImage).toBeVisible();
      const promoBox = await promoImage.boundingBox();
      expect(promoBox?.width ?? 0).toBeLessThanOrEqual(width);
      await snap(page, testInfo, `promo-${width}`);
      await page.keyboard.press('Escape');
      // The second running promo is the mini one: its image is at most 350 px wide.
      await expect(promoImage).toBeVisible();
      expect((await promoImage.boundingBox())?.width ?? 0).toBeLessThanOrEqual(350);
      await snap(page, testInfo, `promo-mini-${width}`);
      await page.keyboard.press('Escape');
      await expect(promo).toHaveCount(0);

      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const search = page.getByRole('dialog', { name: 'Search news' });
      await search.getByRole('searchbox', { name: 'Search' }).fill('the');
      await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
      await expect(search.getByText(/^Displaying 1 - 8 of \d+ Result\(s\)$/)).toBeVisible();
      // Measured once it has slid in.
      await search.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const panel = await search.boundingBox();
      // Spec 000 §2, §9: full width below 760 px, 400 px from 760 px up, at the right.
      expect(Math.round(panel?.width ?? 0)).toBe(width < 760 ? width : 400);
      expect(Math.round((panel?.x ?? 0) + (panel?.width ?? 0))).toBe(width);
      await snap(page, testInfo, `search-${width}`);
    });
  }
});

test.describe('site lock', () => {
  /** The club site's runtime config with the site lock on, as the development site has it. */
  const locked = (config: Record<string, unknown>) => ({
    ...config,
    flags: { ...(config.flags as object), siteLock: true },
  });

  test('stands in front of the site until the entry word is typed; Access sets allow_entry for 60 days and emits its event', async ({
    page,
    context,
  }) => {
    await withSiteConfig(locked, async () => {
      await page.goto('/news');
      await expect(
        page.getByRole('heading', { level: 1, name: 'This site is in development' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0);
      const field = page.getByLabel('Entry Password');
      await expect(field).toHaveAttribute('type', 'password');
      await expect(page.getByRole('button', { name: 'Access' })).toHaveCount(0);
      expect(await axeViolations(page, 'body')).toEqual([]);

      await field.fill('not the word');
      await expect(page.getByRole('button', { name: 'Access' })).toHaveCount(0);
      await field.fill(DEVELOPMENT_ENTRY_WORD);
      await page.evaluate(() => {
        window.addEventListener('club:site-access-granted', () => {
          document.documentElement.dataset.accessGranted = 'yes';
        });
      });
      await page.getByRole('button', { name: 'Access' }).click();

      await expectShellChrome(page);
      await expect(page.locator('html')).toHaveAttribute('data-access-granted', 'yes');
      const allowEntry = await storedCookie(context, SITE_COOKIES.siteLock);
      expect(allowEntry?.value).toBe('true');
      expectSixtyDays(allowEntry?.expires);

      await page.reload();
      await expectShellChrome(page);
      await expect(page.getByRole('heading', { name: 'This site is in development' })).toHaveCount(0);
    });
  });
});
