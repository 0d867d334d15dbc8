/**
 * The live audio bar (mfe-streaming's ./AudioPlayerModal in the shell's slot 10), by keyboard alone:
 * a free account is refused live commentary with the session check's text and closes the bar.
 */
import { SESSION_CHECK_ERRORS } from '@club/shared/contracts';
import type { Page } from '@playwright/test';
import { type DemoAccount, openAudioPlayer, signIn } from '../support/player.ts';
import { withCookieChoiceMade } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const LIVE_AUDIO = { entryID: 'live-audio-first-team', title: 'Live commentary' };
const audioBar = (page: Page) => page.locator('[data-audio-player]');

async function visitAs(page: Page, account: DemoAccount) {
  // Signed out: the session lives in the account service's HttpOnly cookie (and in memory).
  await page.context().clearCookies();
  await page.goto('/videos');
  await signIn(page, account);
}

test.describe('live audio bar', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
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
});
