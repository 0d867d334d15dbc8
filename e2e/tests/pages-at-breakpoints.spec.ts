/**
 * Every route the site has, at the spec's four breakpoints (450, 760, 1024 and 1440 px): no axe-core
 * violation of any impact (cookie notice showing, as on a first visit), nothing wider than the
 * window, and no Content-Security-Policy violation (support/test.ts fails any test whose pages
 * report one: this is the site's CSP sweep as well). Each page is one test that loads it at 450 px
 * and widens the window step by step. With `CLUB_E2E_SCREENSHOTS=1` a full-page screenshot of each
 * page at each width is attached to the report for a person to look at (left out by default: the
 * full-page PNGs cost CI minutes); a failing test always keeps its own screenshot and trace.
 *
 * axe-core runs every rule on the whole page at the narrowest and the widest breakpoint, and at
 * 760 and 1024 px the rules whose outcome follows the layout (support/a11y.ts says why that is
 * enough).
 *
 * The routes: the shell's prefixes (shell/src/app/router.tsx) and each remote's `./routes` table
 * (mfe-* /src/app/routes.tsx), held against the route table the specs list
 * (spec 000 §2, spec 001 §2). A path the table lists whose page has not
 * arrived yet is its remote's 404 page today, inside the layout it will have: each remote's 404 is
 * swept (they render in different layouts and remotes), and so is a path nobody knows.
 */
import type { Locator, Page } from '@playwright/test';
import { NOT_FOUND_MESSAGE } from '../../shared/src/site/index.ts';
import { axeViolationsAtWidth, EVERY_RULE_AT } from '../support/a11y.ts';
import { primaryNavigation, profileButton, STREAMER_ORIGIN } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

// Live video plays here: outside spec 001 §9's Saturday blackout, whenever the run is (support/test.ts).
test.use({ guardBlackout: true });

/** Spec 000 §2, spec 001 §2: the layout breakpoints. */
const BREAKPOINTS = [450, 760, 1024, 1440] as const;

/** Full-page screenshots of every page at every width, for a person's eyes (`CLUB_E2E_SCREENSHOTS=1`). */
const SCREENSHOTS = process.env.CLUB_E2E_SCREENSHOTS === '1';

