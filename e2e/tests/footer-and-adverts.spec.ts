/**
 * The footer on every page (sponsor rows, social links, sub menu, copyright, 'Built on') and the
 * footer advertising above it: three square slots with adverts picked again 2 s after each route
 * change, the footer advert list, advert events once cookies are accepted, and a page that keeps
 * working with no adverts when the advert services fail (spec 000 §2, §4, §5, §7, §8).
 */
import type { Page, Request } from '@playwright/test';
import {
  addServiceFault,
  clearCollected,
  clearServiceFaults,
  expectShellChrome,
  primaryNavigation,
  readCollected,
  SERVICES_ORIGIN,
  STREAMER_ORIGIN,
  withCookieChoiceMade,
  withoutOverlayPromos,
} from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** Spec 000 §2 "Footer": the rows and the social networks, in order. */
const SPONSOR_ROWS = ['Principal Partners', 'Official Partners', 'Supporting Partners'];
const SOCIAL_NETWORKS = [
  'Facebook',
  'X',
  'Threads',
  'Instagram',
  'YouTube',
  'Snapchat',
  'Tiktok',
  'Linkedin',
  'Weibo',
];
/** The seed's one sponsor that is not child friendly (services/README.md "Sponsors"). */
const NOT_CHILD_FRIENDLY_SPONSOR = 'Goalline Bet';
/** The one advert of each square slot that shows in child-friendly mode (services/README.md "Advertising slots"). */
const CHILD_FRIENDLY_SLOT_ADVERTS = [
  'Season Tickets 2026/27',
  'Club Store: New Home Kit',
  'Harbour Bank Junior Savers',
];
/** Spec 000 §4, §9. */
const RELOAD_DELAY_MS = 2000;

const footer = (page: Page) => page.getByRole('contentinfo');
const advertising = (page: Page) => page.getByRole('complementary', { name: 'Advertising' });
const advertSlots = (page: Page) => advertising(page).getByRole('list', { name: 'Featured adverts' });
const advertList = (page: Page) => advertising(page).getByRole('list', { name: 'All adverts' });
const isAdvertisingData = (request: Request) => request.url() === `${SERVICES_ORIGIN}/experiments/data`;

test.beforeEach(async ({ page }) => {
  await withoutOverlayPromos(page);
});

