/**
 * Issue 10's purchase journey: a new account signs up on the identity pages and confirms the
 * emailed code, logs in, buys the video subscription on the hosted checkout with a promotion code,
 * comes back to the package's success page, plays a paid video of the /videos feed in the site's
 * player, holds the package ('Manage Subscriptions') and cancels it in the billing portal. Issue 19:
 * the portal says until when access lasts, the video still plays until then, and once the services'
 * clock passes the end of the period paid for, the same video is locked again: the padlock on its
 * card and the player's refusal (spec 001 §8). The packages are opened through the packages
 * overlay (slot 12), as the upgrade promo's 'Subscribe now' opens it.
 */
import { ACCESS_MESSAGES, ACCESS_STATUS, type FeedSectionsResponse } from '@club/shared/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { callStoreAction, signIn } from '../support/account.ts';
import { videoOverlay } from '../support/player.ts';
import { accountPanel, profileButton, SERVICES_ORIGIN, withCookieChoiceMade } from '../support/site.ts';
import { expect, test } from '../support/test.ts';
import { PROMOS_SEEN } from '../support/visitor.ts';

const PASSWORD = 'Brand-new-1!';
/** What the video subscription grants (services' seed catalogue). */
const VIDEO_SUBSCRIPTION = 'subscriber';

