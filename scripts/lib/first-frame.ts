/**
 * Click to first frame (issue 12 item 10): a signed-in subscriber on /videos clicks a paid video's
 * card, and the time runs from that click to the player's first-frame mark (`club-player:first-frame`,
 * set by mfe-streaming's MediaSurface when the video starts playing). Each run is a fresh browser
 * context with an empty cache, as a supporter who has just arrived: the player's code (hls.js,
 * mux-embed), the access check, the saved position, the playlists and the first segments all come
 * after the click. Times are read on the page's own clock.
 */

import { FIRST_FRAME_MARK } from '@club/mfe-streaming';
import { ENTITLEMENTS } from '@club/services/rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@club/services/seed';
import type { Browser, Page } from '@playwright/test';
import { PORTS } from './apps.ts';
import { clickToFirstFrameMs, type FirstFrameRun, type FrameRequest } from './first-frame-report.ts';
import { pollPage } from './poll-page.ts';
import { shortRequestLabel } from './request-chain.ts';

/** The median of this many measured runs, after one unmeasured (the servers' warm-up). */
export const FIRST_FRAME_RUNS = 5;
const SUBSCRIBER = DEMO_ACCOUNTS.find((account) =>
  account.entitlements.includes(ENTITLEMENTS.videoSubscriber),
);
const FRAME_TIMEOUT_MS = 30_000;
const SERVICES = `http://localhost:${PORTS.services}`;

/** Notes, on the page's clock, when the visitor clicks. A string: nothing the TS loader adds reaches the page. */
const CLICK_PROBE = `(() => {
  if (window.top !== window) return;
  window.__clubClick = null;
  document.addEventListener('click', (event) => { window.__clubClick = event.timeStamp; }, { capture: true });
})();`;

/** After the frame: the click, the mark, and what was fetched from the click on. */
const READ_RUN = `(() => {
  const click = window.__clubClick;
  const mark = performance.getEntriesByName(${JSON.stringify(FIRST_FRAME_MARK)}).at(-1);
  const requests = performance.getEntriesByType('resource')
    .filter((entry) => click !== null && entry.startTime >= click && (!mark || entry.startTime <= mark.startTime))
    .map((entry) => ({ url: entry.name, start: entry.startTime - click, end: entry.responseEnd - click }));
  return { click, frame: mark ? mark.startTime : null, requests };
})()`;

interface PaidVideo {
  entryId: string;
  title: string;
}

interface FeedAnswer {
  sections: Array<{
    itemData: Array<{
      metaData: { title: string; SysEntryEntitlements: string[] };
      mediaData: { entryId: string; mediaType?: string };
    }>;
  }>;
}

/** The first paid on-demand video of /videos' first rail (feed 1's first section), as the services give it. */
export async function firstPaidVideo(): Promise<PaidVideo> {
  const response = await fetch(`${SERVICES}/feed/feed/1/sections/?pageIndex=0&pageSize=10`);
  if (!response.ok) throw new Error(`feed 1 answered ${response.status}`);
  const feed = (await response.json()) as FeedAnswer;
  const item = feed.sections[0]?.itemData.find(
    (video) =>
      video.mediaData.mediaType !== 'Live' &&
      video.metaData.SysEntryEntitlements.length === 1 &&
      video.metaData.SysEntryEntitlements[0] === ENTITLEMENTS.videoSubscriber,
  );
  if (!item) throw new Error("the first rail of /videos has no subscribers' video");
  return { entryId: item.mediaData.entryId, title: item.metaData.title };
}

/** The request's short label; mux-embed posts its beacons to the services' root. */
const labelOf = (url: string) => {
  const label = shortRequestLabel(url);
  return label === '/' ? '/ (a Mux beacon)' : label;
};

async function signInAsSubscriber(page: Page): Promise<void> {
  if (!SUBSCRIBER) throw new Error('the seed has no video subscriber');
  await page.locator('[aria-controls="account-panel"]').click();
  const panel = page.locator('#account-panel');
  await panel.getByLabel('Email', { exact: true }).fill(SUBSCRIBER.email);
  await panel.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Log In', exact: true }).click();
  await panel.getByText('Welcome back').waitFor();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}

/** One run: a fresh context signs in on /videos and clicks the video's card. */
export async function measureClickToFirstFrame(
  browser: Browser,
  origin: string,
  video: PaidVideo,
): Promise<FirstFrameRun> {
  // Under the site's own Content-Security-Policy: the probe is an init script, and the page's state is
  // read with plain evaluations from here (a string waitForFunction would be an eval in the page).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    // The cookie choice made and no overlay promo: nothing covers the page the supporter clicks on.
    await context.addCookies([{ name: 'cookie_consent', value: 'true', url: origin }]);
    await context.route(`${SERVICES}/promos/**`, (route) =>
      route.fulfill({ json: { body: [] }, headers: { 'access-control-allow-origin': origin } }),
    );
    const page = await context.newPage();
    await page.addInitScript({ content: CLICK_PROBE });
    await page.goto(new URL('/videos', origin).href);
    await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor();
    await signInAsSubscriber(page);
    const card = page.locator(`a[href="/videos/${encodeURIComponent(video.entryId)}"]`).first();
    await card.waitFor();
    // The page has settled (its pieces, adverts and the sign-in's calls): the click is all that is measured.
    await page.waitForLoadState('networkidle');
    await card.click();
    const framed = `performance.getEntriesByName(${JSON.stringify(FIRST_FRAME_MARK)}).length > 0`;
    const frame = await pollPage(page, () => page.evaluate(framed), Boolean, {
      timeoutMs: FRAME_TIMEOUT_MS,
      everyMs: 50,
    });
    if (!frame) throw new Error(`no first frame within ${FRAME_TIMEOUT_MS} ms`);
    const read = (await page.evaluate(READ_RUN)) as {
      click: number | null;
      frame: number | null;
      requests: Array<{ url: string; start: number; end: number }>;
    };
    const ms =
      read.click === null || read.frame === null ? undefined : clickToFirstFrameMs(read.click, read.frame);
    const requests: FrameRequest[] = read.requests
      .sort((a, b) => a.start - b.start)
      .map((request) => ({ label: labelOf(request.url), start: request.start, end: request.end }));
    return ms === undefined ? { error: 'the first frame came before the click', requests } : { ms, requests };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error), requests: [] };
  } finally {
    await context.close();
  }
}
