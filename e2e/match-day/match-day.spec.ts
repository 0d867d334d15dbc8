/**
 * Match day at scale (issue 25), in Chromium against the built site whose services run as two
 * processes on PostgreSQL (playwright.match-day.config.ts): a subscriber signs in, plays a paid
 * video and leaves it part way, and another device resumes it where it was left; the services' one
 * scrape of /metrics shows the supporter's requests answered by both processes. A third device of
 * the account is refused the live stream while two others hold it, whichever process each reached.
 */

import { blackoutEndsAt } from '@club/services/rules';
import { DEMO_PASSWORD } from '@club/services/seed';
import { RESUME_MIN_SECONDS, SESSION_CHECK_ERRORS } from '@club/shared/contracts';
import type { APIRequestContext, Locator } from '@playwright/test';
import { MATCH_DAY_PROCESSES } from '../support/match-day.ts';
import { DEMO_ACCOUNTS, openVideoPlayer, signIn, videoOverlay } from '../support/player.ts';
import { SERVICES_ORIGIN, withCookieChoiceMade } from '../support/site.ts';
import { expect, test } from '../support/test.ts';
import { PROMOS_SEEN } from '../support/visitor.ts';

const LIVE_VIDEO = {
  mediaType: 'DrmLiveVideo',
  videoID: 'live-video-first-team',
  videoName: 'Live match',
} as const;

/** Requests each services process has answered so far, from one scrape of /metrics. */
async function answeredByProcess(request: APIRequestContext): Promise<Map<string, number>> {
  const response = await request.get(`${SERVICES_ORIGIN}/metrics`);
  expect(response.ok()).toBe(true);
  const answered = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (!line.startsWith('http_requests_total{')) continue;
    const process = /process="(\d+)"/.exec(line)?.[1] ?? '?';
    answered.set(process, (answered.get(process) ?? 0) + Number(line.split(' ').at(-1)));
  }
  return answered;
}

async function servicesNow(request: APIRequestContext, body: { advanceMs?: number; reset?: boolean } = {}) {
  const response = await request.post(`${SERVICES_ORIGIN}/__test/clock`, { data: body });
  expect(response.ok()).toBe(true);
  return new Date(((await response.json()) as { now: string }).now);
}

/** A paid on-demand video of the seed (the subscriber's), released now, at least five minutes long. */
async function paidVideo(request: APIRequestContext) {
  const q = encodeURIComponent('publicationData.startAt:[* TO NOW]');
  const response = await request.get(`${SERVICES_ORIGIN}/videos/search?q=${q}&page[size]=100`);
  const { data } = (await response.json()) as {
    data: Array<{
      metaData: { title: string; SysEntryEntitlements: string[]; VideoDuration: number };
      mediaData: { entryId: string; mediaType?: string };
    }>;
  };
  const video = data.find(
    (item) =>
      item.mediaData.mediaType !== 'Live' &&
      item.metaData.VideoDuration >= 300 &&
      item.metaData.SysEntryEntitlements.join() === 'subscriber',
  );
  if (!video) throw new Error('the seed has no paid video of five minutes or more');
  return { videoID: video.mediaData.entryId, videoName: video.metaData.title };
}

const position = (video: Locator) => video.evaluate((node: HTMLVideoElement) => node.currentTime);

/** Two other devices of the account holding the live stream, each granted by a session check (a lease). */
async function holdLiveStreamElsewhere(request: APIRequestContext) {
  const signedIn = await request.post(`${SERVICES_ORIGIN}/identity/sign-in`, {
    data: { email: DEMO_ACCOUNTS.subscriber, password: DEMO_PASSWORD },
  });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const asOtherDevice = { authorization: `Bearer ${access_token}`, connection: 'close' };
  // A clean slate: no playback of this account left over from the other test.
  await request.delete(`${SERVICES_ORIGIN}/streams/sessions`, { headers: asOtherDevice });
  // Each on a new connection, so on both processes; no websocket: the session check alone counts.
  for (let device = 0; device < 2; device++) {
    const granted = await request.post(`${SERVICES_ORIGIN}/streams/session/check`, {
      data: { data: { attributes: { videoID: LIVE_VIDEO.videoID, mediaType: 'live-stream' } } },
      headers: asOtherDevice,
    });
    expect(granted.status()).toBe(200);
  }
}

