/**
 * mfe-streaming's pages in the composed site (spec 001 §2): the video home's rails and its largest
 * image, a card opening the player from the keyboard, a shared /videos/{videoID} address opening
 * the player on a fresh load, the search panel's video results on the streaming pages, the streamer
 * site's sections, and the pages with mfe-account or mfe-matches down. The axe and width sweep of
 * each page at the four breakpoints is in pages-at-breakpoints.spec.ts.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { openAudioPlayer, openVideoPlayer } from '../support/player.ts';
import {
  REMOTE_UNAVAILABLE,
  RETRY,
  remoteOrigin,
  SERVICES_ORIGIN,
  STREAMER_ORIGIN,
  withCookieChoiceMade,
  withoutOverlayPromos,
} from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** mfe-streaming's video player overlay (a dialog named by the video's title). */
const videoPlayer = (page: Page) => page.getByRole('dialog').and(page.locator('[data-player-overlay]'));

test.beforeEach(async ({ page }) => {
  await withoutOverlayPromos(page);
  await withCookieChoiceMade(page);
});

test("/videos shows feed 1's sections as rails; the first rail's first image is fetched first; a card opens the player from the keyboard", async ({
  page,
}) => {
  await page.goto('/videos');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  const rails = main.locator('section[data-section]');
  await expect(rails.first()).toBeVisible();
  expect(await rails.count(), 'feed 1 has several sections').toBeGreaterThan(1);

  // The largest paint is the first rail's first image: eager and first in line; the rest wait.
  const images = main.locator('section[data-section] img');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', '300');
    await expect(image).toHaveAttribute('height', /\d+/);
  }

  // Every card says Watch Now or shows a padlock.
  const cards = rails.first().getByRole('article');
  const count = await cards.count();
  const locked = await rails.first().getByRole('img', { name: 'Locked' }).count();
  const watchNow = await rails.first().getByText('Watch Now', { exact: true }).count();
  expect(locked + watchNow).toBe(count);

  // A video open to everyone (a locked one would put the login prompt over the player).
  const firstLink = rails
    .first()
    .getByRole('article')
    .filter({ hasText: 'Watch Now' })
    .first()
    .getByRole('link');
  await firstLink.focus();
  await page.keyboard.press('Enter');
  await expect(videoPlayer(page)).toBeVisible();
  await expect(page).toHaveURL(/\/videos$/);
  // The overlay keeps focus inside while open, and gives it back to the card that opened it.
  await expect
    .poll(() => videoPlayer(page).evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(videoPlayer(page)).toBeHidden();
  await expect(firstLink).toBeFocused();
});

