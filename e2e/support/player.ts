/**
 * Signing in and opening the players for the streaming specs. Sign-in, as a demo account by its
 * role, is support/account.ts's through the site's own account panel (the one place to adapt when
 * sign-in changes). The players are opened through the shared stores' actions, the same
 * interface the streaming pages use (openMediaPlayer, openAudioPlayer), read from the page's one
 * copy of @club/shared/stores in the federation share scope.
 */
import type { Locator, Page } from '@playwright/test';
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

/**
 * Decrypting and decoding live media in software keeps a loaded two-core machine's renderer busy
 * for seconds at a time: the page answers, but late.
 */
export const PATIENT = { timeout: 30_000 };

/** The cues of the chapters track of `video` (the key moments on its seek bar), one text each. */
export function chapterTexts(video: Locator): Promise<string[]> {
  return video.evaluate((node: HTMLVideoElement) =>
    [...([...node.textTracks].find((track) => track.kind === 'chapters')?.cues ?? [])].map(
      (cue) => (cue as VTTCue).text,
    ),
  );
}

/** A seek a player made, as `seekBy` reads it. */
export interface Seek {
  /** Where the seek goes, and where the DVR window starts. */
  target: number;
  windowStart: number;
  /** How far it moves the picture (or sound) beyond playing on (negative: back). */
  jump: number;
}

/**
 * Does `act` and reads the seek it makes on `media` (a video or audio element): its target against
 * where it was before, less the time between (playing on moves it by that much at most; a stall,
 * less).
 */
export async function seekBy(media: Locator, act: () => Promise<void>): Promise<Seek> {
  type Watched = HTMLMediaElement & { nextSeek?: Promise<Seek> };
  await media.evaluate(
    (node: Watched) => {
      const from = { time: node.currentTime, at: performance.now() };
      node.nextSeek = new Promise((resolve) =>
        node.addEventListener(
          'seeking',
          () =>
            resolve({
              target: node.currentTime,
              windowStart: node.seekable.length > 0 ? node.seekable.start(0) : 0,
              jump: node.currentTime - from.time - (performance.now() - from.at) / 1000,
            }),
          { once: true },
        ),
      );
    },
    undefined,
    PATIENT,
  );
  await act();
  return media.evaluate((node: Watched) => node.nextSeek as Promise<Seek>, undefined, PATIENT);
}