/** The shell's chrome at any width: below 760 px the primary links live in the menu behind 'Menu'. */
async function expectClubChromeAt(page: Page, width: number) {
  await expect(profileButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  if (width >= 760) await expect(primaryNavigation(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** The streamer layout's chrome: the profile button, the section links and the footer. */
async function expectStreamerChrome(page: Page) {
  await expect(profileButton(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Streaming sections' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

interface SweptPage {
  /** Names the test and the screenshot. */
  name: string;
  /** A path on the club site, or a whole address (the streamer site). */
  url: string;
  /** Visible once the page's own content has arrived. */
  ready: (page: Page) => Locator;
  /** 'player': the player overlay covers the page (signed out, it offers to log in). */
  layout: 'club' | 'streamer' | 'player';
}

const notFound = (page: Page) => page.getByRole('main').getByText(NOT_FOUND_MESSAGE);

const PAGES: readonly SweptPage[] = [
  // mfe-content
  {
    name: 'home',
    url: '/',
    ready: (page) => page.getByRole('main').getByRole('article').first(),
    layout: 'club',
  },
  {
    name: 'news',
    url: '/news',
    ready: (page) => page.getByRole('heading', { name: 'Latest News', level: 1 }),
    layout: 'club',
  },
  // A single article takes the news item layout: the seeded legacy import (hostile markup, sanitised).
  {
    name: 'news-item',
    url: '/news/from-the-archive-the-1998-promotion-season-remembered',
    ready: (page) => page.getByRole('main').getByRole('region', { name: 'Related News' }),
    layout: 'club',
  },
  // A legacy address with a slug: the article in the news item layout, with its canonical link.
  {
    name: 'legacy-news-article',
    url: '/news/2021/05/14/from-the-archive-the-1998-promotion-season-remembered',
    ready: (page) => page.getByRole('main').getByRole('region', { name: 'Related News' }),
    layout: 'club',
  },
  // Legacy addresses: a year's listing and a day's.
  {
    name: 'legacy-news-year',
    url: '/news/2026',
    ready: (page) => page.getByRole('heading', { name: 'News from 2026', level: 1 }),
    layout: 'club',
  },
  {
    name: 'legacy-news-day',
    url: '/news/2021/05/14',
    ready: (page) => page.getByRole('heading', { name: 'News from 14 May 2021', level: 1 }),
    layout: 'club',
  },
  // A legacy address: the period's listing.
  {
    name: 'legacy-news',
    url: '/news/2021/05',
    ready: (page) => page.getByRole('heading', { name: 'News from May 2021', level: 1 }),
    layout: 'club',
  },
  {
    name: 'category',
    url: '/category',
    ready: (page) => page.getByRole('heading', { name: 'Categories', level: 1 }),
    layout: 'club',
  },
  // One category's articles, with Load more.
  {
    name: 'category-listing',
    url: '/category/mens-team',
    ready: (page) => page.getByRole('main').getByRole('article').first(),
    layout: 'club',
  },
  // Arabic, right to left.
  {
    name: 'category-arabic',
    url: '/category/arabic',
    ready: (page) => page.getByRole('main').getByRole('article').first(),
    layout: 'club',
  },
  // The club content pages (the catch-all): a Hub with its hero and cards, and a Default page.
  {
    name: 'club-hub',
    url: '/the-club',
    ready: (page) => page.getByRole('region', { name: 'In this section' }),
    layout: 'club',
  },
  // A Default page with a hero and every kind of content block (carousels, buttons, adverts).
  {
    name: 'club-page',
    url: '/the-club/history',
    ready: (page) => page.getByRole('region', { name: 'Our grounds' }),
    layout: 'club',
  },
  // A page four levels down the club's content tree.
  {
    name: 'club-page-deep',
    url: '/the-club/equality-diversity-and-inclusion/our-commitments/action-plan/progress-report-2025-26',
    ready: (page) => page.getByRole('heading', { name: 'Progress Report 2025/26', level: 1 }),
    layout: 'club',
  },
  // A footer sub-menu page: a Default page without a hero, its body tables and lists.
  {
    name: 'club-page-no-image',
    url: '/the-club/cookies',
    ready: (page) => page.getByRole('heading', { name: 'Cookies', level: 1 }),
    layout: 'club',
  },
  // A path no route table lists.
  { name: 'not-found', url: '/no-such-page', ready: notFound, layout: 'club' },
  // mfe-matches
  {
    name: 'teams',
    url: '/teams',
    ready: (page) => page.getByRole('link', { name: /Lionesses/ }).first(),
    layout: 'club',
  },
  {
    name: 'matches',
    url: '/matches',
    ready: (page) => page.getByRole('heading', { name: 'Results', level: 2 }),
    layout: 'club',
  },
  // Another team's fixtures, its current season by default.
  {
    name: 'matches-team',
    url: '/matches/lionesses',
    ready: (page) => page.getByRole('heading', { name: 'Results', level: 2 }),
    layout: 'club',
  },
  // Another team's finished season: results only, and 'No fixtures left this season.' where fixtures were.
  {
    name: 'matches-team-season',
    url: '/matches/lionesses/2025-26',
    ready: (page) => page.getByRole('heading', { name: 'Results', level: 2 }),
    layout: 'club',
  },
  {
    name: 'team',
    url: '/teams/first-team',
    ready: (page) => page.getByRole('heading', { name: 'Goalkeepers', level: 2 }),
    layout: 'club',
  },
  // Every squad, when the address names no player (spec 000 §2 /players/{player?}).
  {
    name: 'players',
    url: '/players',
    ready: (page) => page.getByRole('heading', { name: "Men's Team", level: 2 }),
    layout: 'club',
  },
  {
    name: 'player',
    url: '/players/first-team/ollie-webb',
    ready: (page) => page.getByRole('heading', { name: 'Season statistics', level: 2 }),
    layout: 'club',
  },
  // A player profile by the player alone (/players/{player}).
  {
    name: 'player-without-team',
    url: '/players/ollie-webb',
    ready: (page) => page.getByRole('heading', { name: 'Season statistics', level: 2 }),
    layout: 'club',
  },
  {
    name: 'match-centre-result',
    url: '/match/first-team/2025-26/g20251001',
    ready: (page) => page.getByRole('heading', { name: 'Match report', level: 2 }),
    layout: 'club',
  },
  {
    name: 'match-centre-next',
    url: '/match',
    ready: (page) => page.getByRole('heading', { name: 'Match events', level: 2 }),
    layout: 'club',
  },
  // mfe-streaming
  {
    name: 'videos',
    url: '/videos',
    ready: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first(),
    layout: 'club',
  },
  {
    name: 'videos-browse',
    url: '/videos/browse',
    ready: (page) => page.getByRole('main').getByText(/^Showing \d+ of \d+ results$/),
    layout: 'club',
  },
  {
    name: 'videos-categories',
    url: '/videos/categories',
    ready: (page) => page.getByRole('main').getByRole('link', { name: 'Highlights' }),
    layout: 'club',
  },
  {
    name: 'videos-channel',
    url: '/videos/channel/highlights',
    ready: (page) => page.getByRole('main').getByText(/^Showing \d+/),
    layout: 'club',
  },
  {
    name: 'videos-faqs',
    url: '/videos/faqs',
    ready: (page) => page.getByRole('main').getByRole('heading', { name: 'General', level: 2 }),
    layout: 'club',
  },
  {
    name: 'videos-subscriptions',
    url: '/videos/subscriptions',
    ready: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first(),
    layout: 'club',
  },
  // A video address and a player page for a video the catalogue does not have: mfe-streaming's 404.
  { name: 'videos-unknown-video', url: '/videos/some-video-id', ready: notFound, layout: 'club' },
  { name: 'videos-player-unknown', url: '/videos/player/some-video', ready: notFound, layout: 'club' },
  {
    name: 'live',
    url: '/live',
    ready: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first(),
    layout: 'club',
  },
  // A live stream's player page, signed out: the overlay asks the visitor to log in.
  {
    name: 'live-player-signed-out',
    url: '/live/video',
    ready: (page) => page.getByRole('dialog').getByText('Please Log In to access this stream'),
    layout: 'player',
  },
  // mfe-account
  {
    name: 'login',
    url: '/account/login',
    ready: (page) => page.getByRole('main').getByRole('heading', { name: 'Log in', level: 1 }),
    layout: 'club',
  },
  {
    name: 'signup',
    url: '/account/signup',
    ready: (page) => page.getByRole('main').getByRole('heading', { name: 'Create an account', level: 1 }),
    layout: 'club',
  },
  {
    name: 'forgot-password',
    url: '/account/forgot-password',
    ready: (page) => page.getByRole('main').getByRole('heading', { name: 'Forgotten password', level: 1 }),
    layout: 'club',
  },
  {
    name: 'profile (signed out)',
    url: '/account/profile',
    ready: (page) => page.getByRole('main').getByText('Log in to see your profile.'),
    layout: 'club',
  },
  { name: 'account 404', url: '/account/nowhere', ready: notFound, layout: 'club' },
  // The streamer site: the same shell build with the streamer layout.
  {
    name: 'streamer-home',
    url: `${STREAMER_ORIGIN}/`,
    ready: (page) => page.getByRole('main').getByRole('article').first(),
    layout: 'streamer',
  },
  {
    name: 'streamer-videos',
    url: `${STREAMER_ORIGIN}/videos`,
    ready: (page) => page.getByRole('main').getByRole('heading', { name: 'Videos', level: 1 }),
    layout: 'streamer',
  },
];

/**
 * Every image the page needs at this width has arrived (or failed): a wider window can pick another
 * source from a srcset. A lazy image the visitor cannot see is not asked for, so it is left out:
 * one below the fold, one not shown at this width, or one clipped away by its scroller (the cards of
 * a horizontal rail beyond its right edge at 450 px).
 */
const imagesSettled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const inSight = (image: HTMLImageElement) => {
          if (image.getClientRects().length === 0) return false;
          const box = image.getBoundingClientRect();
          let { left, top, right, bottom } = box;
          for (let parent = image.parentElement; parent; parent = parent.parentElement) {
            const { overflowX, overflowY } = getComputedStyle(parent);
            if (overflowX === 'visible' && overflowY === 'visible') continue;
            const clip = parent.getBoundingClientRect();
            left = Math.max(left, clip.left);
            top = Math.max(top, clip.top);
            right = Math.min(right, clip.right);
            bottom = Math.min(bottom, clip.bottom);
          }
          return (
            Math.min(right, window.innerWidth) > Math.max(left, 0) &&
            Math.min(bottom, window.innerHeight) > Math.max(top, 0)
          );
        };
        return Array.from(document.images).every(
          (image) => image.complete || (image.loading === 'lazy' && !inSight(image)),
        );
      }),
    )
    .toBe(true);

// One test per page walks the four widths in one tab: the page loads once at the narrowest width and
// the window then widens, as a tablet turns or a window is dragged, so the layout must follow without
// a reload. Loading each page afresh at every width cost about four times as long in CI for the same
// checks. The pages are independent of each other and change nothing, so they share the workers.
test.describe.configure({ mode: 'parallel' });

// A title must read the same in every worker, whose copies of the site are on different ports.
const pathOf = (url: string) => (url.startsWith('/') ? url : new URL(url).pathname);

for (const { name, url, ready, layout } of PAGES) {
  test(`${name} (${pathOf(url)}) has no axe-core violations and fits the window at ${BREAKPOINTS.join(', ')} px`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: BREAKPOINTS[0], height: 900 });
    await page.goto(url);
    await expect(ready(page)).toBeVisible();
    // Let lazy parts (footer sponsors, adverts) arrive before judging the page.
    await page.waitForLoadState('networkidle');

    for (const width of BREAKPOINTS) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expect(ready(page)).toBeVisible();
        if (layout === 'club') await expectClubChromeAt(page, width);
        else if (layout === 'streamer') await expectStreamerChrome(page);
        await imagesSettled(page);

        const everyRule = EVERY_RULE_AT.includes(width);
        expect(
          await axeViolationsAtWidth(page, width),
          `axe-core (${everyRule ? 'every rule' : 'the layout rules'}) at ${width} px`,
        ).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `nothing is wider than the window at ${width} px`).toBeLessThanOrEqual(0);

        if (SCREENSHOTS) {
          const file = testInfo.outputPath(`${name}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          await testInfo.attach(`${name} at ${width} px`, { path: file, contentType: 'image/png' });
        }
      });
    }
  });
}