test.describe('match day: the services as two processes on PostgreSQL', () => {
  test.describe.configure({ timeout: 180_000 });
  test.afterEach(async ({ request }) => {
    await servicesNow(request, { reset: true });
  });

  test('a subscriber signs in, plays, and resumes on another device, answered by both processes', async ({
    page,
    browser,
    request,
  }) => {
    const before = await answeredByProcess(request);
    // Out of the Saturday blackout, on every process's clock, so the live stream is refused only
    // for the devices.
    const now = await servicesNow(request);
    const blackoutEnd = blackoutEndsAt(now, 'GB');
    if (blackoutEnd)
      await servicesNow(request, { advanceMs: blackoutEnd.getTime() - now.getTime() + 60_000 });

    const video = await paidVideo(request);
    await withCookieChoiceMade(page);
    await page.goto('/videos');
    await signIn(page, 'subscriber');
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...video });
    const player = videoOverlay(page).locator('video');
    await expect(player).toHaveAttribute('data-first-frame', 'true', { timeout: 30_000 });
    await player.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('l');
    await expect.poll(() => position(player)).toBeGreaterThan(RESUME_MIN_SECONDS + 20);
    const saved = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${SERVICES_ORIGIN}/videos/resume/`) &&
        response.request().method() === 'PUT',
    );
    await page.keyboard.press('k');
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const left =
      ((await answer.json()) as { data: { positionSeconds: number } | null }).data?.positionSeconds ?? 0;
    expect(left).toBeGreaterThan(RESUME_MIN_SECONDS + 20);
    await page.keyboard.press('Escape');
    await expect(videoOverlay(page)).toBeHidden();

    // Another device resumes the video where it was left.
    const other = await browser.newContext({ storageState: PROMOS_SEEN });
    try {
      const phone = await other.newPage();
      await withCookieChoiceMade(phone);
      await phone.goto('/videos');
      await signIn(phone, 'subscriber');
      const rail = phone.getByRole('region', { name: 'Continue watching' });
      const card = rail
        .getByRole('article')
        .filter({ has: phone.getByRole('link', { name: video.videoName }) });
      await card.getByRole('link', { name: video.videoName }).click();
      const resumed = videoOverlay(phone).locator('video');
      await expect(resumed).toHaveAttribute('data-first-frame', 'true', { timeout: 30_000 });
      const start = await position(resumed);
      expect(start).toBeGreaterThanOrEqual(left - 2);
      expect(start).toBeLessThan(left + 8);
    } finally {
      await other.close();
    }

    // Both processes answered the supporter's requests.
    const after = await answeredByProcess(request);
    for (let process = 1; process <= MATCH_DAY_PROCESSES; process++) {
      const answered = (after.get(String(process)) ?? 0) - (before.get(String(process)) ?? 0);
      expect(answered, `requests answered by process ${process}`).toBeGreaterThan(5);
    }
  });

  // The devices' leases are rows of one table: counted together whichever process each reaches.
  test('a third device of the account is refused the live stream, whichever process each device reaches', async ({
    page,
    request,
  }) => {
    // Out of the Saturday blackout, on every process's clock, so the live stream is refused only
    // for the devices.
    const now = await servicesNow(request);
    const blackoutEnd = blackoutEndsAt(now, 'GB');
    if (blackoutEnd)
      await servicesNow(request, { advanceMs: blackoutEnd.getTime() - now.getTime() + 60_000 });
    await withCookieChoiceMade(page);
    await page.goto('/videos');
    await signIn(page, 'subscriber');
    // Two other devices hold the live stream; this one is the third.
    await holdLiveStreamElsewhere(request);
    await openVideoPlayer(page, LIVE_VIDEO);
    const refusal = videoOverlay(page).getByRole('alert');
    await expect(refusal).toContainText(SESSION_CHECK_ERRORS.ERR_54648_1.title);
    await expect(refusal).toContainText('2 devices are watching on this account now; the limit is 2.');
  });
});
