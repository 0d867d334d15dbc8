/**
 * The media service's streams play in Chromium through hls.js, as the site's players load them:
 * on-demand video, on-demand audio, live audio and the ClearKey-encrypted live video, each with a
 * valid playback token; and none of them plays without one.
 *
 * Self-contained: it starts its own services (in memory, a free port, a known token secret) and
 * signs playback tokens the way the session check does, so it needs neither the built site nor
 * the suite's server. The page is a harness served by Playwright at the shell's origin, so every
 * media request is cross-origin from the site, as in production (CORS included).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type RunningServer, startServer } from '@club/services';
import { LIVE_WINDOW_SEGMENTS, signPlaybackToken } from '@club/services/rules';
import { STREAM_ASSETS } from '@club/services/seed';
import { clearKeyLicencePath, mediaPlaylistPath } from '@club/shared/contracts';
import type { Page } from '@playwright/test';
import type HlsType from 'hls.js';
import { SHELL_ORIGIN, SITE_ORIGINS } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const SECRET = 'e2e-media-playback-secret';
const HARNESS_URL = `${SHELL_ORIGIN}/__media-harness`;
const HLS_SOURCE = readFileSync(createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js'), 'utf8');

// The harness document comes from Playwright, not from a loopback server, so Chromium's Local
// Network Access counts it as public and would ask before letting it reach localhost; the site
// itself is served from localhost, where no permission is needed.
test.use({ permissions: ['local-network-access'] });

let services: RunningServer;
let mediaBase: string;
let entryId: string;
/** When set, the services' clock reads this (live windows move only when it does); otherwise real time. */
let frozenAt: Date | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  services = await startServer({
    memory: true,
    port: 0,
    host: 'localhost',
    testMode: true,
    secret: SECRET,
    now: () => frozenAt ?? new Date(),
    // The harness is at this worker's copy of the site.
    siteOrigins: SITE_ORIGINS,
  });
  mediaBase = `${services.url}/media`;
  const { rows } = await services.db.query<{ entry_id: string }>(
    'SELECT entry_id FROM videos ORDER BY entry_id LIMIT 1',
  );
  entryId = rows[0]?.entry_id ?? '';
  expect(entryId, 'the seed has on-demand videos').not.toBe('');
});

test.afterAll(async () => {
  await services?.close();
});

const token = (id: string): Promise<string> =>
  signPlaybackToken({ assetId: id, ssoId: null, now: frozenAt ?? new Date() }, Buffer.from(SECRET, 'utf8'));

interface Served {
  url: string;
  method: string;
  status: number;
}

