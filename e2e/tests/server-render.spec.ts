/**
 * Server rendering (issue 20, docs/architecture.md "Server rendering"): the pages of mfe-content,
 * mfe-matches and mfe-streaming are rendered by the shell's server with the remotes' server builds
 * and their data, readable before any script runs (HTML bodies sanitised there too), each visitor's as their
 * cookies say, and the browser hydrates them in place.
 */

import type { Page } from '@playwright/test';
import type { RemoteName } from '../../scripts/lib/apps.ts';
import { SITE_COOKIES } from '../../shared/src/contracts/index.ts';
import { LOAD_MORE_LABEL } from '../../shared/src/site/index.ts';
import { watchLayoutShifts } from '../support/layout-shifts.ts';
import { remoteOrigin, SERVICES_ORIGIN, SHELL_ORIGIN, setServicesClock } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const NEWS_HEADING = 'Latest News';

/** The seeded legacy article full of hostile markup (services/src/seed/news-seed.ts). */
const HOSTILE = {
  path: '/news/from-the-archive-the-1998-promotion-season-remembered',
  title: 'From the archive: the 1998 promotion season remembered',
  text: 'A season to remember',
} as const;

/** The markup inside #root of a page's HTML (without the answers' data block after it). */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/**
 * A remote's stylesheet written into a page's head (scripts/lib/inline-stylesheets.ts): its rules in a
 * `<style data-href>`, then its link, disabled, for the scripts' loaders to find.
 */
const writtenIn = (remote: RemoteName, name = '') => {
  const sheet = `${remoteOrigin(remote)}/[^"]+${name}[^"]*\\.css`;
  return new RegExp(
    `<style data-href="${sheet}">[^<]+</style><link rel="stylesheet" href="${sheet}" disabled>`,
  );
};

/** The HTML the shell's server sends for `path`, as a browser asks for a page (with these cookies). */
async function rawPage(path: string, cookie?: string): Promise<string> {
  const response = await fetch(new URL(path, SHELL_ORIGIN), {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(response.status).toBe(200);
  return response.text();
}

interface MatchAnswer {
  data: {
    matchID: string;
    seasonSlug: string;
    status: string;
    homeAway: 'home' | 'away';
    club: { name: string };
    opponent: { name: string };
    score: { home: number; away: number } | null;
    replay?: { available: boolean } | null;
    events: Array<{ type: string; player: { name: string } }>;
  };
}

/** The Men's Team's latest result with a replay and a goal, from the match-data service. */
async function resultWithReplay() {
  const { data } = (await (
    await fetch(`${SERVICES_ORIGIN}/match-data/fixtures?team=first-team&status=result`)
  ).json()) as { data: Array<{ matchID: string }> };
  for (const { matchID } of data.toReversed()) {
    const { data: match } = (await (
      await fetch(`${SERVICES_ORIGIN}/match-data/matches/${matchID}`)
    ).json()) as MatchAnswer;
    if (match.replay && match.score && match.events.some((event) => event.type === 'goal'))
      return { ...match, path: `/match/first-team/${match.seasonSlug}/${match.matchID}` };
  }
  throw new Error("no result of the Men's Team with a replay and a goal");
}

/** How the match centre reads a match's score ('Northbridge FC 2, Ashcombe Albion 1'). */
const scoreText = (match: MatchAnswer['data']) => {
  const [home, away] =
    match.homeAway === 'home' ? [match.club, match.opponent] : [match.opponent, match.club];
  return `${home.name} ${match.score?.home}, ${away.name} ${match.score?.away}`;
};

test('the raw HTML of /news holds its heading and its first articles, with the answers they came from', async () => {
  const html = await rawPage('/news');
  const root = rootOf(html);
  expect(root).toContain(`>${NEWS_HEADING}</h1>`);
  expect(html).toContain('<body class="route-news">');
  expect(root.match(/<article /g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  expect(html).toContain('<script type="application/json" id="club-server-render">');
  // mfe-content's own styles are in it, so the first paint is styled, and waits for no stylesheet.
  expect(html).toMatch(writtenIn('mfe-content'));
  expect(html).not.toMatch(/<link (?![^>]* disabled>)[^>]*rel="stylesheet"/);
});

test('the raw HTML of an article holds its heading and its body, sanitised on the server', async () => {
  const html = await rawPage(HOSTILE.path);
  const root = rootOf(html);
  expect(root).toContain(`>${HOSTILE.title}</h1>`);
  expect(root).toContain(HOSTILE.text);
  expect(root).not.toMatch(/<script/i);
  expect(root).not.toMatch(/\son[a-z]+=/i);
  expect(root).not.toMatch(/javascript:/i);
  // The page runs no inline script of React's either (the CSP allows none).
  expect(html.match(/<script(?![^>]*(?:\bsrc=|application\/json))/g) ?? []).toEqual([]);
});

test('without JavaScript, an article shows its heading and its text', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SHELL_ORIGIN}${HOSTILE.path}`);
  const article = page.getByRole('main').getByRole('article').first();
  await expect(article.getByRole('heading', { level: 1, name: HOSTILE.title })).toBeVisible();
  await expect(article.getByText(HOSTILE.text)).toBeVisible();
  // Styled by mfe-content's own stylesheets, written into the page, with no script to add them.
  const remoteRules = await page.evaluate(
    (origin) =>
      [...document.styleSheets]
        .filter((sheet) => (sheet.ownerNode as HTMLElement | null)?.dataset.href?.startsWith(origin))
        .reduce((rules, sheet) => rules + sheet.cssRules.length, 0),
    remoteOrigin('mfe-content'),
  );
  expect(remoteRules).toBeGreaterThan(0);
  await context.close();
});

test('without JavaScript, /news shows its heading and articles, and their links lead to the articles', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SHELL_ORIGIN}/news`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: NEWS_HEADING })).toBeVisible();
  const first = main.getByRole('article').first().getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/news\/[a-z0-9-]+$/);
  await context.close();
});

