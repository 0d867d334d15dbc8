/**
 * Signing in and opening the players for the streaming specs. Sign-in goes through the site's own
 * account panel, so it follows whatever the account remote does with the tokens (ONE place to
 * adapt when sign-in changes). The players are opened through the shared stores' actions, the same
 * interface the streaming pages use (openMediaPlayer, openAudioPlayer), read from the page's one
 * copy of @club/shared/stores in the federation share scope.
 */
import { expect, type Page } from '@playwright/test';
import { callStoreAction } from './account.ts';
import { accountPanel, profileButton } from './site.ts';

/** The demo accounts of services/README.md; every one has the same password. */
export const DEMO_PASSWORD = 'Password1!';
export const DEMO_ACCOUNTS = {
  free: 'free@club.test',
  subscriber: 'subscriber@club.test',
  audio: 'audio@club.test',
  blocked: 'blocked@club.test',
  bypassed: 'bypassed@club.test',
  traveller: 'traveller@club.test',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs in as a demo account through the account panel, then closes the panel. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await profileButton(page).click();
  const panel = accountPanel(page);
  await panel.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS[account]);
  await panel.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(panel.getByText('Welcome back')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

type StoreAction = 'openMediaPlayer' | 'openAudioPlayer' | 'closeMediaPlayer' | 'closeAudioPlayer';

/** Calls a player action of the page's @club/shared/stores (support/account.ts `callStoreAction`). */
export function callPlayerStore(page: Page, action: StoreAction, argument?: unknown): Promise<void> {
  return callStoreAction(page, action, ...(argument === undefined ? [] : [argument]));
}

/** Opens the video player overlay on an on-demand entry or a live stream asset. */
export function openVideoPlayer(
  page: Page,
  request: { mediaType: 'OnDemand' | 'DrmLiveVideo'; videoID: string; videoName?: string; section?: string },
): Promise<void> {
  return callPlayerStore(page, 'openMediaPlayer', request);
}

/** Opens the live audio player on a stream asset. */
export function openAudioPlayer(page: Page, request: { entryID: string; title?: string }): Promise<void> {
  return callPlayerStore(page, 'openAudioPlayer', request);
}

/** The video player overlay mfe-streaming draws once loaded. */
export const videoOverlay = (page: Page) => page.locator('[data-player-overlay]');