/** Opens the harness (hls.js on an empty page at the site's origin) and records what the services answered. */
async function openHarness(page: Page): Promise<Served[]> {
  await page.route(HARNESS_URL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><title>media harness</title><script>${HLS_SOURCE}</script></head><body></body></html>`,
    }),
  );
  const served: Served[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(mediaBase)) {
      served.push({ url: response.url(), method: response.request().method(), status: response.status() });
    }
  });
  await page.goto(HARNESS_URL);
  return served;
}

/** The live renditions' segment length (services/media/README.md). */
const SEGMENT_MS = 2000;

interface LiveWindow {
  /** The newest segment of the first live playlist the player got. */
  firstEdge: () => number | null;
  /** Every live segment the player fetched, by sequence number. */
  fetched: () => number[];
}

/**
 * Live at the player's pace: the services' clock stands still, and moves on one segment each time
 * the player refreshes the live playlist, as a stream does between two refreshes. On a busy
 * machine the page can run several times slower than the wall clock, and a window moving in wall
 * time would leave hls.js behind (it then jumps ahead instead of playing). Moving the window with
 * the player keeps every refresh a real slide, however slow the machine.
 */
function paceLiveWindow(page: Page, playbackId: string): LiveWindow {
  frozenAt = new Date();
  let firstEdge: number | null = null;
  const fetched: number[] = [];
  const playlistPath = `/media/live/${playbackId}/media.m3u8`;
  const segment = new RegExp(`/media/live/${playbackId}/(\\d+)\\.m4s\\?`);
  page.on('response', async (response) => {
    const url = response.url();
    const sequence = segment.exec(url)?.[1];
    if (sequence && response.status() === 200) fetched.push(Number(sequence));
    if (!url.includes(playlistPath) || response.status() !== 200) return;
    if (frozenAt) frozenAt = new Date(frozenAt.getTime() + SEGMENT_MS);
    if (firstEdge === null) {
      const listed = [...(await response.text()).matchAll(/^(\d+)\.m4s\?/gm)].map((m) => Number(m[1]));
      firstEdge = Math.max(...listed);
    }
  });
  return { firstEdge: () => firstEdge, fetched: () => fetched };
}

/** The player went past the edge it first saw: it followed the window as it slid. */
function expectFollowedWindow(live: LiveWindow, label: string) {
  const firstEdge = live.firstEdge();
  expect(firstEdge, `${label}: a live playlist was served`).not.toBeNull();
  // Sequence numbers count from an hour before the services started (a full window at once), and
  // stay as small as a real encoder's: from the Unix epoch they kept hls.js's main thread busy.
  expect(firstEdge ?? 0).toBeGreaterThanOrEqual(LIVE_WINDOW_SEGMENTS);
  expect(firstEdge ?? 0).toBeLessThan(1_000_000);
  expect(Math.max(...live.fetched()), `${label}: fetched segments after the first edge`).toBeGreaterThan(
    firstEdge ?? Number.POSITIVE_INFINITY,
  );
}

interface PlayOptions {
  src: string;
  element: 'video' | 'audio';
  /** The ClearKey licence URL; turns EME on. */
  licenceUrl?: string;
  /** Seconds of playback to see before calling it playing. */
  advance: number;
  /** Give up after this long (only a failing run waits this long). */
  giveUpMs: number;
}

interface PlayResult {
  /** Seconds actually played (the media's played ranges: seeks and jumps to the live edge add nothing). */
  played: number;
  playingEvents: number;
  currentTime: number;
  videoWidth: number;
  framesDecoded: number;
  corruptedFrames: number;
  /** Spread of the pixel values of the current frame: a decoded test pattern is far from flat. */
  pixelSpread: number | null;
  errors: Array<{ details: string; fatal: boolean; code: number | null }>;
}

/** Runs in the page: plays `src` with hls.js until it has played long enough, a fatal error, or giving up. */
async function play(options: PlayOptions): Promise<PlayResult> {
  const Hls = (window as unknown as { Hls: typeof HlsType }).Hls;
  const media = document.createElement(options.element);
  media.muted = true;
  document.body.append(media);
  if (!Hls.isSupported()) throw new Error('hls.js is not supported here');
  const hls = new Hls({
    emeEnabled: Boolean(options.licenceUrl),
    ...(options.licenceUrl ? { drmSystems: { 'org.w3.clearkey': { licenseUrl: options.licenceUrl } } } : {}),
  });
  const errors: PlayResult['errors'] = [];
  hls.on(Hls.Events.ERROR, (_event, data) => {
    const code = data.response?.code ?? (data.networkDetails as XMLHttpRequest | undefined)?.status ?? null;
    errors.push({ details: data.details, fatal: data.fatal, code: typeof code === 'number' ? code : null });
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    media.play().catch(() => {});
  });
  let playingEvents = 0;
  media.addEventListener('playing', () => {
    playingEvents += 1;
  });
  hls.loadSource(options.src);
  hls.attachMedia(media);

  const played = () => {
    let total = 0;
    for (let i = 0; i < media.played.length; i++) total += media.played.end(i) - media.played.start(i);
    return total;
  };
  const giveUpAt = performance.now() + options.giveUpMs;
  while (performance.now() < giveUpAt && !errors.some((e) => e.fatal) && played() < options.advance) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  let pixelSpread: number | null = null;
  let framesDecoded = 0;
  let corruptedFrames = 0;
  let videoWidth = 0;
  if (media instanceof HTMLVideoElement) {
    videoWidth = media.videoWidth;
    const quality = media.getVideoPlaybackQuality();
    framesDecoded = quality.totalVideoFrames;
    corruptedFrames = quality.corruptedVideoFrames;
    if (videoWidth > 0) {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 36;
      const context = canvas.getContext('2d');
      context?.drawImage(media, 0, 0, canvas.width, canvas.height);
      const pixels = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      let sum = 0;
      let squares = 0;
      for (const value of pixels) {
        sum += value;
        squares += value * value;
      }
      const mean = sum / pixels.length;
      pixelSpread = Math.sqrt(squares / pixels.length - mean * mean);
    }
  }
  const result: PlayResult = {
    played: played(),
    playingEvents,
    currentTime: media.currentTime,
    videoWidth,
    framesDecoded,
    corruptedFrames,
    pixelSpread,
    errors,
  };
  hls.destroy();
  media.remove();
  return result;
}

const playIn = (page: Page, options: PlayOptions) => page.evaluate(play, options);

const PLAYING = { advance: 1.5, giveUpMs: 30_000 };
// hls.js starts a live stream three segments (6 s) behind the newest one it is given, so playing
// 8 s cannot be done from the first playlist alone: the test passes only if the player followed the
// window past its first edge, however slowly the machine runs.
const LIVE_PLAYING = { advance: 8, giveUpMs: 60_000 };
const REFUSED = { advance: 1, giveUpMs: 10_000 };

function expectPlayed(result: PlayResult, label: string, seconds = PLAYING.advance) {
  expect(
    result.errors.filter((e) => e.fatal),
    `${label}: no fatal error`,
  ).toEqual([]);
  expect(result.played, `${label}: seconds played`).toBeGreaterThanOrEqual(seconds);
}

function expectVideoFrames(result: PlayResult, label: string) {
  expect(result.videoWidth, `${label}: videoWidth`).toBe(320);
  expect(result.framesDecoded, `${label}: frames decoded`).toBeGreaterThan(10);
  expect(result.corruptedFrames, `${label}: corrupted frames`).toBe(0);
  // The test pattern is colour bars and gradients: a flat (black or grey) frame spreads far less.
  expect(result.pixelSpread ?? 0, `${label}: the frame shows the picture`).toBeGreaterThan(30);
}

function expectRefused(result: PlayResult, detail: string, status: number, label: string) {
  const fatal = result.errors.find((e) => e.fatal);
  expect(fatal, `${label}: hls.js gave up`).toMatchObject({ details: detail, code: status });
  expect(result.playingEvents, `${label}: never started`).toBe(0);
  expect(result.played, `${label}: nothing played`).toBe(0);
}

test.describe('media playback in Chromium', () => {
  // Live playback waits for the clock-placed window; two cores shared with the rest of the suite.
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(() => {
    frozenAt = null;
  });

  test('on-demand video plays with a token, and not without one', async ({ page }) => {
    const served = await openHarness(page);
    const src = `${mediaBase}${mediaPlaylistPath('vod', entryId, await token(entryId))}`;
    const played = await playIn(page, { src, element: 'video', ...PLAYING });
    expectPlayed(played, 'on-demand video');
    expectVideoFrames(played, 'on-demand video');
    expect(served.some((s) => /\/vod\/[^/]+\/\d+\.m4s\?token=/.test(s.url) && s.status === 200)).toBe(true);

    const refused = await playIn(page, {
      src: `${mediaBase}/vod/${entryId}/index.m3u8`,
      element: 'video',
      ...REFUSED,
    });
    expectRefused(refused, 'manifestLoadError', 401, 'on-demand video without a token');
  });

  test('on-demand audio plays with a token, and not without one', async ({ page }) => {
    await openHarness(page);
    const id = STREAM_ASSETS.audioReplay.playbackId;
    const played = await playIn(page, {
      src: `${mediaBase}${mediaPlaylistPath('audio', id, await token(id))}`,
      element: 'audio',
      ...PLAYING,
    });
    expectPlayed(played, 'on-demand audio');

    const refused = await playIn(page, {
      src: `${mediaBase}/audio/${id}/index.m3u8`,
      element: 'audio',
      ...REFUSED,
    });
    expectRefused(refused, 'manifestLoadError', 401, 'on-demand audio without a token');
  });

  test('live audio plays along the sliding window with a token, and not without one', async ({ page }) => {
    await openHarness(page);
    const id = STREAM_ASSETS.liveAudio.playbackId;
    const live = paceLiveWindow(page, id);
    const played = await playIn(page, {
      src: `${mediaBase}${mediaPlaylistPath('live', id, await token(id))}`,
      element: 'audio',
      ...LIVE_PLAYING,
    });
    expectPlayed(played, 'live audio', LIVE_PLAYING.advance);
    expectFollowedWindow(live, 'live audio');

    const refused = await playIn(page, {
      src: `${mediaBase}/live/${id}/index.m3u8`,
      element: 'audio',
      ...REFUSED,
    });
    expectRefused(refused, 'manifestLoadError', 401, 'live audio without a token');
  });

  test('ClearKey live video gets its key from the licence call and decodes frames', async ({ page }) => {
    const served = await openHarness(page);
    const id = STREAM_ASSETS.liveVideo.playbackId;
    const live = paceLiveWindow(page, id);
    const playbackToken = await token(id);
    const played = await playIn(page, {
      src: `${mediaBase}${mediaPlaylistPath('live', id, playbackToken)}`,
      element: 'video',
      licenceUrl: `${mediaBase}${clearKeyLicencePath(id, playbackToken)}`,
      ...LIVE_PLAYING,
    });
    expectPlayed(played, 'ClearKey live video', LIVE_PLAYING.advance);
    expectVideoFrames(played, 'ClearKey live video');
    expectFollowedWindow(live, 'ClearKey live video');
    const licences = served.filter((s) => s.url.includes(`/media/licence/${id}?`));
    expect(licences).toEqual([expect.objectContaining({ method: 'POST', status: 200 })]);
  });

  test('ClearKey live video does not play without a token, nor with the licence call unauthorised', async ({
    page,
  }) => {
    const served = await openHarness(page);
    const id = STREAM_ASSETS.liveVideo.playbackId;
    const noToken = await playIn(page, {
      src: `${mediaBase}/live/${id}/index.m3u8`,
      element: 'video',
      licenceUrl: `${mediaBase}/licence/${id}`,
      ...REFUSED,
    });
    expectRefused(noToken, 'manifestLoadError', 401, 'ClearKey live video without a token');

    // The playlists and segments open, but the key does not: nothing can be decrypted or shown.
    const playbackToken = await token(id);
    const keyless = await playIn(page, {
      src: `${mediaBase}${mediaPlaylistPath('live', id, playbackToken)}`,
      element: 'video',
      licenceUrl: `${mediaBase}/licence/${id}`,
      ...REFUSED,
    });
    expectRefused(
      keyless,
      'keySystemLicenseRequestFailed',
      401,
      'ClearKey live video with the licence refused',
    );
    expect(keyless.framesDecoded).toBe(0);
    // hls.js may retry a refused licence call (how often depends on load): what matters is that
    // the licence was asked for and every answer refused it.
    const licenceAnswers = served.filter((s) => s.url.includes('/media/licence/')).map((s) => s.status);
    expect(licenceAnswers.length, 'the licence was requested').toBeGreaterThan(0);
    expect(new Set(licenceAnswers), 'every licence answer refused').toEqual(new Set([401]));
  });
});