/** Issue 20: hydration adds no layout shift (CLS at most 0.01). */
const MOST_LAYOUT_SHIFT = 0.01;

/**
 * Notes, from the page's first script on, what a hydration check needs: the server's node, blocked
 * styles, hydration errors, a request for the config or a stylesheet the page carries, layout shifts, and the shell's
 * main.js joining the page before its first contentful paint (the page paints before the scripts run).
 */
async function watchHydration(page: Page, selector: string): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A rendered page hydrates with the config it carries (issue 20 point 4): it asks for none. Nor
  // for a stylesheet it holds written in (its rules are there; its loaders find the disabled link).
  let configAsked = false;
  const stylesheetsAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/runtime-config.json') configAsked = true;
    if (url.pathname.endsWith('.css')) stylesheetsAsked.push(url.href);
  });
  // What moved on screen without the visitor doing anything (the CLS of issue 20's targets).
  const layoutShifts = await watchLayoutShifts(page);
  await page.addInitScript((serverNode: string) => {
    const seen = window as unknown as { serverNode?: Element | null; blockedStyles: string[] };
    seen.blockedStyles = [];
    // Inline style attributes in the server's HTML would be blocked by the CSP (no 'unsafe-inline').
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('style-src')) seen.blockedStyles.push(event.sample || 'style');
    });
    document.addEventListener('DOMContentLoaded', () => {
      seen.serverNode = document.querySelector(serverNode);
    });
    // When the shell's main.js joined the page: after its first contentful paint (the after-paint script).
    const started = window as unknown as { mainAddedAt?: number };
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]{10}\.js$/.test(node.src)) {
            started.mainAddedAt = performance.now();
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return async () => {
    // Hydrated: React has taken the server's node as its own (it was not rendered afresh).
    await expect
      .poll(() =>
        page.evaluate((current: string) => {
          const node = (window as unknown as { serverNode?: Element | null }).serverNode;
          return Boolean(
            node?.isConnected &&
              node === document.querySelector(current) &&
              Object.keys(node).some((key) => key.startsWith('__reactFiber')),
          );
        }, selector),
      )
      .toBe(true);
    const blocked = await page.evaluate(
      () => (window as unknown as { blockedStyles: string[] }).blockedStyles,
    );
    const { total: shifted, moved } = await layoutShifts();
    const { mainAddedAt, painted } = await page.evaluate(() => ({
      mainAddedAt: (window as unknown as { mainAddedAt?: number }).mainAddedAt,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    const startedEarly =
      mainAddedAt === undefined || painted === undefined || mainAddedAt < painted
        ? [
            `main.js added at ${mainAddedAt?.toFixed(0)} ms, the first contentful paint at ${painted?.toFixed(0)} ms`,
          ]
        : [];
    const held = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map(
        (style) => new URL(style.dataset.href ?? '', document.baseURI).href,
      ),
    );
    return [
      ...(configAsked ? ['asked for the runtime config'] : []),
      ...(held.length === 0 ? ['no stylesheet written in'] : []),
      ...stylesheetsAsked
        .filter((href) => held.includes(href))
        .map((href) => `asked for ${href}, which the page holds`),
      ...blocked.map((sample) => `blocked style: ${sample}`),
      ...(shifted > MOST_LAYOUT_SHIFT ? [`layout shift ${shifted.toFixed(3)}: ${moved.join('; ')}`] : []),
      ...startedEarly,
      ...errors.filter((text) => /hydrat|#418|#423|#425/i.test(text)),
    ];
  };
}

test('the browser hydrates the server’s /news in place, and its Load more works', async ({ page }) => {
  const problems = await watchHydration(page, 'main article');
  await page.goto('/news');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: NEWS_HEADING })).toBeVisible();
  expect(await problems()).toEqual([]);
  const before = await main.getByRole('article').count();
  await main.getByRole('button', { name: LOAD_MORE_LABEL }).click();
  await expect.poll(() => main.getByRole('article').count()).toBeGreaterThan(before);
});

