/**
 * Each remote's first slice renders inside the shell's layout, with data from the services, and
 * moving between them is one single-page app.
 */

import { NEWS_SORT_DATE } from '../../shared/src/contracts/index.ts';
import { axeViolations } from '../support/a11y.ts';
import {
  accountPanel,
  expectShellChrome,
  type FeedSectionsBody,
  type NewsSearchBody,
  primaryNavigation,
  profileButton,
  SERVICES_ORIGIN,
  SUBSCRIBER,
  TEAM_NAMES,
} from '../support/site.ts';
import { expect, test } from '../support/test.ts';

// The pages are rendered on the server with their data (server-render.spec.ts), so the browser does
// not ask the services for it: what the services answer is asked here, as the page asks.

test('/news lists the newest articles from the news service inside the shell', async ({ page, request }) => {
  const query = new URLSearchParams({ sort: NEWS_SORT_DATE, size: '4' });
  const news = (await (
    await request.get(`${SERVICES_ORIGIN}/web/v1/news/search?${query}`)
  ).json()) as NewsSearchBody;
  await page.goto('/news');

  await expectShellChrome(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();

  // The newest four, first and in order.
  const titles = news.hits.hit.map((hit) => hit.title);
  expect(titles.length, 'the seed has a page of news').toBe(4);
  const articles = main.getByRole('article');
  for (const [index, title] of titles.entries())
    await expect(articles.nth(index).getByRole('heading', { name: title, exact: true })).toBeVisible();
});

test('/teams shows the four teams inside the shell', async ({ page }) => {
  await page.goto('/teams');
  await expectShellChrome(page);
  const main = page.getByRole('main');
  for (const name of TEAM_NAMES) {
    await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
  }
});

test('/videos shows the sections of feed 1 from the feed service, each as a rail', async ({
  page,
  request,
}) => {
  const feed = (await (
    await request.get(`${SERVICES_ORIGIN}/feed/feed/1/sections`)
  ).json()) as FeedSectionsBody;
  await page.goto('/videos');

  await expectShellChrome(page);
  const section = feed.sections[0];
  expect(section, 'feed 1 answered a section').toBeDefined();
  if (!section) return;
  const rail = page.getByRole('main').getByRole('region', { name: section.title, exact: true });
  await expect(rail).toBeVisible();
  // Child-friendly mode is on by default: the rail shows the videos flagged child friendly, and the
  // page says how many it hid (of every rail together).
  const shown = section.itemData.filter((item) => item.metaData.ChildFriendly === true);
  const titles = shown.map((item) => item.metaData.title);
  expect(titles.length, 'the section has child-friendly videos').toBeGreaterThanOrEqual(3);
  await expect(rail.getByRole('article')).toHaveCount(titles.length);
  const hidden = section.itemData.length - shown.length;
  if (hidden > 0) {
    const note = page.locator('[data-child-friendly-hidden]');
    await expect(note).toBeVisible();
    expect(Number(await note.getAttribute('data-child-friendly-hidden'))).toBeGreaterThanOrEqual(hidden);
  }
  // Long titles are cut on screen; the full title stays the heading's accessible name.
  for (const title of titles.slice(0, 3)) {
    await expect(rail.getByRole('heading', { name: title, exact: true })).toBeAttached();
  }
});

test.describe('the account panel', () => {
  test("the shell's Log In button opens the login form, and its close button closes it", async ({ page }) => {
    await page.goto('/news');
    await expectShellChrome(page);
    const button = profileButton(page);
    await expect(button).toHaveText('Log In');

    await button.click();
    const panel = accountPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: /email/i })).toBeVisible();
    await expect(panel.getByLabel(/^password$/i).or(panel.getByPlaceholder(/^password$/i))).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();

    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('opened from the keyboard, the login form has the cursor in its email field; Escape gives focus back', async ({
    page,
  }) => {
    await page.goto('/news');
    await expectShellChrome(page);
    const button = profileButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = accountPanel(page);
    const email = panel.getByRole('textbox', { name: /email/i });
    await expect(email).toBeFocused();
    // No Tab first: the keys go straight into the field.
    await page.keyboard.type(SUBSCRIBER.email);
    await expect(email).toHaveValue(SUBSCRIBER.email);
    expect(await axeViolations(page, '#account-panel')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("signing in turns the shell's button into Profile", async ({ page }) => {
    await page.goto('/news');
    await profileButton(page).click();
    const panel = accountPanel(page);
    await panel.getByRole('textbox', { name: /email/i }).fill(SUBSCRIBER.email);
    await panel
      .getByLabel(/^password$/i)
      .or(panel.getByPlaceholder(/^password$/i))
      .fill(SUBSCRIBER.password);
    await panel.getByRole('button', { name: 'Log In', exact: true }).click();

    // The user store is written by mfe-account and read by the shell: one store, shared.
    await expect(profileButton(page)).toHaveText('Profile');
  });
});

test('moving between slices with the header links never reloads the page', async ({ page }) => {
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads++;
  });
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.__marker = 'still the same document';
  });

  const primary = primaryNavigation(page);
  const main = page.getByRole('main');
  await primary.getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(main.getByText(TEAM_NAMES[1], { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'LIVE', exact: true }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await expect(page.locator('[data-remote="mfe-streaming"]')).toBeVisible();

  await primary.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(main.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();

  expect(await page.evaluate(() => window.__marker)).toBe('still the same document');
  expect(documentLoads).toBe(1);
});
