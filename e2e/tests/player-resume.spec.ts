/**
 * What a supporter notices of the player's sessions (issue 12 item 9 "Resume", spec 001 §4): an
 * on-demand video left part way resumes where it was left, on another device signed in as the same
 * account, which offers it under 'Continue watching' on /videos; and a long video keeps playing past
 * its playback token's ten minutes, because the player renews it through the payments library with
 * the izSession it was handed once ready. That positions survive a services restart is proven
 * services-side (services/src/resume/resume-routes.test.ts).
 */

import { PLAYBACK_TOKEN_TTL_MS } from '@club/services/rules';
import { PAYMENTS_SESSION_HEADER, RESUME_MIN_SECONDS } from '@club/shared/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { openVideoPlayer, signIn, videoOverlay } from '../support/player.ts';
import { moveServicesClock, SERVICES_ORIGIN, withCookieChoiceMade } from '../support/site.ts';
import { expect, test } from '../support/test.ts';
import { PROMOS_SEEN } from '../support/visitor.ts';

interface SearchItem {
  metaData: { title: string; SysEntryEntitlements: string[]; VideoDuration: number };
  mediaData: { entryId: string; mediaType?: string };
}

/** Paid on-demand videos of the seed (the subscriber's), released now, at least `seconds` long. */
async function paidVideos(request: APIRequestContext, seconds: number) {
  const q = encodeURIComponent('publicationData.startAt:[* TO NOW]');
  const response = await request.get(`${SERVICES_ORIGIN}/videos/search?q=${q}&page[size]=100`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: SearchItem[] };
  const found = data.filter(
    (video) =>
      video.mediaData.mediaType !== 'Live' &&
      video.metaData.VideoDuration >= seconds &&
      video.metaData.SysEntryEntitlements.length === 1 &&
      video.metaData.SysEntryEntitlements[0] === 'subscriber',
  );
  expect(found.length, `the seed has paid videos of ${seconds} s or more`).toBeGreaterThan(1);
  return found.map((video) => ({ videoID: video.mediaData.entryId, videoName: video.metaData.title }));
}

const position = (video: Locator) => video.evaluate((node: HTMLVideoElement) => node.currentTime);

/** The picture is moving: frames decoded and the position going forward. */
async function expectPlayingOn(video: Locator, from: number) {
  await expect.poll(() => position(video), { timeout: 20_000 }).toBeGreaterThan(from + 1);
  const frames = await video.evaluate(
    (node: HTMLVideoElement) => node.getVideoPlaybackQuality().totalVideoFrames,
  );
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.getVideoPlaybackQuality().totalVideoFrames))
    .toBeGreaterThan(frames);
}

const isResumeSave = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().startsWith(`${SERVICES_ORIGIN}/videos/resume/`) && response.request().method() === 'PUT',
  );

test.describe('resume', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a subscriber leaves a paid video part way; signed in on another device, 'Continue watching' offers it and it resumes there", async ({
    page,
    browser,
    request,
  }) => {
    const [, video] = await paidVideos(request, 300);
    if (!video) throw new Error('no video');
    await withCookieChoiceMade(page);
    await page.goto('/videos');
    await signIn(page, 'subscriber');
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...video });
    const player = videoOverlay(page).locator('video');
    await expect(player).toHaveAttribute('data-first-frame', 'true', { timeout: 20_000 });

    // Forward by keyboard, well past the first seconds, then pause: the position is saved.
    await player.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('l');
    await expect.poll(() => position(player)).toBeGreaterThan(RESUME_MIN_SECONDS + 20);
    const saved = isResumeSave(page);
    await page.keyboard.press('k');
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const left = ((await answer.json()) as { data: { positionSeconds: number } | null }).data
      ?.positionSeconds;
    expect(left, 'the service kept the position').toBeGreaterThan(RESUME_MIN_SECONDS + 20);
    await page.keyboard.press('Escape');
    await expect(videoOverlay(page)).toBeHidden();

    // Another device: a new browser, signed in as the same account.
    const other = await browser.newContext({ storageState: PROMOS_SEEN });
    try {
      const phone = await other.newPage();
      await withCookieChoiceMade(phone);
      await phone.goto('/videos');
      await signIn(phone, 'subscriber');
      const rail = phone.getByRole('region', { name: 'Continue watching' });
      await expect(rail).toBeVisible();
      // It comes before the feed's rails, and says how far the supporter got.
      const firstFeedRail = phone.locator('section[data-section]').first();
      expect(
        await rail.evaluate(
          (node, next) =>
            Boolean(next && node.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING),
          await firstFeedRail.elementHandle(),
        ),
      ).toBe(true);
      const card = rail
        .getByRole('article')
        .filter({ has: phone.getByRole('link', { name: video.videoName }) });
      await expect(card.getByRole('progressbar', { name: /^Watched \d\d:\d\d of / })).toBeVisible();
      expect(await axeViolations(phone, '[data-continue-watching]')).toEqual([]);

      await card.getByRole('link', { name: video.videoName }).click();
      const resumed = videoOverlay(phone).locator('video');
      await expect(resumed).toHaveAttribute('data-first-frame', 'true', { timeout: 20_000 });
      const start = await position(resumed);
      expect(start).toBeGreaterThanOrEqual((left ?? 0) - 2);
      expect(start).toBeLessThan((left ?? 0) + 8);
      await expect(
        videoOverlay(phone).getByRole('button', { name: 'Start from the beginning' }),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe('a long video past its playback token', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request }) => {
    await moveServicesClock(request, { reset: true });
  });

  test('keeps playing: the player renews through the payments library with the izSession it was handed once ready', async ({
    page,
    request,
  }) => {
    const [video] = await paidVideos(request, 600);
    if (!video) throw new Error('no video');
    const sessionStates: number[] = [];
    const renewals: Array<{ status: number; izSession: string | null }> = [];
    const refusedSegments: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(`${SERVICES_ORIGIN}/payments/library/session-state`))
        sessionStates.push(response.status());
      const izSession = response.request().headers()[PAYMENTS_SESSION_HEADER] ?? null;
      if (url.startsWith(`${SERVICES_ORIGIN}/payments/library/session/`) && izSession)
        renewals.push({ status: response.status(), izSession });
      if (/\/media\/vod\/[^/]+\/\d+\.m4s/.test(url) && response.status() === 403) refusedSegments.push(url);
    });

    await withCookieChoiceMade(page);
    await page.goto('/videos');
    await signIn(page, 'subscriber');
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...video });
    const player = videoOverlay(page).locator('video');
    await expect(player).toHaveAttribute('data-first-frame', 'true', { timeout: 20_000 });
    // Spec 001 §4: once ready, the player is given the session-state lookup's token.
    await expect.poll(() => sessionStates).toEqual([200]);

    // Eleven minutes on, the playback token has expired; further on in the video, past what is buffered.
    await moveServicesClock(request, { advanceMs: PLAYBACK_TOKEN_TTL_MS + 60_000 });
    await player.evaluate((node: HTMLVideoElement) => {
      node.currentTime = 300;
    });
    await expectPlayingOn(player, 300);
    await expect(videoOverlay(page).getByRole('alert')).toHaveCount(0);

    expect(refusedSegments.length, 'the media service refused the expired token').toBeGreaterThan(0);
    expect(renewals.length, 'renewed with the izSession').toBeGreaterThan(0);
    expect(renewals.every((renewal) => renewal.status === 200)).toBe(true);
  });
});
