/**
 * The players at the spec's four breakpoints (450, 760, 1024 and 1440 px), with axe-core finding no
 * violation of any impact (every rule at 450 and 1440 px, the layout rules between: support/a11y.ts): the video overlay on an on-demand video, the live player page with its
 * ClearKey video in the overlay, and the live audio bar on its page, each as it plays (the video
 * paused after its first frame, as axe-core beside a decoding stream is slow on a loaded machine).
 * The pages themselves are swept in pages-at-breakpoints.spec.ts.
 */
import type { Page } from '@playwright/test';
import { axeViolationsAtWidth } from '../support/a11y.ts';
import { openVideoPlayer, signIn, videoOverlay } from '../support/player.ts';
import { withCookieChoiceMade, withoutOverlayPromos } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

// Live video plays here: outside spec 001 §9's Saturday blackout, whenever the run is (support/test.ts).
test.use({ guardBlackout: true });

/** Spec 000 §2, spec 001 §2: the layout breakpoints. */
const BREAKPOINTS = [450, 760, 1024, 1440] as const;

/** Decrypting video on a loaded two-core machine can take a while to start. */
const PATIENT = { timeout: 60_000 };

/** Spec 001 §2 "Video player overlay" and "Audio player panel", §4: the players' sizes. */
const EMBED_HEIGHT_OVER_WIDTH = 0.5925;
const OVERLAY_BODY_MAX_PX = 800;
const OVERLAY_COLUMN_PX = 500;
const AUDIO_BAR_PX = { height: 60, wideHeight: 120, maxWidth: 960, cycleS: 60 };
const AUDIO_PLAYER_PX = { width: 600, height: 120 };
const WIDE_FROM_PX = 1024;

/** The overlay as laid out: the embed's height over its width, the body's and the column's widths. */
async function overlayGeometry(page: Page) {
  return videoOverlay(page).evaluate((overlay) => {
    const box = (selector: string) => overlay.querySelector(selector)?.getBoundingClientRect() ?? null;
    const embed = box('[data-player-state]');
    const body = box('[data-sidebar]');
    const column = overlay.querySelector('[data-sidebar] > div')?.getBoundingClientRect() ?? null;
    return {
      ratio: embed ? embed.height / embed.width : 0,
      body: body?.width ?? 0,
      column: column?.width ?? 0,
      sidebar: overlay.querySelector('[data-sidebar]')?.getAttribute('data-sidebar') === 'true',
    };
  });
}

/**
 * The first decoded frame, then paused from the keyboard (k) with focus where the overlay left it:
 * the picture takes it when the player opens, so the shortcuts work at once (issue 24, point 8).
 */
async function playThenPause(page: Page) {
  const video = videoOverlay(page).locator('video');
  await expect(video).toHaveAttribute('data-first-frame', 'true', PATIENT);
  await expect(video).toBeFocused();
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
        // Spec 001 §2: the embed about 59.25% as high as wide, the body at most 800 px, and from
        // 1024 px the content column 500 px beside the sidebar.
        const geometry = await overlayGeometry(page);
        expect(geometry.ratio).toBeCloseTo(EMBED_HEIGHT_OVER_WIDTH, 2);
        expect(geometry.body).toBeLessThanOrEqual(OVERLAY_BODY_MAX_PX);
        if (width >= OVERLAY_BODY_MAX_PX) expect(geometry.body).toBe(OVERLAY_BODY_MAX_PX);
        if (width >= WIDE_FROM_PX && geometry.sidebar) expect(geometry.column).toBe(OVERLAY_COLUMN_PX);
        expect(await axeViolationsAtWidth(page, width, '[data-player-overlay]')).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(videoOverlay(page)).toBeHidden();
      });

      await test.step('the live player page, its ClearKey video in the overlay', async () => {
        await page.goto('/live/video/live-video-first-team');
        await playThenPause(page);
        expect(await axeViolationsAtWidth(page, width)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(videoOverlay(page)).toBeHidden();
        // Behind the overlay, the page itself.
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolationsAtWidth(page, width)).toEqual([]);
      });

      await test.step('the live audio bar on its page, playing', async () => {
        await page.goto('/live/audio/live-audio-first-team');
        const bar = page.locator('[data-audio-player]');
        await expect(bar).toHaveAttribute('data-audio-state', 'ready', PATIENT);
        await bar.getByRole('button', { name: 'Play stream' }).click();
        await expect(bar).toHaveAttribute('data-audio-state', 'playing');
        // Spec 001 §2: 60 px high, 120 px from 1024 px, at most 960 px wide, a 60 s play animation;
        // §4: the player 600 wide and, where the bar is 120 high, 120 high.
        const sizes = await bar.evaluate((node) => {
          const style = getComputedStyle(node);
          const player = node.querySelector('[data-audio-controls]')?.getBoundingClientRect();
          const pulse = node.querySelector('[aria-hidden="true"]:last-child');
          return {
            minHeight: style.minBlockSize,
            width: node.getBoundingClientRect().width,
            playerWidth: player?.width ?? 0,
            playerHeight: player?.height ?? 0,
            cycle: pulse ? getComputedStyle(pulse).animationDuration : '',
          };
        });
        const wide = width >= WIDE_FROM_PX;
        expect(sizes.minHeight).toBe(`${wide ? AUDIO_BAR_PX.wideHeight : AUDIO_BAR_PX.height}px`);
        expect(sizes.width).toBeLessThanOrEqual(AUDIO_BAR_PX.maxWidth);
        if (width > AUDIO_BAR_PX.maxWidth) expect(sizes.width).toBe(AUDIO_BAR_PX.maxWidth);
        expect(sizes.playerWidth).toBeLessThanOrEqual(AUDIO_PLAYER_PX.width);
        if (wide)
          expect([sizes.playerWidth, sizes.playerHeight]).toEqual([
            AUDIO_PLAYER_PX.width,
            AUDIO_PLAYER_PX.height,
          ]);
        expect(sizes.cycle).toBe(`${AUDIO_BAR_PX.cycleS}s`);
        expect(await axeViolationsAtWidth(page, width)).toEqual([]);
      });
    });
  }
});
