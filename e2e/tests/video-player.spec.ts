/**
 * The video player overlay (mfe-streaming's ./VideoPlayerModal in the shell's slot 9), as supporters
 * use it: on-demand video plays or is refused with spec 001 §8's texts, signed out and as the demo
 * accounts; the overlay has the club logo, a close button and its sidebar; Escape, Close and Back
 * close it and give focus back; hls.js is not downloaded until a player opens.
 */
import {
  ACCESS_MESSAGES,
  type FeedSectionsResponse,
  type MatchDetailResponse,
  minuteText,
  replaySeconds,
  SITE_COOKIES,
  SPOILER_FREE_LABEL,
} from '@club/shared/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/a11y.ts';
import { chapterTexts, openVideoPlayer, PATIENT, signIn, videoOverlay } from '../support/player.ts';
import { readCollected, SERVICES_ORIGIN, withCookieChoiceMade } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

interface SearchItem {
  metaData: { title: string; SysEntryEntitlements: string[] };
  mediaData: { entryId: string };
}

/** The seed's video with Arabic captions besides English ones, open to all. */
const BILINGUAL_VIDEO = 'Free preview: A Season with the Lionesses';

/** On-demand videos of the seed, released now, by what opens them. */
async function seededVideos(request: APIRequestContext) {
  const q = encodeURIComponent('publicationData.startAt:[* TO NOW]');
  const response = await request.get(`${SERVICES_ORIGIN}/videos/search?q=${q}&page[size]=100`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: SearchItem[] };
  const find = (label: string, test: (codes: string[]) => boolean) => {
    const item = data.find((video) => test(video.metaData.SysEntryEntitlements));
    if (!item) throw new Error(`the seed has no ${label} video`);
    return { videoID: item.mediaData.entryId, videoName: item.metaData.title };
  };
  const bilingual = data.find((video) => video.metaData.title === BILINGUAL_VIDEO);
  if (!bilingual) throw new Error(`the seed has no video '${BILINGUAL_VIDEO}'`);
  return {
    bilingual: { videoID: bilingual.mediaData.entryId, videoName: bilingual.metaData.title },
    open: find('open', (codes) => codes.length === 1 && codes[0] === '?'),
    signedIn: find('signed-in', (codes) => codes.length === 1 && codes[0] === '*'),
    paid: find('paid', (codes) => codes.length === 1 && codes[0] === 'subscriber'),
  };
}

/** A released full-match replay whose match (the match centre's, with its events) has a goal. */
async function releasedReplayWithGoal(request: APIRequestContext) {
  const q = encodeURIComponent('publicationData.startAt:[* TO NOW]');
  const search = await request.get(`${SERVICES_ORIGIN}/videos/search?q=${q}&page[size]=100`);
  const { data } = (await search.json()) as { data: SearchItem[] };
  for (const item of data.filter((video) => video.metaData.title.startsWith('Full match replay'))) {
    const answer = await request.get(`${SERVICES_ORIGIN}/match-data/replays/${item.mediaData.entryId}`);
    expect(answer.ok(), `the replay ${item.metaData.title} names its match`).toBe(true);
    const { data: match } = (await answer.json()) as MatchDetailResponse;
    const goal = match.events.find((event) => event.type === 'goal');
    if (goal) return { videoID: item.mediaData.entryId, videoName: item.metaData.title, goal, match };
  }
  throw new Error('no released replay of a match with a goal');
}

/** The video decoded frames and moved on: a picture the supporter can see. */
async function expectPlaying(page: Page) {
  const video = videoOverlay(page).locator('video');
  await expect(video).toHaveAttribute('data-first-frame', 'true', { timeout: 20_000 });
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.getVideoPlaybackQuality().totalVideoFrames))
    .toBeGreaterThan(5);
}

/** Signs the subscriber in and plays the replay `found` in the overlay, which it returns. */
async function playReplayAsSubscriber(page: Page, found: { videoID: string; videoName: string }) {
  await signIn(page, 'subscriber');
  await openVideoPlayer(page, { mediaType: 'OnDemand', videoID: found.videoID, videoName: found.videoName });
  await expectPlaying(page);
  return videoOverlay(page);
}