/** A video of /videos' 'Latest Videos' rail that only the video subscription opens. */
async function paidVideoTitle(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${SERVICES_ORIGIN}/feed/feed/1/sections/?section=latest`);
  const { sections } = (await response.json()) as FeedSectionsResponse;
  const paid = sections[0]?.itemData.find(
    ({ metaData }) =>
      metaData.SysEntryEntitlements.length === 1 && metaData.SysEntryEntitlements[0] === VIDEO_SUBSCRIPTION,
  );
  if (!paid) throw new Error('the Latest Videos rail has no video for the video subscription alone');
  return paid.metaData.title;
}

/** The video's card on /videos: its padlock, and the title link that opens the player. */
async function videoCard(page: Page, title: string) {
  await page.goto('/videos');
  const link = page.getByRole('link', { name: title, exact: true }).first();
  await expect(link).toBeVisible();
  const card = page.getByRole('article').filter({ has: link });
  return { link, padlock: card.first().getByRole('img', { name: 'Locked' }) };
}

/** Past any month paid for (a month is at most 31 days). */
const PAST_THE_PAID_MONTH_MS = 32 * 24 * 60 * 60 * 1000;

async function moveServicesClock(request: APIRequestContext, body: { advanceMs?: number; reset?: boolean }) {
  const response = await request.post(`${SERVICES_ORIGIN}/__test/clock`, { data: body });
  expect(response.ok()).toBe(true);
}

async function packagesOverlay(page: Page) {
  await callStoreAction(page, 'openPackages');
  const overlay = page.getByRole('dialog', { name: 'Choose a subscription packages' });
  await expect(overlay.getByRole('heading', { name: 'Video Monthly Pass' })).toBeVisible();
  return overlay;
}

test('sign up, confirm, log in, buy with a promotion code, play a paid video, hold it, cancel it in the portal, and the video locks again', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await withCookieChoiceMade(page);
  const paidVideo = await paidVideoTitle(request);
  const email = `new-fan-${Date.now()}@club.test`;

  // Sign up and confirm with the emailed code.
  await page.goto('/account/signup');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByLabel('Display name').fill('New Fan');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/signup\/confirm\?email=/);
  const outbox = await request.get(`${SERVICES_ORIGIN}/__test/outbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: Array<{ code: string }> };
  await main
    .getByLabel('Code from the email')
    .first()
    .fill(messages[0]?.code ?? '');
  await main.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(main.getByRole('status')).toContainText('Your email is confirmed.');
  expect(await axeViolations(page)).toEqual([]);

  // Log in on the identity page; it goes on to the profile.
  await main.getByRole('link', { name: 'Log in' }).click();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await expect(profileButton(page)).toHaveText('Profile');
  await main.getByLabel('Display name').fill('Newer Fan');
  await main.getByRole('button', { name: 'Save details' }).click();
  await expect(main.getByText('Your details have been successfully updated')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Buy the video subscription; the hosted checkout takes a promotion code.
  let overlay = await packagesOverlay(page);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await overlay.getByRole('button', { name: /^Buy: Video Monthly Pass/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${SERVICES_ORIGIN}/payments/checkout/`));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Promotion code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Welcome offer, 10% off')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back on the package's success page: entitlements fetched again, the card reads 'Manage Subscriptions'.
  await expect(page).toHaveURL(/\/videos\/subscriptions\?payment=success&package=video-monthly/);
  await expect(profileButton(page)).toHaveText('Profile');
  overlay = await packagesOverlay(page);
  await expect(overlay.getByText('Thank you for your purchase')).toBeVisible();
  await expect(overlay.getByText('You now have Video Monthly Pass. Enjoy watching.')).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Manage Subscriptions' }).first()).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Continue where you left off' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // The paid video now opens from its card and plays: its picture decodes and time moves on.
  let card = await videoCard(page, paidVideo);
  await expect(card.padlock).toHaveCount(0);
  await card.link.click();
  const video = videoOverlay(page).locator('video');
  await expect(video).toHaveAttribute('data-first-frame', 'true', { timeout: 20_000 });
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime)).toBeGreaterThan(0.5);
  await page.keyboard.press('Escape');
  await expect(videoOverlay(page)).toBeHidden();

  // 'Manage Subscriptions' opens the account panel, whose 'Manage Subscriptions' opens the billing portal.
  overlay = await packagesOverlay(page);
  await overlay.getByRole('button', { name: 'Manage Subscriptions' }).first().click();
  const panel = accountPanel(page);
  await panel.getByRole('button', { name: 'Manage Subscriptions' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SERVICES_ORIGIN}/payments/portal/`));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel subscription' }).first().click();
  // Cancelled at the end of the month paid for, said in the supporter's own time.
  await expect(page.getByRole('status')).toContainText('has been cancelled and will not renew. Access until');
  await page.getByRole('link', { name: 'Return to the club site' }).click();

  // Until then the subscription is still held and the video still plays.
  await expect(profileButton(page)).toHaveText('Profile');
  card = await videoCard(page, paidVideo);
  await expect(card.padlock).toHaveCount(0);
  await card.link.click();
  await expect(videoOverlay(page).locator('video')).toHaveAttribute('data-first-frame', 'true', {
    timeout: 20_000,
  });
  await page.keyboard.press('Escape');

  // Once the services' clock passes the end of the period, the access has ended.
  await moveServicesClock(request, { advanceMs: PAST_THE_PAID_MONTH_MS });
  try {
    // A month on the browser's session has lapsed too (refresh tokens last 30 days): the supporter
    // signs in afresh, in a new browser.
    const later = await (await browser.newContext({ storageState: PROMOS_SEEN })).newPage();
    await withCookieChoiceMade(later);
    await later.goto('/videos');
    await signIn(later, { email, password: PASSWORD });
    overlay = await packagesOverlay(later);
    await expect(overlay.getByRole('button', { name: /^Buy: Video Monthly Pass/ })).toBeVisible();

    // And the same video is locked again: the padlock, and the player refuses it with spec 001 §8's text.
    card = await videoCard(later, paidVideo);
    await expect(card.padlock).toBeVisible();
    await card.link.click();
    await expect(videoOverlay(later).getByRole('alert')).toContainText(
      ACCESS_MESSAGES[ACCESS_STATUS.noSubscription],
    );
    await expect(videoOverlay(later).locator('video')).toHaveCount(0);
  } finally {
    await moveServicesClock(request, { reset: true });
  }
});
