/**
 * Issue 19, paid access end to end in Chromium: match passes are per match (a supporter buys one
 * pass, its card reads 'Manage Subscriptions' while every other match's pass is still for sale, and
 * buys a second); a demo voucher code really redeems on the streamer site, and what it grants plays
 * at once. The concurrency and cancellation journeys are in live-player.spec.ts and
 * account-purchase.spec.ts.
 */
import type { FeedSectionsResponse, PackagesResponse } from '@club/shared/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { callStoreAction, demoAccount, signIn } from '../support/account.ts';
import { videoOverlay } from '../support/player.ts';
import { SERVICES_ORIGIN, STREAMER_ORIGIN, withCookieChoiceMade } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** The passes on sale now, as the streamline service lists them (soonest match first). */
async function passesOnSale(request: APIRequestContext) {
  const response = await request.get(`${SERVICES_ORIGIN}/streamline/packages?filter.packageType=match-pass`);
  return ((await response.json()) as PackagesResponse).data;
}

async function matchPasses(page: Page) {
  await callStoreAction(page, 'openPackages');
  const overlay = page.getByRole('dialog', { name: 'Choose a subscription packages' });
  await overlay.getByRole('tab', { name: 'Match passes' }).click();
  return overlay;
}

/** Pays the hosted checkout the browser is on, and waits to be back on the site. */
async function pay(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${SERVICES_ORIGIN}/payments/checkout/`));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/videos\/subscriptions\?payment=success&package=match-pass-/);
}

test('a match pass is for its match only: buy one, every other pass is still for sale, buy a second', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await withCookieChoiceMade(page);
  const [first, second] = await passesOnSale(request);
  if (!first || !second) throw new Error('fewer than two match passes on sale');
  const priceOf = (pass: typeof first, index: number) => pass.attributes.priceData[index]?.priceDisplay ?? '';

  await page.goto('/videos/subscriptions');
  await signIn(page, demoAccount('holder@club.test'));
  let overlay = await matchPasses(page);
  await overlay.getByRole('button', { name: `Buy: ${first.attributes.title}, ${priceOf(first, 0)}` }).click();
  await pay(page);

  overlay = await matchPasses(page);
  const firstCard = overlay.getByRole('article', { name: first.attributes.title });
  const secondCard = overlay.getByRole('article', { name: second.attributes.title });
  await expect(firstCard.getByRole('button', { name: 'Manage Subscriptions' })).toBeVisible();
  // The same match with commentary is an upgrade; the next match's pass is still for sale.
  await expect(
    firstCard.getByRole('button', { name: `Upgrade: ${first.attributes.title}, ${priceOf(first, 1)}` }),
  ).toBeVisible();
  await expect(secondCard.getByRole('button', { name: 'Manage Subscriptions' })).toHaveCount(0);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await secondCard
    .getByRole('button', { name: `Buy: ${second.attributes.title}, ${priceOf(second, 0)}` })
    .click();
  await pay(page);
  overlay = await matchPasses(page);
  await expect(
    overlay
      .getByRole('article', { name: second.attributes.title })
      .getByRole('button', { name: 'Manage Subscriptions' }),
  ).toBeVisible();
  await expect(
    overlay
      .getByRole('article', { name: first.attributes.title })
      .getByRole('button', { name: 'Manage Subscriptions' }),
  ).toBeVisible();
});

test('a demo voucher redeems on the streamer site, and the video it grants plays at once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await withCookieChoiceMade(page);
  // A video of the replays playlist that only the video subscription opens.
  const feed = await request.get(`${SERVICES_ORIGIN}/feed/feed/1/sections/?section=latest`);
  const paid = ((await feed.json()) as FeedSectionsResponse).sections[0]?.itemData.find(
    ({ metaData }) => metaData.SysEntryEntitlements.join() === 'subscriber',
  );
  if (!paid) throw new Error('the replays playlist has no video for the video subscription alone');

  await page.goto(`${STREAMER_ORIGIN}/`);
  await signIn(page, demoAccount('staff@club.test'));
  const replays = page.locator('#videos');
  const card = replays
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: paid.metaData.title }) });
  await expect(card.getByRole('img', { name: 'Locked' })).toBeVisible();

  const voucher = page.getByRole('region', { name: 'Redeem a voucher code' });
  await voucher.getByLabel('Voucher code').fill('NBFC-MNTH-3JRC-5VLB');
  await voucher.getByRole('button', { name: 'Redeem' }).click();
  await expect(voucher.getByRole('status')).toHaveText(
    'Voucher redeemed: 30 days of live match video and replays. It is in your account now.',
  );
  expect(await axeViolations(page, '[data-voucher-form]')).toEqual([]);
  // The same code again: used.
  await voucher.getByLabel('Voucher code').fill('NBFC-MNTH-3JRC-5VLB');
  await voucher.getByRole('button', { name: 'Redeem' }).click();
  await expect(voucher.getByRole('alert')).toHaveText('This voucher code has already been used.');

  // What it granted opens at once: no padlock, and the player plays the video.
  await expect(card.getByRole('img', { name: 'Locked' })).toHaveCount(0);
  await card.getByRole('link', { name: paid.metaData.title }).click();
  const video = videoOverlay(page).locator('video');
  await expect(video).toHaveAttribute('data-first-frame', 'true', { timeout: 30_000 });
});