test.describe('video player overlay', () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoiceMade(page);
  });

  test('signed out: an open video plays with logo, close and sidebar; Escape and Back close it; no axe violations', async ({
    page,
    request,
  }) => {
    const videos = await seededVideos(request);
    const hlsRequests: string[] = [];
    const storyboardRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/hls\.[0-9a-f]+\.js$/.test(r.url())) hlsRequests.push(r.url());
      if (/\/storyboard\.(vtt|jpg|json)\?/.test(r.url())) storyboardRequests.push(r.url());
    });
    await page.goto('/videos');
    await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
    expect(hlsRequests, 'hls.js is not part of the page').toEqual([]);
    expect(storyboardRequests, 'no storyboard before a player opens').toEqual([]);

    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.open });
    const overlay = videoOverlay(page);
    await expect(overlay).toBeVisible();
    await expect(page.getByRole('dialog', { name: videos.open.videoName })).toBeVisible();
    await expect(overlay.getByRole('img', { name: 'Club logo' })).toBeVisible();
    await expect(overlay.getByRole('heading', { name: 'Latest', level: 2 })).toBeVisible();
    // 'Latest': the feed's first ten, less those child-friendly mode (on by default) hides.
    const latest = await request.get(`${SERVICES_ORIGIN}/feed/feed/1/sections/?pageIndex=0&pageSize=10`);
    const shown = ((await latest.json()) as FeedSectionsResponse).sections[0]?.itemData.filter(
      (item) => item.metaData.ChildFriendly === true,
    );
    expect(shown?.length, 'the latest videos include child-friendly ones').toBeGreaterThan(0);
    await expect(overlay.getByRole('complementary').getByRole('listitem')).toHaveCount(shown?.length ?? 0);
    await expectPlaying(page);
    expect(hlsRequests.length, 'hls.js came with the player').toBeGreaterThan(0);
    await expect
      .poll(() => storyboardRequests.length, { message: 'the storyboard came with the player' })
      .toBeGreaterThan(0);
    expect(await axeViolations(page, '[data-player-overlay]')).toEqual([]);

    // The controls are media-chrome's, styled by their own shadow-root styles (which the site's CSP
    // allows by hash: the test fails on any violation), and they drive the video through the
    // player's store.
    const controlBar = overlay.locator('media-control-bar');
    // An element no style reaches has no padding; media-chrome's button style gives it 10 px.
    await expect(controlBar.locator('media-play-button')).toHaveCSS('padding-top', '10px');
    await controlBar.getByRole('button', { name: 'pause', exact: true }).click();
    const paused = () => overlay.locator('video').evaluate((node: HTMLVideoElement) => node.paused);
    await expect.poll(paused).toBe(true);
    await controlBar.getByRole('button', { name: 'play', exact: true }).click();
    await expect.poll(paused).toBe(false);

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    // QoE: closing ends the view, and mux-embed flushes its beacons to the services' collector.
    await expect
      .poll(async () => JSON.stringify(await readCollected(request, 'mux')), { timeout: 20_000 })
      .toContain(videos.open.videoID);

    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.open, section: 'hidden' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('complementary')).toHaveCount(0);
    await page.goBack();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/videos$/);
  });

  test('an on-demand video plays at the speed chosen, named on the lock screen, and the next video opens at that speed', async ({
    page,
    request,
  }) => {
    const videos = await seededVideos(request);
    await page.goto('/videos');
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.open });
    const overlay = videoOverlay(page);
    await expectPlaying(page);
    const speed = overlay.getByRole('combobox', { name: 'Speed' });
    await expect(speed).toHaveValue('1');
    await speed.selectOption({ label: '1.5×' });
    const rate = () => overlay.locator('video').evaluate((node: HTMLVideoElement) => node.playbackRate);
    await expect.poll(rate).toBe(1.5);
    await expectPlaying(page);
    // The lock screen names the video (the Media Session).
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(videos.open.videoName);

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.open });
    await expectPlaying(page);
    await expect(speed).toHaveValue('1.5');
    await expect.poll(rate).toBe(1.5);
  });

  test('captions are off until chosen, English and Arabic show their lines, and the next video opens with the choice', async ({
    page,
    request,
  }) => {
    const videos = await seededVideos(request);
    await page.goto('/videos');
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.bilingual });
    const overlay = videoOverlay(page);
    await expectPlaying(page);
    const captions = overlay.getByRole('combobox', { name: 'Subtitles' });
    await expect(captions).toHaveValue('off');
    await expect(captions.locator('option')).toHaveText(['Off', 'English', 'العربية']);
    /** The tracks the picture shows, with the lines on it now. */
    const shown = () =>
      overlay.locator('video').evaluate((node: HTMLVideoElement) =>
        [...node.textTracks]
          .filter((track) => track.mode === 'showing')
          .map((track) => ({
            language: track.language,
            lines: [...(track.activeCues ?? [])].map((cue) => (cue as VTTCue).text).join(' '),
          })),
      );
    expect(await shown()).toEqual([]);
    // Each 12 s pass of the test stream has three lines: one is on screen within a few seconds.
    const lineIn = async (language: string) => {
      await expect
        .poll(async () => (await shown()).find((track) => track.language === language)?.lines ?? '', {
          timeout: 20_000,
        })
        .not.toBe('');
      expect((await shown()).map((track) => track.language)).toEqual([language]);
      return (await shown())[0]?.lines ?? '';
    };
    await captions.selectOption({ label: 'العربية' });
    expect(await lineIn('ar')).toMatch(/[\u0600-\u06ff]/);
    // A track added while Arabic shows (the storyboard or the key moments arriving late) brings no
    // English: Chromium's automatic track selection, which shows the metadata track added with
    // `default`, would show the browser's language too.
    const added = await overlay.locator('video').evaluate((node: HTMLVideoElement) => {
      const late = Object.assign(document.createElement('track'), { kind: 'metadata', default: true });
      node.append(late);
      return node.textTracks.length - 1;
    });
    await expect
      .poll(() =>
        overlay
          .locator('video')
          .evaluate((node: HTMLVideoElement, index) => node.textTracks[index]?.mode, added),
      )
      .toBe('hidden');
    await expect.poll(async () => (await shown()).map((track) => track.language)).toEqual(['ar']);
    await captions.selectOption({ label: 'English' });
    expect(await lineIn('en')).toMatch(/commentary|Kick off|goal/);

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.open });
    await expectPlaying(page);
    await expect(captions).toHaveValue('en');
    expect(await lineIn('en')).toMatch(/commentary|Kick off|goal/);
  });

  test("hovering an on-demand video's seek bar shows the storyboard's frame for that moment", async ({
    page,
    request,
  }) => {
    const videos = await seededVideos(request);
    await page.goto('/videos');
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.open });
    const overlay = videoOverlay(page);
    await expectPlaying(page);
    // The controls stay up for this test: media-chrome hides them two seconds after the pointer last
    // moved, which a loaded machine can take between the move and the look.
    await overlay.locator('media-controller').evaluate((node) => node.setAttribute('autohide', '-1'));
    const seekBar = overlay.locator('media-time-range');
    await page.mouse.move(0, 0);
    await overlay.locator('video').hover();
    await expect(seekBar).toBeVisible();
    const box = await seekBar.boundingBox();
    if (!box) throw new Error('the seek bar is not drawn');
    const thumbnail = seekBar.locator('media-preview-thumbnail');
    /** The preview's picture: the sprite it shows, the tile's place in it, and whether it loaded. */
    const preview = () =>
      thumbnail.evaluate((node) => {
        const img = node.shadowRoot?.querySelector('img');
        return {
          image: node.getAttribute('mediapreviewimage') ?? '',
          coords: node.getAttribute('mediapreviewcoords') ?? '',
          loaded: (img?.complete ?? false) && (img?.naturalWidth ?? 0) > 0,
        };
      });
    // Two places on the bar: each shows the sprite's tile for the time under the pointer (a frame
    // every 2 s of the 12 s test stream, three to a row of 160 x 90), loaded under the CSP.
    for (const at of [0.25, 0.75]) {
      await page.mouse.move(box.x + box.width * at, box.y + box.height / 2, { steps: 4 });
      await expect(thumbnail).toBeVisible();
      await expect.poll(async () => (await preview()).loaded, { timeout: 10_000 }).toBe(true);
      const time = Number(await seekBar.getAttribute('mediapreviewtime'));
      const tile = Math.floor((time % 12) / 2);
      const shown = await preview();
      expect(shown.image).toMatch(/\/vod\/[^/]+\/storyboard\.jpg\?token=[^#]+#xywh=\d+,\d+,160,90$/);
      expect(shown.coords).toBe(`${(tile % 3) * 160} ${Math.floor(tile / 3) * 90} 160 90`);
    }

    // Seeking by key shows the frame too, above the bar, for a moment after the last key: l on the
    // picture, then the right arrow on the seek bar itself.
    await page.mouse.move(0, 0);
    const keyboardPreview = overlay.locator('[data-keyboard-preview]');
    const tileAt = async () => {
      const time = await overlay.locator('video').evaluate((node: HTMLVideoElement) => node.currentTime);
      return Math.floor((time % 12) / 2);
    };
    const shownTile = () =>
      keyboardPreview.evaluate((node: HTMLElement) => ({
        image: node.style.backgroundImage,
        position: node.style.backgroundPosition,
      }));
    await overlay.locator('video').focus();
    await page.keyboard.press('l');
    await expect(keyboardPreview).toBeVisible();
    expect((await shownTile()).image).toMatch(/storyboard\.jpg\?token=/);
    await expect(keyboardPreview).toHaveCount(0, PATIENT);
    await seekBar.focus();
    await page.keyboard.press('ArrowRight');
    await expect(keyboardPreview).toBeVisible();
    const { position } = await shownTile();
    const [x = 0, y = 0] = position.split(' ').map((value) => Math.abs(Number.parseFloat(value)));
    const tile = await tileAt();
    // The tile of where the seek landed: where the media stands now, or the one before if a frame
    // boundary has played past since.
    expect([tile, (tile + 5) % 6]).toContain(x / 160 + 3 * (y / 90));
  });

  test("a replay's key moments: its goal plays from just before the goal, and the seek bar has the moments as chapters", async ({
    page,
    request,
  }) => {
    const found = await releasedReplayWithGoal(request);
    const goalAt = replaySeconds(found.goal.minute, found.goal.addedTime);

    await page.goto('/videos');
    const overlay = await playReplayAsSubscriber(page, found);
    const video = overlay.locator('video');
    // The seek bar's chapters: one per moment (events of the same minute share one).
    await expect.poll(async () => (await chapterTexts(video)).length).toBeGreaterThan(4);

    await overlay.getByText('Key moments', { exact: true }).click();
    const moment = overlay.locator(`[data-moment="goal"][data-seconds="${goalAt}"]`).first();
    await expect(moment).toContainText(
      `${minuteText(found.goal.minute, found.goal.addedTime)} Goal: ${found.goal.player.name}`,
    );
    await moment.focus();
    await page.keyboard.press('Enter');
    const position = () => video.evaluate((node: HTMLVideoElement) => node.currentTime);
    // Just before the goal: its lead, and at most a few seconds of playing on since.
    await expect.poll(position).toBeGreaterThanOrEqual(goalAt - 5 - 0.5);
    expect(await position()).toBeLessThan(goalAt);
    await expect(overlay.getByRole('status').filter({ hasText: 'Playing from 5 s before' })).toHaveCount(1);
    await expectPlaying(page);
  });

  test("spoiler-free, kept in its cookie: no scores on /videos, no goals in a replay's player, and its match centre's score only when asked", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const found = await releasedReplayWithGoal(request);
    const SCORE = /\b\d{1,2}-\d{1,2}\b/;
    const spoilerFree = (scope: Page | Locator) => scope.getByRole('switch', { name: SPOILER_FREE_LABEL });

    await page.goto('/videos');
    const cardTitles = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(cardTitles.filter({ hasText: SCORE }).first()).toBeVisible();
    await expect(spoilerFree(page)).toHaveAttribute('aria-checked', 'false');
    const blurredPictures = () =>
      page
        .getByRole('main')
        .locator('article img')
        .evaluateAll(
          (images) => images.filter((image) => getComputedStyle(image).filter.includes('blur')).length,
        );
    expect(await blurredPictures()).toBe(0);
    await spoilerFree(page).click();
    await expect(spoilerFree(page)).toHaveAttribute('aria-checked', 'true');
    await expect(cardTitles.filter({ hasText: SCORE })).toHaveCount(0);
    // The pictures of those videos show their titles, scores and all: blurred.
    expect(await blurredPictures()).toBeGreaterThan(0);
    // Polled: the page's cookie write reaches the browser's store a moment after the switch shows it.
    await expect
      .poll(async () =>
        (await page.context().cookies()).find((each) => each.name === SITE_COOKIES.spoilerFree),
      )
      .toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });

    // Kept: the next visit starts with it on.
    await page.reload();
    await expect(spoilerFree(page)).toHaveAttribute('aria-checked', 'true');
    await expect(cardTitles.first()).toBeVisible();
    await expect(cardTitles.filter({ hasText: SCORE })).toHaveCount(0);

    // The replay's player: its moments and the seek bar's chapters without the goals.
    const overlay = await playReplayAsSubscriber(page, found);
    await overlay.getByText('Key moments', { exact: true }).click();
    await expect(overlay.locator('[data-moment="kick-off"]')).toBeVisible();
    await expect(overlay.locator('[data-moment="goal"]')).toHaveCount(0);
    const chapters = async () => (await chapterTexts(overlay.locator('video'))).join('\n');
    await expect.poll(chapters).toContain('Kick-off');
    expect(await chapters()).not.toContain('Goal');
    // What the seek bar draws: media-chrome's time range has the same chapters.
    const seekBarChapters = () =>
      overlay
        .locator('media-time-range')
        .evaluate((node) =>
          ((node as HTMLElement & { mediaChaptersCues?: Array<{ text: string }> }).mediaChaptersCues ?? [])
            .map((cue) => cue.text)
            .join('\n'),
        );
    await expect.poll(seekBarChapters).toContain('Kick-off');
    expect(await seekBarChapters()).not.toContain('Goal');
    expect(await axeViolations(page, '[data-player-overlay]')).toEqual([]);
    // Turned off in the player, the goals come back.
    await spoilerFree(overlay).click();
    await expect(overlay.locator('[data-moment="goal"]').first()).toBeVisible();
    await expect.poll(chapters).toContain('Goal');
    await expect.poll(seekBarChapters).toContain('Goal');
    await spoilerFree(overlay).click();
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);

    // The match centre of the replay's match keeps its score back until asked.
    const { match } = found;
    if (!match.score) throw new Error(`the replay's match ${match.matchID} has no score`);
    const [home, away] =
      match.homeAway === 'home' ? [match.club, match.opponent] : [match.opponent, match.club];
    const score = `${home.name} ${match.score.home}, ${away.name} ${match.score.away}`;
    await page.goto(`/match/${match.teamSlug}/${match.seasonSlug}/${match.matchID}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Show the score' })).toBeVisible();
    await expect(main).not.toContainText(score);
    await expect(main.getByRole('region', { name: 'Match events' })).not.toContainText('Goal');
    await main.getByRole('button', { name: 'Show the score' }).click();
    await expect(main).toContainText(score);
    await expect(main.getByRole('region', { name: 'Match events' })).toContainText('Goal');
  });

  test('signed out: a paid video asks to log in', async ({ page, request }) => {
    const videos = await seededVideos(request);
    await page.goto('/videos');
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.paid });
    const overlay = videoOverlay(page);
    await expect(overlay.getByRole('alert')).toContainText(ACCESS_MESSAGES[0]);
    await expect(overlay.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    await expect(overlay.locator('video')).toHaveCount(0);
  });

  test('the demo accounts: free, audio and blocked are refused a paid video with their texts; the subscriber plays it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const videos = await seededVideos(request);
    const cases = [
      { account: 'free', text: ACCESS_MESSAGES[1] },
      { account: 'audio', text: ACCESS_MESSAGES[2] },
      { account: 'blocked', text: ACCESS_MESSAGES[3] },
    ] as const;
    for (const { account, text } of cases) {
      await page.context().clearCookies();
      await page.goto('/videos');
      await signIn(page, account);
      await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.paid });
      await expect(videoOverlay(page).getByRole('alert'), account).toContainText(text);
      // Spec 001 §4: status 1 also opens the upgrade promo.
      if (account === 'free') await expect(page.getByRole('button', { name: 'Subscribe now' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await page.context().clearCookies();
    await page.goto('/videos');
    await signIn(page, 'subscriber');
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.paid });
    await expectPlaying(page);
  });

  test('signed out is asked to log in for a signed-in video; free plays it; bypassed and traveller play a paid video', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const videos = await seededVideos(request);
    await page.goto('/videos');
    await openVideoPlayer(page, { mediaType: 'OnDemand', ...videos.signedIn });
    const overlay = videoOverlay(page);
    await expect(overlay.getByRole('alert')).toContainText(ACCESS_MESSAGES[0]);
    // Spec 001 §4: status 0 also opens the login prompt, with the restricted media text.
    await expect(page.getByText('To View This Video Please Log In or Register An Account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In Or Register' })).toBeVisible();
    await page.keyboard.press('Escape');

    const plays = [
      { account: 'free', video: videos.signedIn },
      { account: 'bypassed', video: videos.paid },
      { account: 'traveller', video: videos.paid },
    ] as const;
    for (const { account, video } of plays) {
      await page.context().clearCookies();
      await page.goto('/videos');
      await signIn(page, account);
      await openVideoPlayer(page, { mediaType: 'OnDemand', ...video });
      await expectPlaying(page);
      await expect(videoOverlay(page).getByRole('alert'), account).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  });
});