// A page painted while its HTML is still being read shows a rail's first cards only: the rest
// arriving must not narrow them (a layout shift on /videos, seen by the hydration checks).
test("a rail's cards are as wide with its first two cards only as with all of them, at each breakpoint", async ({
  page,
}) => {
  await page.goto('/videos');
  const rail = page.getByRole('main').locator('section[data-section]').first();
  await expect(rail.getByRole('article').nth(2)).toBeVisible();
  for (const width of [450, 760, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const widths = await rail.locator('ul').evaluate((list) => {
      const cardWidth = () => Math.round(list.children[0]?.getBoundingClientRect().width ?? 0);
      const all = cardWidth();
      const rest = [...list.children].slice(2);
      for (const card of rest) card.remove();
      const firstTwo = cardWidth();
      list.append(...rest);
      return { all, firstTwo };
    });
    expect(widths.all, `a card at ${width} px`).toBeGreaterThanOrEqual(220);
    expect(widths.firstTwo, `the first two cards alone at ${width} px`).toBe(widths.all);
  }
});

test('a shared /videos/{videoID} address opens the player on that video on a fresh load', async ({
  page,
  request,
}) => {
  const feed = (await (await request.get(`${SERVICES_ORIGIN}/feed/feed/1/sections/`)).json()) as {
    sections: { itemData: { mediaData: { entryId: string }; metaData: { title: string } }[] }[];
  };
  const video = feed.sections[0]?.itemData[0];
  expect(video, 'feed 1 has a video').toBeDefined();
  if (!video) return;

  await page.goto(`/videos/${video.mediaData.entryId}`);
  await expect(
    page.getByRole('main').getByRole('heading', { name: video.metaData.title, level: 1 }),
  ).toBeAttached();
  await expect(videoPlayer(page)).toBeVisible();
});

test("the search panel on a streaming page searches videos: 'Showing M of N results', then 'No results'", async ({
  page,
}) => {
  await page.goto('/live');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Live', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search videos' });
  await expect(dialog).toBeVisible();

  const field = dialog.getByRole('searchbox', { name: 'Search' });
  await field.fill('goal');
  await field.press('Enter');
  await expect(dialog.getByText(/^Showing \d+( of \d+)? results?$/)).toBeVisible();
  await expect(dialog.getByRole('article').first()).toBeVisible();

  await field.fill('zzzzqqq');
  await field.press('Enter');
  await expect(dialog.getByText('No results', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('/videos/browse filters by team, season and length from the keyboard, and shows more on demand', async ({
  page,
}) => {
  await page.goto('/videos/browse');
  const main = page.getByRole('main');
  const count = main.getByText(/^Showing \d+( of \d+)? results?$/);
  await expect(count).toHaveText(/^Showing 12 of \d+ results$/);

  await main.getByRole('button', { name: 'Load more' }).click();
  await expect(count).toHaveText(/^Showing (24 of \d+ results|\d+ results)$/);

  await main.getByLabel('Duration').selectOption('long');
  await expect(page).toHaveURL(/duration=long/);
  await expect(count).not.toHaveText(/^Showing 24/);
});

test('child-friendly mode, on by default, hides the videos not flagged for it from the rails and the search, says how many, and shows them once off', async ({
  page,
}) => {
  // Issue 21, beyond the spec: the seed does not flag these two interviews child friendly.
  const RAW = [
    'Head coach press conference ahead of Eastport Athletic',
    'Captain: "We go again on Saturday"',
  ];
  await page.goto('/videos');
  const main = page.getByRole('main');
  const interviews = main.locator('section[data-section="interviews"]');
  await expect(interviews.getByRole('article').first()).toBeVisible();
  for (const title of RAW) await expect(main.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expect(
    main.getByText(/^\d+ videos? (is|are) hidden while child-friendly mode is on\.$/),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/videos/browse?q=press%20conference');
  await expect(main.getByText('1 video is hidden while child-friendly mode is on.')).toBeVisible();
  await expect(main.getByRole('link', { name: RAW[0], exact: true })).toHaveCount(0);
  await main.getByRole('button', { name: 'Turn off child-friendly mode' }).click();
  await expect(main.getByRole('link', { name: RAW[0], exact: true })).toBeVisible();
  // The global bar's switch says the same.
  await expect(page.getByRole('switch', { name: 'Child-friendly mode' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  await page.getByRole('link', { name: 'LIVE', exact: true }).click();
  for (const title of RAW)
    await expect(main.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  await expect(main.getByText(/hidden while child-friendly mode is on/)).toHaveCount(0);
});

test('the streamer site shows its sections at the anchors its header links to', async ({ page }) => {
  await page.goto(`${STREAMER_ORIGIN}/`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [anchor, heading] of [
    ['next-match', 'Upcoming Game'],
    ['packages', 'Available Packages'],
    ['fixtures', 'Upcoming Fixtures'],
    ['videos', 'Replays'],
    ['troubleshooting', 'Having Trouble?'],
  ] as const) {
    await expect(main.locator(`#${anchor}`).getByRole('heading', { name: heading, level: 2 })).toBeAttached();
  }
  await expect(main.getByRole('heading', { name: 'Redeem a voucher code', level: 2 })).toBeAttached();
  const replays = main.locator('#videos').getByRole('article');
  await expect(replays.first()).toBeVisible();
  expect(await replays.count()).toBeLessThanOrEqual(10);
});

test.describe('with another remote down', () => {
  test('with mfe-account down, /videos/subscriptions keeps its videos and offers Try again for the packages', async ({
    page,
  }) => {
    await page.route(`${remoteOrigin('mfe-account')}/**`, (route) => route.abort());
    await page.goto('/videos/subscriptions');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
    await expect(main.locator('section[data-section]').first()).toBeVisible();
    const packages = main.locator('[data-piece="PackagesWidget"]');
    await expect(packages.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
    await expect(packages.getByRole('button', { name: RETRY })).toBeVisible();
  });

  test('with mfe-streaming down, a player opened from another page shows the fallback; Escape closes it and the site works', async ({
    page,
  }) => {
    await page.route(`${remoteOrigin('mfe-streaming')}/**`, (route) => route.abort());
    await page.goto('/news');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const opener = page.getByRole('main').getByRole('link').first();
    await opener.focus();

    await openVideoPlayer(page, { mediaType: 'OnDemand', videoID: 'any-video', videoName: 'A video' });
    const slot = page.getByRole('dialog', { name: 'Video player' });
    await expect(slot.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
    await expect(slot.getByRole('button', { name: RETRY })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(slot).toBeHidden();
    await expect(opener).toBeFocused();

    await openAudioPlayer(page, { entryID: 'live-audio-first-team', title: 'Live commentary' });
    const bar = page.getByRole('dialog', { name: 'Live Audio' });
    await expect(bar.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bar).toBeHidden();

    // The rest of the site goes on: the header's navigation, another remote's page.
    await page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Matches', exact: true })
      .click();
    await expect(page).toHaveURL(/\/matches$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('with mfe-matches down, the streamer site keeps its other sections', async ({ page }) => {
    await page.route(`${remoteOrigin('mfe-matches')}/**`, (route) => route.abort());
    await page.goto(`${STREAMER_ORIGIN}/`);
    const main = page.getByRole('main');
    await expect(
      main.locator('#troubleshooting').getByRole('heading', { name: 'Having Trouble?' }),
    ).toBeVisible();
    await expect(main.locator('#videos').getByRole('article').first()).toBeVisible();
    await expect(main.locator('#next-match').getByRole('button', { name: RETRY })).toBeVisible();
  });

  test('with mfe-account down, the streamer site keeps its other sections; packages and the voucher form offer Try again', async ({
    page,
  }) => {
    await page.route(`${remoteOrigin('mfe-account')}/**`, (route) => route.abort());
    await page.goto(`${STREAMER_ORIGIN}/`);
    const main = page.getByRole('main');
    await expect(main.locator('#videos').getByRole('article').first()).toBeVisible();
    for (const piece of ['PackagesWidget', 'VoucherForm']) {
      const fallback = main.locator(`[data-piece="${piece}"]`);
      await expect(fallback.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
      await expect(fallback.getByRole('button', { name: RETRY })).toBeVisible();
    }
  });
});
