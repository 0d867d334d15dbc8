/**
 * mfe-matches against the real services: results and fixtures sit either side of today's date
 * (whatever it is), and a live match centre shows a goal the moment the services' clock reaches
 * it, without a reload. The services' test clock is moved, and always put back.
 */

import type { Page } from '@playwright/test';
import {
  ACCESS_MESSAGES,
  ACCESS_STATUS,
  eventElapsed,
  type FixturesResponse,
  MATCH_LIVE_WINDOW_MS,
  type MatchDetailResponse,
  seasonLabel,
  seasonOf,
} from '../../shared/src/contracts/index.ts';
import { axeViolations } from '../support/a11y.ts';
import { REMOTE_UNAVAILABLE, remoteOrigin, SERVICES_ORIGIN, setServicesClock } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const MINUTE_MS = 60_000;

/** The badge of a match in play: 'Live 23\'', 'Live 45+2\'', 'Live HT'. */
const LIVE_BADGE = /Live (\d|HT)/;

/** DD MM YYYY (the site's date format) as a UTC midday, to compare days. */
const dayOf = (text: string) => {
  const [day, month, year] = text.split(' ').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, 12);
};

test.afterEach(async ({ page }) => {
  await setServicesClock(page.request, 0);
});

test("/matches puts today's results behind and fixtures ahead, on today's date", async ({ page }) => {
  await setServicesClock(page.request, 0);
  await page.goto('/matches');
  const today = Date.now();
  const upcoming = page.getByRole('region', { name: 'Upcoming fixtures' }).getByRole('article');
  const results = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await expect(results.first()).toBeVisible();
  const dateOf = async (article: ReturnType<typeof upcoming.first>) =>
    dayOf(((await article.locator('time').first().textContent()) ?? '').slice(0, 10));
  expect(await dateOf(results.first())).toBeLessThanOrEqual(today + 12 * 60 * MINUTE_MS);
  if ((await upcoming.count()) > 0) {
    expect(await dateOf(upcoming.first())).toBeGreaterThanOrEqual(today - 36 * 60 * MINUTE_MS);
    // A match in play is not a result yet: it leads the fixtures with its live minute and score
    // (a run on a Saturday afternoon meets one). Every other fixture is still to be played.
    const live = upcoming.filter({ hasText: LIVE_BADGE });
    const notLive = upcoming.filter({ hasNotText: LIVE_BADGE });
    if ((await live.count()) > 0) await expect(live.first()).toContainText(/\d+ - \d+/);
    if ((await notLive.count()) > 0) await expect(notLive.first()).not.toContainText(/\d+ - \d+/);
  }
  await expect(results.first()).toContainText(/\d+ - \d+/);
});

/** The current season the site's server puts in the runtime config it serves. */
async function servedSeason(page: Page): Promise<number | undefined> {
  const config = (await (await page.request.get('/runtime-config.json')).json()) as {
    settings: { currentSeason?: number };
  };
  return config.settings.currentSeason;
}