for (const { path, heading } of [
  { path: '/', heading: 'main article h2' },
  { path: HOSTILE.path, heading: 'main h1' },
  { path: '/category/mens-team', heading: 'main h1' },
  { path: '/the-club/history', heading: 'main h1' },
  { path: '/matches', heading: 'main h1' },
  { path: '/teams', heading: 'main h1' },
  { path: '/teams/first-team', heading: 'main h1' },
  { path: '/videos', heading: 'main article h3' },
  { path: '/live', heading: 'main h1' },
  { path: '/videos/faqs', heading: 'main h1' },
]) {
  test(`the browser hydrates the server’s ${path} in place, with no mismatch, no blocked style and no shift`, async ({
    page,
  }) => {
    const problems = await watchHydration(page, heading);
    await page.goto(path);
    await expect(page.locator(heading).first()).toBeVisible();
    expect(await problems()).toEqual([]);
  });
}

test('the raw HTML of / holds the pieces of other remotes in it, styled by their stylesheets written in', async () => {
  const html = await rawPage('/');
  const root = rootOf(html);
  const head = html.slice(0, html.indexOf('</head>'));
  for (const [remote, piece] of [
    ['mfe-matches', 'NextMatchStrip'],
    ['mfe-streaming', 'LatestVideosRail'],
  ] as const) {
    // Rendered (its owner's release on it), not the space it keeps while it loads.
    expect(root).toMatch(new RegExp(`data-remote="${remote}" data-piece="${piece}" data-release="[^"]+"`));
    expect(head).toMatch(writtenIn(remote, piece));
  }
  // The next match strip links to a match centre: readable before any script.
  expect(root).toMatch(/<a [^>]*href="\/match\/first-team\//);
});

test('the raw HTML of /matches holds its heading, the team and season switchers and the first results', async () => {
  const html = await rawPage('/matches');
  const root = rootOf(html);
  expect(root).toContain('>Fixtures</h1>');
  expect(html).toContain('<body class="route-matches">');
  expect(root).toContain('aria-label="Teams"');
  expect(root.match(/<article /g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(html).toMatch(writtenIn('mfe-matches'));
});

test("two visitors asking at once for a finished match's centre each get their own: the spoiler-free one without the score", async () => {
  const match = await resultWithReplay();
  const spoilerFree = `${SITE_COOKIES.spoilerFree}=1`;
  const pages = await Promise.all(
    [spoilerFree, undefined, spoilerFree, undefined].map((cookie) => rawPage(match.path, cookie)),
  );
  for (const [index, html] of pages.entries()) {
    const root = rootOf(html);
    expect(root, 'the match centre is rendered').toContain(`id="match-heading"`);
    if (index % 2 === 0) {
      expect(root).not.toContain(scoreText(match));
      expect(root).toContain('Show the score');
    } else {
      expect(root).toContain(scoreText(match));
      expect(root).not.toContain('Show the score');
    }
  }
});

test("without JavaScript, a match centre shows the match's last state, and its links lead on", async ({
  browser,
}) => {
  const match = await resultWithReplay();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SHELL_ORIGIN}${match.path}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(match.opponent.name);
  await expect(main.getByText('Full time')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Match events' })).toContainText('Goal');
  await main.getByRole('link', { name: 'All fixtures and results' }).click();
  await expect(page).toHaveURL(new RegExp(`/matches/first-team/${match.seasonSlug}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Fixtures' })).toBeVisible();
  await context.close();
});

test('the raw HTML of /videos holds its heading, its rails of videos and, for a first visitor, the cookie notice', async () => {
  const html = await rawPage('/videos');
  const root = rootOf(html);
  expect(root).toContain('>Videos</h1>');
  expect(html).toContain('<body class="route-videos">');
  expect(root.match(/<article /g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  // A first visitor's page has the cookie notice in its first paint; one who answered it, not.
  expect(root).toContain('id="cookie-notice"');
  const answered = await rawPage('/videos', `${SITE_COOKIES.consent}=true`);
  expect(rootOf(answered)).not.toContain('id="cookie-notice"');
});

test('the raw HTML of /videos/browse holds its first results, which the hydrated page does not ask for again', async ({
  page,
}) => {
  const root = rootOf(await rawPage('/videos/browse'));
  expect(root).toContain('>Browse</h1>');
  expect(root.match(/<article /g)?.length ?? 0).toBeGreaterThanOrEqual(6);

  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/search')) searches.push(request.url());
  });
  const problems = await watchHydration(page, 'main article');
  await page.goto('/videos/browse');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await problems()).toEqual([]);
  expect(searches, 'the answer came with the page (the service data cache)').toEqual([]);
});

test.describe('a match centre seen from another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test.afterEach(({ request }) => setServicesClock(request, 0));

  test("is rendered with the replay's time on the club's clock, and hydrated in place says it in the viewer's", async ({
    page,
    request,
  }) => {
    const { data } = (await (
      await fetch(`${SERVICES_ORIGIN}/match-data/fixtures?team=first-team&status=fixture`)
    ).json()) as { data: Array<MatchAnswer['data'] & { kickoff: string; competition: { type: string } }> };
    const match = data.find((each) => each.competition.type !== 'friendly');
    if (!match) throw new Error('no upcoming competitive match');
    // Three hours after kick-off: full time, the replay held back until noon in London the next day.
    await setServicesClock(request, Date.parse(match.kickoff) - Date.now() + 3 * 60 * 60_000);
    const path = `/match/first-team/${match.seasonSlug}/${match.matchID}`;
    expect(rootOf(await rawPage(path))).toMatch(
      /The full match replay will be available from \w+ \d+ \w+ at 12:00 (GMT|BST)\./,
    );

    const problems = await watchHydration(page, 'main h1');
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Match replay' })).toContainText(
      /The full match replay will be available from \w+ \d+ \w+ at 0[78]:00 GMT-[45]\./,
    );
    expect(await problems()).toEqual([]);
  });
});
