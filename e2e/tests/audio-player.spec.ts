/**
 * The live audio bar (mfe-streaming's ./AudioPlayerModal in the shell's slot 10), by keyboard alone:
 * the session check's answer for every demo account and signed out, each with its exact text
 * (spec 001 §8) or a stream that plays; Play stream and Pause stream from the keyboard; the
 * commentary replay (on-demand audio, through the payment provider's library).
 */
import { SESSION_CHECK_ERRORS } from '@club/shared/contracts';
import type { Page } from '@playwright/test';
import { CLUB_NAME } from '../../shared/src/site/index.ts';
import { type DemoAccount, openAudioPlayer, PATIENT, seekBy, signIn } from '../support/player.ts';
import { withCookieChoiceMade, withoutOverlayPromos } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const LIVE_AUDIO = { entryID: 'live-audio-first-team', title: 'Live commentary' };
const AUDIO_REPLAY = { entryID: 'audio-replay-cup-tie', title: 'Commentary replay' };
const audioBar = (page: Page) => page.locator('[data-audio-player]');
const READY = { timeout: 20_000 };

async function visitAs(page: Page, account: DemoAccount | null) {
  // Signed out: the session lives in the account service's HttpOnly cookie (and in memory).
  await page.context().clearCookies();
  await withCookieChoiceMade(page);
  await page.goto('/videos');
  if (account) await signIn(page, account);
}

/** Play stream, then Pause stream, each from the keyboard; the sound moves on between. */
async function playAndPauseByKeyboard(page: Page) {
  const bar = audioBar(page);
  await expect(bar).toHaveAttribute('data-audio-state', 'ready', READY);
  await expect(bar.getByRole('status')).toHaveText('ready');
  await bar.getByRole('button', { name: 'Play stream' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toHaveAttribute('data-audio-state', 'playing');
  await expect(bar.getByRole('status')).toHaveText('playing');
  const audio = bar.locator('audio');
  const at = await audio.evaluate((node: HTMLAudioElement) => node.currentTime);
  await expect
    .poll(() => audio.evaluate((node: HTMLAudioElement) => node.currentTime), READY)
    .toBeGreaterThan(at + 1);
  // Spec 001 §4 step 5: play sets the volume to full.
  expect(await audio.evaluate((node: HTMLAudioElement) => node.volume)).toBe(1);

  const pause = bar.getByRole('button', { name: 'Pause stream' });
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar).toHaveAttribute('data-audio-state', 'paused');
  expect(await audio.evaluate((node: HTMLAudioElement) => node.paused)).toBe(true);
  await expect(bar.getByRole('button', { name: 'Play stream' })).toBeFocused();
}

test.describe('live audio bar', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    // Signing out clears the promos already seen too: no overlay promo may cover the bar.
    await withoutOverlayPromos(page);
    await withCookieChoiceMade(page);
  });

  test('a free account is refused live commentary with the session check text', async ({ page }) => {
    await visitAs(page, 'free');
    await openAudioPlayer(page, LIVE_AUDIO);
    const bar = audioBar(page);
    await expect(bar.getByRole('alert')).toContainText(SESSION_CHECK_ERRORS.ERR_3684853_3.title);
    await expect(bar.getByRole('button', { name: 'Play stream' })).toHaveCount(0);
    await bar.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
  });

  test('the audio account plays live commentary with Play stream and Pause stream, by keyboard, named on the lock screen', async ({
    page,
  }) => {
    await visitAs(page, 'audio');
    await openAudioPlayer(page, LIVE_AUDIO);
    await expect(audioBar(page).getByRole('heading', { name: 'Live Audio', level: 2 })).toBeVisible();
    await playAndPauseByKeyboard(page);
    // Issue 24 item 6: the Media Session names what plays, the club and the stream's picture, for a
    // phone's lock screen and a headset's buttons.
    const nowPlaying = await page.evaluate(() => {
      const metadata = navigator.mediaSession.metadata;
      return (
        metadata && {
          title: metadata.title,
          artist: metadata.artist,
          artwork: metadata.artwork.map((art) => art.src),
        }
      );
    });
    expect(nowPlaying).toMatchObject({ title: LIVE_AUDIO.title, artist: CLUB_NAME });
    expect(nowPlaying?.artwork).toEqual([expect.stringMatching(/^http/)]);
    await page.keyboard.press('Escape');
    await expect(audioBar(page)).toBeHidden();
    expect(await page.evaluate(() => navigator.mediaSession.metadata), 'closed, it names nothing').toBeNull();
  });

  test('the audio account hears live commentary a second later or earlier, to match a TV, and sees its delay', async ({
    page,
  }) => {
    await visitAs(page, 'audio');
    await openAudioPlayer(page, LIVE_AUDIO);
    const bar = audioBar(page);
    await expect(bar).toHaveAttribute('data-audio-state', 'ready', READY);
    await bar.getByRole('button', { name: 'Play stream' }).click();
    await expect(bar).toHaveAttribute('data-audio-state', 'playing');
    const timing = bar.getByRole('group', { name: 'Match the commentary to your TV' });
    await expect(timing.locator('[data-live-delay]')).toHaveText(/^Delay \d+ s$/, PATIENT);
    const audio = bar.locator('audio');
    const later = timing.getByRole('button', { name: '1 s later' });
    for (const _ of [1, 2]) {
      const back = await seekBy(audio, () => later.click());
      expect(back.jump).toBeLessThan(-0.5);
      expect(back.jump).toBeGreaterThan(-1.5);
    }
    // Two seconds back from where it played: a second earlier is inside the window.
    const forward = await seekBy(audio, () => timing.getByRole('button', { name: '1 s earlier' }).click());
    expect(forward.jump).toBeGreaterThan(0.5);
    expect(forward.jump).toBeLessThan(1.5);
    await expect(bar).toHaveAttribute('data-audio-state', 'playing');
  });

  test('signed out, blocked and the other accounts: refused with the exact text, or ready to play', async ({
    page,
  }) => {
    const cases = [
      { account: null, refusal: SESSION_CHECK_ERRORS.ERR_3684853_1.title },
      { account: 'blocked', refusal: SESSION_CHECK_ERRORS.ERR_56882466_1.title },
      { account: 'subscriber', refusal: null },
      { account: 'bypassed', refusal: null },
      // Spec 001 §8's country refusal is for video; the commentary is sold abroad.
      { account: 'traveller', refusal: null },
    ] as const;
    for (const { account, refusal } of cases) {
      await visitAs(page, account);
      await openAudioPlayer(page, LIVE_AUDIO);
      const bar = audioBar(page);
      if (refusal) {
        await expect(bar.getByRole('alert'), String(account)).toContainText(refusal);
        await expect(bar.getByRole('button', { name: 'Play stream' })).toHaveCount(0);
      } else {
        await expect(bar, String(account)).toHaveAttribute('data-audio-state', 'ready', READY);
      }
      await bar.getByRole('button', { name: 'Close' }).click();
      await expect(bar).toHaveCount(0);
    }
  });

  test('the commentary replay (on-demand audio) plays for the audio account through the payment provider, by keyboard', async ({
    page,
  }) => {
    await visitAs(page, 'audio');
    // Spec 001 §4: "The same status codes apply to audio via the payment provider: -1 grants a
    // playback session."
    const librarySession = page.waitForResponse((response) =>
      response.url().includes(`/payments/library/session/${AUDIO_REPLAY.entryID}`),
    );
    await openAudioPlayer(page, AUDIO_REPLAY);
    expect(await (await librarySession).json()).toMatchObject({ Status: -1 });
    await playAndPauseByKeyboard(page);
  });
});