test("the season follows the services' clock: after a season's last match, 'New fixtures coming soon'; from 1 July, the next season on every page", async ({
  page,
}) => {
  test.slow();
  await setServicesClock(page.request, 0);
  const season = seasonOf(new Date());
  expect(await servedSeason(page)).toBe(season);
  const fixtures = (await (
    await page.request.get(`${SERVICES_ORIGIN}/match-data/fixtures?team=first-team&season=${season}`)
  ).json()) as FixturesResponse;
  const lastKickoff = Math.max(...fixtures.data.map((match) => Date.parse(match.kickoff)));
  const seasonsLinks = page.getByRole('navigation', { name: 'Seasons' });

  // A day after the season's last match (still June at the latest): every match a result, nothing
  // announced, and preseason mode on (runtime config flags.preseason), so spec 000 §3's message.
  const afterLast = Math.max(lastKickoff + 24 * 60 * MINUTE_MS, Date.now());
  expect(seasonOf(new Date(afterLast)), 'the last match is in its own season').toBe(season);
  await setServicesClock(page.request, afterLast - Date.now());
  expect(await servedSeason(page)).toBe(season);
  await page.goto('/matches');
  const upcoming = page.getByRole('region', { name: 'Upcoming fixtures' });
  await expect(upcoming).toContainText('New fixtures coming soon');
  await expect(upcoming.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toContainText(
    /\d+ - \d+/,
  );
  await expect(seasonsLinks.getByRole('link', { name: seasonLabel(season) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await axeViolations(page)).toEqual([]);

  // 1 July on the London clock: the next season, in the served config, on /matches and in the
  // video filters of another remote, with its fixtures ahead.
  const next = season + 1;
  await setServicesClock(page.request, Date.UTC(next, 6, 1, 9) - Date.now());
  expect(await servedSeason(page)).toBe(next);
  await page.goto('/matches');
  await expect(seasonsLinks.getByRole('link', { name: seasonLabel(next) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(upcoming.getByRole('article').first()).toBeVisible();
  await expect(upcoming).not.toContainText('New fixtures coming soon');
  await page.goto('/videos/browse');
  await expect(page.getByLabel('Season').getByRole('option').nth(1)).toHaveText(seasonLabel(next));
});

test('a live match centre shows a goal as the clock reaches it, without a reload', async ({ page }) => {
  test.slow();
  await setServicesClock(page.request, 0);
  const now = Date.now();
  const fixtures = (await (
    await page.request.get(`${SERVICES_ORIGIN}/match-data/fixtures?team=first-team&status=fixture`)
  ).json()) as FixturesResponse;
  // Play the upcoming matches out on the services' clock until one has a goal.
  let found:
    | { matchID: string; kickoff: number; goalAt: number; scorer: string; side: 'home' | 'away' }
    | undefined;
  for (const match of fixtures.data.filter((m) => m.status === 'fixture').slice(0, 8)) {
    const kickoff = Date.parse(match.kickoff);
    await setServicesClock(page.request, kickoff - now + MATCH_LIVE_WINDOW_MS);
    const detail = (await (
      await page.request.get(`${SERVICES_ORIGIN}/match-data/matches/${match.matchID}`)
    ).json()) as MatchDetailResponse;
    const goal = detail.data.events
      .filter((e) => e.type === 'goal' || e.type === 'penalty-goal')
      .sort((a, b) => eventElapsed(a) - eventElapsed(b))[0];
    if (goal && eventElapsed(goal) >= 3) {
      found = {
        matchID: match.matchID,
        kickoff,
        goalAt: eventElapsed(goal),
        scorer: goal.player.name,
        side: goal.side,
      };
      break;
    }
  }
  expect(found, 'an upcoming match with a goal').toBeDefined();
  if (!found) return;

  // Two minutes before the goal: live, and the scorer has not scored yet. It is a match day: the
  // matchday takeover banner (spec 000 §3) shows on home and on the fixtures pages, and leads to
  // the match centre.
  await setServicesClock(page.request, found.kickoff - Date.now() + (found.goalAt - 2) * MINUTE_MS);
  const banner = page.getByRole('complementary', { name: 'Matchday' });
  await page.goto('/');
  await expect(banner).toContainText(/Live \d+/);
  await expect(banner.getByRole('link', { name: 'Follow it in the match centre' })).toHaveAttribute(
    'href',
    new RegExp(`/match/first-team/${fixtures.meta.season.slug}/${found.matchID}$`),
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/matches');
  // In play, the match leads the fixtures with its minute and score: not a result yet.
  const inPlay = page.getByRole('region', { name: 'Upcoming fixtures' }).getByRole('article').first();
  await expect(inPlay).toContainText(LIVE_BADGE);
  await expect(inPlay).toContainText(/\d+ - \d+/);
  await banner.getByRole('link', { name: 'Follow it in the match centre' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/match/first-team/${fixtures.meta.season.slug}/${found.matchID}$`),
  );
  const events = page.getByRole('region', { name: 'Match events' });
  await expect(page.getByText(/^Live \d+/)).toBeVisible();
  await expect(events).not.toContainText(`Goal ${found.scorer}`);
  // The team stats so far show while live, and move on with the rest.
  const onTarget = page
    .getByRole('region', { name: 'Team stats' })
    .getByRole('row', { name: /Shots on target/ });
  await expect(onTarget).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  // The Men's Team's live video (streaming config media routing) opens in the site's player and
  // docks in the corner while the supporter reads on.
  await page.getByRole('button', { name: 'Watch live' }).click();
  await page.getByRole('button', { name: 'Keep the video in the corner while reading' }).click();
  await expect(page.getByRole('button', { name: 'Bring the video back into the page' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await setServicesClock(page.request, found.kickoff - Date.now() + (found.goalAt + 1) * MINUTE_MS);
  await expect(events).toContainText(`Goal ${found.scorer}`, { timeout: 30_000 });
  const scorerSide = onTarget.getByRole('cell').nth(found.side === 'home' ? 0 : 1);
  expect(Number(await scorerSide.textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.locator('[aria-live="polite"]')).toContainText(`Goal for`);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('an unknown match, team or player is the 404 page; a failing match data service offers Try again', async ({
  page,
}) => {
  for (const path of [
    '/match/first-team/2026-27/g0',
    '/teams/reserves',
    '/players/nobody',
    '/matches/reserves',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText('This page could not be found')).toBeVisible();
  }
  // Twice: the server's render asks first (a failed answer leaves the page to the browser to ask
  // again), then the browser.
  const fault = await page.request.post(`${SERVICES_ORIGIN}/__test/faults`, {
    data: { route: '/match-data/fixtures', status: 503, times: 2 },
  });
  expect(fault.ok()).toBe(true);
  await page.goto('/matches');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('The fixtures could not be loaded.');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
});

test("with mfe-streaming down, a live match centre still updates and its video shows the owner's fallback", async ({
  page,
}) => {
  await setServicesClock(page.request, 0);
  const next = (await (
    await page.request.get(`${SERVICES_ORIGIN}/match-data/next?team=first-team`)
  ).json()) as {
    data: { matchID: string; kickoff: string; seasonSlug: string };
  };
  await setServicesClock(page.request, Date.parse(next.data.kickoff) - Date.now() + 20 * MINUTE_MS);
  await page.route(`${remoteOrigin('mfe-streaming')}/**`, (route) => route.abort());

  await page.goto(`/match/first-team/${next.data.seasonSlug}/${next.data.matchID}`);
  await expect(page.getByText(/^Live \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Watch live' }).click();
  await expect(page.getByRole('main').getByText(REMOTE_UNAVAILABLE)).toBeVisible();
  // The rest of the page keeps working: the live clock moves on with the services' clock.
  await setServicesClock(page.request, Date.parse(next.data.kickoff) - Date.now() + 70 * MINUTE_MS);
  await expect(page.getByText(/^Live (5\d|6\d|7\d)'/)).toBeVisible({ timeout: 30_000 });
});

test.describe('a finished match in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("offers its replay: held back until 12 noon UK time the next day (said in the viewer's time), then in the site's player, whose own checks refuse a visitor not signed in", async ({
    page,
  }) => {
    await setServicesClock(page.request, 0);
    const fixtures = (await (
      await page.request.get(`${SERVICES_ORIGIN}/match-data/fixtures?team=first-team&status=fixture`)
    ).json()) as FixturesResponse;
    const match = fixtures.data.find((m) => m.status === 'fixture' && m.competition.type !== 'friendly');
    expect(match, 'an upcoming competitive match').toBeDefined();
    if (!match) return;
    const kickoff = Date.parse(match.kickoff);
    const address = `/match/first-team/${match.seasonSlug}/${match.matchID}`;

    // Three hours after kick-off: full time, the replay held back.
    await setServicesClock(page.request, kickoff - Date.now() + 3 * 60 * MINUTE_MS);
    await page.goto(address);
    await expect(page.getByText('Full time')).toBeVisible();
    const replay = page.getByRole('region', { name: 'Match replay' });
    // Noon in London on the day after: 07:00 in New York in winter (GMT-5), 08:00 in summer.
    await expect(replay).toContainText(
      /The full match replay will be available from \w+ \d+ \w+ at 0[78]:00 GMT-[45]\./,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Once released: the replay opens in the site's player, which refuses it to a visitor who
    // is not signed in with spec 001 §8's words.
    const detail = (await (
      await page.request.get(`${SERVICES_ORIGIN}/match-data/matches/${match.matchID}`)
    ).json()) as MatchDetailResponse;
    const availableFrom = Date.parse(detail.data.replay?.availableFrom ?? '');
    await setServicesClock(page.request, availableFrom - Date.now() + MINUTE_MS);
    await page.reload();
    await replay.getByRole('button', { name: 'Watch the replay' }).click();
    await expect(page.getByText(ACCESS_MESSAGES[ACCESS_STATUS.notLoggedIn]).first()).toBeVisible();
  });
});