test.describe('the footer', () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoiceMade(page);
  });

  test('shows the three sponsor rows and leaves out the sponsor that is not child friendly', async ({
    page,
  }) => {
    await page.goto('/news');
    const partners = footer(page).getByRole('region', { name: 'Partners' });
    await expect(partners.getByRole('heading', { level: 2 })).toHaveText(SPONSOR_ROWS);
    // Child-friendly mode is on by default: eight of the nine sponsors show.
    await expect(partners.getByRole('link')).toHaveCount(8);
    await expect(partners.getByRole('link', { name: NOT_CHILD_FRIENDLY_SPONSOR })).toHaveCount(0);
    const logo = partners.getByRole('img', { name: 'Meridian Air', exact: true });
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("ends a section's pages with the sponsor presenting it, and leaves out one that is not child friendly", async ({
    page,
  }) => {
    // Spec 000 §3 "Section sponsor": the seed's news web sponsor is Harbour Bank; the matches one is inactive.
    await page.goto('/news');
    const sponsor = page.getByRole('main').getByRole('complementary', { name: 'Section sponsor' });
    const link = sponsor.getByRole('link', { name: 'News presented by Harbour Bank' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');
    await link.scrollIntoViewIfNeeded();
    await expect
      .poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The matches sponsorship is inactive: asked for, and nothing shown.
    const matchesSponsors = page.waitForResponse(`${SERVICES_ORIGIN}/sponsors/sections/matches?type=web`);
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Fixtures', level: 1 })).toBeVisible();
    expect((await matchesSponsors).ok()).toBe(true);
    await expect(sponsor).toHaveCount(0);
  });

  test('opens each of the nine social links in a new tab', async ({ page, context }) => {
    await context.route(/^https:\/\/(www\.)?facebook\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Facebook</title>' }),
    );
    await page.goto('/');
    const social = footer(page).getByRole('navigation', { name: 'Social media' });
    await expect(social.getByRole('link')).toHaveCount(SOCIAL_NETWORKS.length);
    for (const network of SOCIAL_NETWORKS) {
      const link = social.getByRole('link', { name: network, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const icon = await link.locator('svg').boundingBox();
      expect([icon?.width, icon?.height], `${network} icon is 24 px`).toEqual([24, 24]);
    }

    const siteUrl = page.url();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      social.getByRole('link', { name: 'Facebook', exact: true }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain('facebook.com');
    expect(page.url()).toBe(siteUrl);
    await tab.close();
  });

  test("shows the sub menu, the copyright and the 'Built on' notice", async ({ page }) => {
    await page.goto('/teams');
    const subMenu = footer(page).getByRole('navigation', { name: 'Footer', exact: true });
    await expect(subMenu.getByRole('link')).toHaveText([
      'Safeguarding',
      'Privacy Notice',
      'Cookies',
      'Contact',
    ]);
    await expect(footer(page).getByText(`© ${new Date().getFullYear()} Northbridge FC`)).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Northbridge FC home' })).toHaveAttribute(
      'href',
      '/',
    );

    const platform = page.getByRole('region', { name: 'Platform' });
    await expect(platform).toContainText('Built on');
    await expect(platform.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
    await expect(platform.getByRole('link')).toHaveAttribute('target', '_blank');

    await subMenu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/the-club\/contact$/);
  });
});

test.describe('footer advertising', () => {
  test.afterEach(async ({ request }) => {
    await clearServiceFaults(request);
  });

  test('shows an advert in each square slot and the footer list, in child-friendly mode', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(advertSlots(page).getByRole('link')).toHaveCount(3);
    for (const name of CHILD_FRIENDLY_SLOT_ADVERTS) {
      const advert = advertSlots(page).getByRole('link', { name, exact: true });
      await expect(advert).toHaveAttribute('href', /^https:\/\//);
    }
    // The list leaves out the advert that is not child friendly.
    await expect(advertList(page).getByRole('link')).toHaveCount(3);
    await expect(advertList(page).getByRole('link', { name: 'Goalline Bet Matchday Odds' })).toHaveCount(0);
  });

  test("takes each layout's version: an article the list alone, the streamer site the footer slot's one advert", async ({
    page,
  }) => {
    // Spec 000 §2 "footer advertising (three versions)"; version 1 (the squares and the list) is above.
    await page.goto('/news/from-the-archive-the-1998-promotion-season-remembered');
    await expect(advertList(page).getByRole('link')).toHaveCount(3);
    await expect(advertSlots(page)).toHaveCount(0);

    // Spec 000 §7 "GET /slots/{slotID}: Single advert slot": the footer slot's current advert.
    const single = page.waitForRequest(
      (request) => request.url() === `${SERVICES_ORIGIN}/advertising/slots/footer_slot`,
    );
    await page.goto(`${STREAMER_ORIGIN}/`);
    await single;
    const featured = advertising(page).getByRole('list', { name: 'Featured advert' });
    await expect(
      featured.getByRole('link', { name: CHILD_FRIENDLY_SLOT_ADVERTS[0], exact: true }),
    ).toBeVisible();
    await expect(advertList(page)).toHaveCount(0);
    await expect(advertSlots(page)).toHaveCount(0);
  });

  test('loads and picks the slot adverts again 2 s after a route change', async ({ page }) => {
    await withCookieChoiceMade(page);
    const loads: number[] = [];
    page.on('request', (request) => {
      if (isAdvertisingData(request)) loads.push(Date.now());
    });
    await page.goto('/news');
    await expect(advertSlots(page).getByRole('link')).toHaveCount(3);
    expect(loads).toHaveLength(1);
    // Mark the adverts on show: a new pick replaces them.
    await advertSlots(page)
      .getByRole('link')
      .first()
      .evaluate((link) => link.setAttribute('data-shown-before', ''));

    const navigatedAt = Date.now();
    await primaryNavigation(page).getByRole('link', { name: 'Teams', exact: true }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect.poll(() => loads.length, { timeout: RELOAD_DELAY_MS + 5000 }).toBe(2);
    const reloadedAfter = (loads[1] ?? 0) - navigatedAt;
    expect(reloadedAfter).toBeGreaterThanOrEqual(RELOAD_DELAY_MS);
    expect(reloadedAfter).toBeLessThan(RELOAD_DELAY_MS + 3000);
    await expect(advertSlots(page).locator('[data-shown-before]')).toHaveCount(0);
    await expect(advertSlots(page).getByRole('link')).toHaveCount(3);
  });

  test('sends advertLoaded for each slot advert once cookies are accepted and the route changes', async ({
    page,
    request,
  }) => {
    await clearCollected(request);
    await page.goto('/news');
    await expect(advertSlots(page).getByRole('link')).toHaveCount(3);
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();

    await primaryNavigation(page).getByRole('link', { name: 'Matches', exact: true }).click();
    const loadedNames = async () =>
      ((await readCollected(request, 'advert')) as Array<{ event: string; advertName: string }>)
        .filter((event) => event.event === 'advertLoaded')
        .map((event) => event.advertName)
        .sort();
    await expect
      .poll(loadedNames, { timeout: RELOAD_DELAY_MS + 5000 })
      .toEqual([...CHILD_FRIENDLY_SLOT_ADVERTS].sort());
    const events = (await readCollected(request, 'advert')) as Array<Record<string, unknown>>;
    const loaded = events.find((event) => event.event === 'advertLoaded');
    expect(Object.keys(loaded ?? {}).sort()).toEqual(
      [
        'advertID',
        'advertName',
        'advertRef',
        'campaignRef',
        'event',
        'sessionID',
        'ssoID',
        'timestamp',
        'url',
        'userAllowTracking',
      ].sort(),
    );
    expect(loaded).toMatchObject({ userAllowTracking: true, ssoID: null });
  });

  test('with the advert services failing, the page still works and shows no adverts', async ({
    page,
    request,
  }) => {
    for (const route of ['/experiments/data', '/advertising/*', '/web/v1/adverts/']) {
      await addServiceFault(request, { route, status: 500 });
    }
    const failed = page.waitForResponse(
      (response) => isAdvertisingData(response.request()) && response.status() === 500,
    );
    await page.goto('/news');
    await failed;
    await expectShellChrome(page);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Latest News', level: 1 }),
    ).toBeVisible();
    await expect(footer(page).getByRole('region', { name: 'Partners' })).toBeVisible();
    await expect(advertising(page)).toHaveCount(0);

    // And after a route change the reload fails the same way.
    const failedAgain = page.waitForResponse(
      (response) => isAdvertisingData(response.request()) && response.status() === 500,
    );
    await primaryNavigation(page).getByRole('link', { name: 'Teams', exact: true }).click();
    await failedAgain;
    await expect(advertising(page)).toHaveCount(0);
    await expectShellChrome(page);
  });
});
