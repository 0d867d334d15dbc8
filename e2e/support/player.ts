/**
 * Signing in and opening the players for the streaming specs. Sign-in, as a demo account by its
 * role, is support/account.ts's through the site's own account panel (the one place to adapt when
 * sign-in changes). The players are opened through the shared stores' actions, the same
 * interface the streaming pages use (openMediaPlayer, openAudioPlayer), read from the page's one
 * copy of @club/shared/stores in the federation share scope.
 */
import type { Page } from '@playwright/test';
import { callStoreAction, demoAccount, signIn as signInWith } from './account.ts';

/** The demo accounts of services/README.md by role (their password: `@club/services/seed`). */
export const DEMO_ACCOUNTS = {
  free: 'free@club.test',
  subscriber: 'subscriber@club.test',
  audio: 'audio@club.test',
  blocked: 'blocked@club.test',
  bypassed: 'bypassed@club.test',
  traveller: 'traveller@club.test',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs in as a demo account through the account panel (support/account.ts), then closes it. */
export function signIn(page: Page, account: DemoAccount): Promise<void> {
  return signInWith(page, demoAccount(DEMO_ACCOUNTS[account]));
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
