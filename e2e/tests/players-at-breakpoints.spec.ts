/**
 * The players at the spec's four breakpoints (450, 760, 1024 and 1440 px), with axe-core finding no
 * violation of any impact: the video overlay on an on-demand video, the live player page with its
 * ClearKey video in the overlay, and the live audio bar on its page, each as it plays (the video
 * paused after its first frame, as axe-core beside a decoding stream is slow on a loaded machine).
 * The pages themselves are swept in pages-at-breakpoints.spec.ts.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { openVideoPlayer, signIn, videoOverlay } from '../support/player.ts';
import { withCookieChoiceMade, withoutOverlayPromos } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** Spec 000 §2, spec 001 §2: the layout breakpoints. */
const BREAKPOINTS = [450, 760, 1024, 1440] as const;

/** Decrypting video on a loaded two-core machine can take a while to start. */
const PATIENT = { timeout: 60_000 };

/** The first decoded frame, then paused from the keyboard (k). */
async function playThenPause(page: Page) {
  const video = videoOverlay(page).locator('video');
  await expect(video).toHaveAttribute('data-first-frame', 'true', PATIENT);
  await video.focus();
  await page.keyboard.press('k');
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused), PATIENT).toBe(true);
}

test.describe('the players at the four breakpoints', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => {
    await withoutOverlayPromos(page);
    await withCookieChoiceMade(page);
  });

  for (const width of BREAKPOINTS) {
    test(`at ${width} px: the video overlay, the live player page and the audio bar have no axe-core violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/videos');
      await signIn(page, 'subscriber');

      await test.step('the video overlay on an on-demand video', async () => {
        const first = page.locator('section[data-section]').first().getByRole('article').first();
        const title = await first.getByRole('link').getAttribute('href');
        const videoID = decodeURIComponent((title ?? '').replace('/videos/', ''));
        await openVideoPlayer(page, { mediaType: 'OnDemand', videoID });
        await playThenPause(page);
        // The overlay is the whole window: nothing wider than it.
        const overflow = await videoOverlay(page).evaluate((node) => node.scrollWidth - node.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await axeViolations(page, '[data-player-overlay]')).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(videoOverlay(page)).toBeHidden();
      });

      await test.step('the live player page, its ClearKey video in the overlay', async () => {
        await page.goto('/live/video/live-video-first-team');
        await playThenPause(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(videoOverlay(page)).toBeHidden();
        // Behind the overlay, the page itself.
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      await test.step('the live audio bar on its page, playing', async () => {
        await page.goto('/live/audio/live-audio-first-team');
        const bar = page.locator('[data-audio-player]');
        await expect(bar).toHaveAttribute('data-audio-state', 'ready', PATIENT);
        await bar.getByRole('button', { name: 'Play stream' }).click();
        await expect(bar).toHaveAttribute('data-audio-state', 'playing');
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});
