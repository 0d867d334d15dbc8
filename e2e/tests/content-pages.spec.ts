/**
 * mfe-content's pages in the composed site (issue 9): articles, legacy addresses, categories, club
 * pages and the home page, with the spec's texts. The sweep at the four breakpoints with axe is in
 * pages-at-breakpoints.spec.ts; this spec checks what each page does.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { NOT_FOUND_MESSAGE, TITLE_SUFFIX } from '../../shared/src/site/index.ts';
import { axeViolations } from '../support/a11y.ts';
import {
  addServiceFault,
  clearServiceFaults,
  REMOTE_UNAVAILABLE,
  RETRY,
  remoteOrigin,
  SHELL_ORIGIN,
  withCookieChoiceMade,
} from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** Seeded articles (services/src/seed/news-seed.ts). */
const HOSTILE = {
  slug: 'from-the-archive-the-1998-promotion-season-remembered',
  title: 'From the archive: the 1998 promotion season remembered',
  legacyPath: '/news/2021/05/14/from-the-archive-the-1998-promotion-season-remembered',
} as const;

test.describe('an article', () => {
  test('opens from its card on /news, with its h1, title, date, category links, hero and 4 related', async ({
    page,
  }) => {
    await page.goto('/news');
    const main = page.getByRole('main');
    const firstCard = main.getByRole('article').first();
    const title = ((await firstCard.getByRole('heading').textContent()) ?? '').trim();
    await firstCard.getByRole('link').click();
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title}${TITLE_SUFFIX}`);
    expect(new URL(page.url()).pathname).toMatch(/^\/news\/[a-z0-9-]+$/);
    await expect(page.locator('[data-layout="news-item"]')).toBeVisible();

    await expect(main.getByRole('article').first().locator('time').first()).toHaveText(/^\d{2} \d{2} \d{4}$/);
    const categories = main.getByRole('list', { name: 'Categories' });
    await expect(categories.getByRole('link').first()).toHaveAttribute('href', /^\/category\/[a-z0-9-]+$/);

    const hero = main.locator('article img[fetchpriority="high"]');
    await expect(hero).toHaveAttribute('width', '800');
    await expect(hero).toHaveAttribute('height', '450');
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    // Right-sized: a 450 px phone is not sent the 1600 px original.
    const chosen = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(chosen).not.toContain('1600x900');

    const share = main.getByRole('region', { name: 'Share this article' });
    for (const name of ['Share on Facebook', 'Share on X', 'Share by email']) {
      await expect(share.getByRole('link', { name })).toBeVisible();
    }
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Related News' }).getByRole('article')).toHaveCount(4);
    // Every picture of the page is sized before it arrives (no layout shift): hero, body, related.
    const unsized = await main
      .locator('img')
      .evaluateAll(
        (images) =>
          images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).length,
      );
    expect(unsized).toBe(0);
  });

  test('the seeded hostile legacy article shows its text and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/news/${HOSTILE.slug}`);
    const article = page.getByRole('main').getByRole('article').first();
    await expect(article.getByRole('heading', { level: 1, name: HOSTILE.title })).toBeVisible();
    await expect(article.getByText('A season to remember')).toBeVisible();
    await expect(article.getByText('full season review')).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article.locator('[onerror]')).toHaveCount(0);
    await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
    const cookies = await page.context().cookies(SHELL_ORIGIN);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('legacy_tracker');
  });

  test('an unknown slug is the 404 page; a failing service shows Try again, which recovers', async ({
    page,
    request,
  }) => {
    await page.goto('/news/no-such-story-here');
    await expect(page.getByRole('main').getByText(NOT_FOUND_MESSAGE)).toBeVisible();

    // Failing until cleared, whoever asks: the page's server reads the article too, for its early hints.
    await addServiceFault(request, { route: `/web/v1/news/${HOSTILE.slug}`, status: 503 });
    try {
      await page.goto(`/news/${HOSTILE.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('alert')).toBeVisible();
      await clearServiceFaults(request);
      await main.getByRole('button', { name: RETRY }).click();
      await expect(main.getByRole('heading', { level: 1, name: HOSTILE.title })).toBeVisible();
    } finally {
      await clearServiceFaults(request);
    }
  });
});

test.describe('legacy news addresses', () => {
  test('with a slug show the article with a canonical link to /news/{slug}', async ({ page }) => {
    await page.goto(HOSTILE.legacyPath);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: HOSTILE.title }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SHELL_ORIGIN}/news/${HOSTILE.slug}`,
    );
    // One article: the news item layout, as at /news/{slug}.
    await expect(page.locator('[data-layout="news-item"]')).toBeVisible();
  });

  test('a year lists its articles a page at a time; a day lists its own', async ({ page }) => {
    // The seed publishes about one article every two days up to 1 November 2026.
    await page.goto('/news/2026');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'News from 2026' })).toBeVisible();
    const pages = main.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Newer articles' })).toHaveCount(0);
    const firstTitle = await main.getByRole('article').first().getByRole('heading').textContent();
    await pages.getByRole('link', { name: 'Older articles' }).click();
    await expect(page).toHaveURL(/\/news\/2026\?page=2$/);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(main.getByRole('article').first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await pages.getByRole('link', { name: 'Newer articles' }).click();
    await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();

    await page.goto('/news/2021/05/14');
    await expect(main.getByRole('heading', { level: 1, name: 'News from 14 May 2021' })).toBeVisible();
    await expect(main.getByRole('link', { name: HOSTILE.title })).toBeVisible();
  });

  test('without one list the period; a malformed period or a slug outside it is the 404 page', async ({
    page,
  }) => {
    await page.goto('/news/2021/05');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'News from May 2021' })).toBeVisible();
    await expect(main.getByRole('link', { name: HOSTILE.title })).toBeVisible();
    // A listing of cards, not one article: the default layout.
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    for (const path of [
      '/news/2021/13',
      '/news/2025/02/29',
      `/news/2022/${HOSTILE.slug}`,
      '/news/2021/may/14',
    ]) {
      await page.goto(path);
      await expect(main.getByText(NOT_FOUND_MESSAGE), path).toBeVisible();
    }
  });
});

/** The scripts that carry the icon set's glyphs (@club/shared/ui's icons/glyphs.ts, by their source maps). */
async function glyphChunksIn(urls: readonly string[], request: APIRequestContext): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const map = await request.get(`${url.split('?')[0]}.map`);
    if (!map.ok()) continue;
    const { sources } = (await map.json()) as { sources: string[] };
    if (sources.some((source) => /\/ui\/icons\/glyphs\.ts$/.test(source))) found.push(url);
  }
  return found;
}

test.describe('club pages', () => {
  test('a Hub lists its children as cards; a child shows its breadcrumbs, body and content blocks', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The icon set's glyphs arrive as one chunk, once, known by the module its source map names.
    const scripts = new Set<string>();
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.add(sent.url());
    });
    await page.goto('/the-club');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'The Club' })).toBeVisible();
    const children = main.getByRole('region', { name: 'In this section' });
    await children.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/the-club\/history$/);
    await expect(main.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await expect(page).toHaveTitle(`History${TITLE_SUFFIX}`);
    const trail = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'The Club' })).toHaveAttribute('href', '/the-club');

    // The CMS's blocks after the body (services/src/content/seed/club-pages.ts): the dark full-6
    // carousel shows 6 slides a view at 1440 px and 4 at 1024, and the arrow keys move it.
    const honours = main.getByRole('region', { name: 'Honours' });
    const track = honours.getByRole('list');
    const inView = () =>
      track.evaluate((list) => {
        const box = list.getBoundingClientRect();
        return [...list.children]
          .filter((item) => {
            const slide = item.getBoundingClientRect();
            return slide.left >= box.left - 1 && slide.right <= box.right + 1;
          })
          .map((item) => item.querySelector('h3')?.textContent ?? '');
      });
    await expect(honours).toHaveAttribute('data-style', 'dark');
    await expect(track.getByRole('listitem')).toHaveCount(8);
    await expect.poll(async () => (await inView()).length).toBe(6);
    const last = 'Second tier champions 1921';
    expect(await inView()).not.toContain(last);
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(inView).toContain(last);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(inView).toContain('League champions 1931');
    // Fewer per view on narrower screens (spec 000 §9 "with responsive breakpoints").
    for (const [width, perView] of [
      [1024, 4],
      [760, 3],
      [450, 2],
      [1440, 6],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => (await inView()).length, `${width} px`).toBe(perView);
    }
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(main.getByRole('region', { name: 'Club legends' })).toHaveAttribute('data-type', 'full-4');
    await expect(main.getByRole('region', { name: 'Our grounds' })).toHaveAttribute('data-type', 'full-3');
    // The buttons, with their icons on the left and on the right, drawn once their glyph arrives.
    const tour = main.getByRole('heading', { level: 2, name: 'Book a stadium and museum tour' });
    await expect(tour.locator('a > svg:first-child[data-icon="Stadium"] path')).toHaveCount(1);
    await expect(tour.getByRole('link')).toHaveAttribute('href', '/the-club/opening-hours');
    const brochure = main.getByRole('link', { name: 'Read the club brochure' });
    await expect(brochure.locator('svg:last-child[data-icon="ArrowRight"] path')).toHaveCount(1);
    // The carousel adverts' place: the seed's child-friendly ones (child-friendly mode is on).
    await expect(main.getByRole('region', { name: 'Advertisements' }).getByRole('link')).toHaveCount(2);
    // The widget advert, last on the page (spec 000 §9): the child-friendly one.
    await expect(
      main.getByRole('complementary', { name: 'Advertisement' }).getByRole('link'),
    ).toHaveAttribute('href', 'https://store.northbridgefc.example/sale');
    // The icon set is one chunk, loaded once for both pages (a chunk per glyph cost every first
    // load 2.8 KB of chunk map; @club/shared/ui icons/icon.tsx).
    expect(await glyphChunksIn([...scripts], request)).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a carousel moves by a swipe, coming to rest on a slide', async ({ page }) => {
      await withCookieChoiceMade(page);
      await page.setViewportSize({ width: 450, height: 900 });
      await page.goto('/the-club/history');
      const track = page.getByRole('main').getByRole('region', { name: 'Honours' }).getByRole('list');
      await expect(track.getByRole('listitem')).toHaveCount(8);
      await track.scrollIntoViewIfNeeded();
      const box = await track.boundingBox();
      if (!box) throw new Error('the carousel has no box');
      /** The first slide wholly in view, and whether it starts at the row's edge. */
      const atRest = () =>
        track.evaluate((list) => {
          const left = list.getBoundingClientRect().left;
          const slides = [...list.children].map((item) => item.getBoundingClientRect().left - left);
          const first = slides.findIndex((offset) => offset >= -1);
          return { first, aligned: Math.abs(slides[first] ?? 99) < 2 };
        });
      expect(await atRest()).toEqual({ first: 0, aligned: true });
      // A finger drags the row 250 px from right to left, as on a phone.
      const cdp = await page.context().newCDPSession(page);
      const y = Math.round(box.y + box.height / 2);
      const x = Math.round(box.x + box.width * 0.85);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 10; step++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x - step * 25, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // Further along, on a slide's edge (scroll snap), not part-way through one.
      await expect.poll(async () => (await atRest()).first).toBeGreaterThan(0);
      await expect.poll(async () => (await atRest()).aligned).toBe(true);
    });
  });

  test('the deepest page (four sub-page levels and a slug) and the footer sub-menu pages open', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await page.goto(
      '/the-club/equality-diversity-and-inclusion/our-commitments/action-plan/progress-report-2025-26',
    );
    await expect(main.getByRole('heading', { level: 1, name: 'Progress Report 2025/26' })).toBeVisible();
    const footerMenu = page.getByRole('contentinfo');
    for (const name of ['Safeguarding', 'Privacy Notice', 'Cookies', 'Contact']) {
      // Followed by address: the cookie notice of a first visit covers the footer's links.
      const href = await footerMenu.getByRole('link', { name, exact: true }).getAttribute('href');
      await page.goto(href ?? '');
      await expect(main.getByRole('heading', { level: 1, name }), name).toBeVisible();
    }
  });

  test('a path no page stands behind, or one too deep, is the 404 page', async ({ page }) => {
    for (const path of ['/the-club/no-such-page', '/a/b/c/d/e/f', '/The-Club']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(NOT_FOUND_MESSAGE), path).toBeVisible();
    }
  });
});

test.describe('categories', () => {
  test('the list links to each category; Arabic reads right to left, with Load more', async ({ page }) => {
    await page.goto('/category');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await main.getByRole('link', { name: /العربية/ }).click();
    await expect(page).toHaveURL(/\/category\/arabic$/);
    const section = main.locator('section[lang="ar"][dir="rtl"]');
    await expect(section.getByRole('heading', { level: 1, name: 'العربية' })).toBeVisible();
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect(main).toHaveAttribute('lang', 'ar');

    await page.goto('/category/club');
    await expect(main.getByRole('heading', { level: 1, name: 'Club' })).toBeVisible();
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(12);
    await main.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).not.toHaveCount(12);
    await expect(main.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('an Arabic article reads right to left wherever it appears; an unknown category is the 404 page', async ({
    page,
  }) => {
    // On the home page and the news listing too: every story in Arabic script is lang="ar", rtl.
    for (const path of ['/', '/news']) {
      await page.goto(path);
      const stories = page.getByRole('main').getByRole('article');
      await expect(stories.first()).toBeVisible();
      const arabic = await stories.evaluateAll((articles) =>
        articles
          .filter((article) => /[\u0600-\u06FF]/.test(article.querySelector('h2, h3')?.textContent ?? ''))
          .map((article) => `${article.getAttribute('lang')} ${article.getAttribute('dir')}`),
      );
      expect(arabic.length, path).toBeGreaterThan(0);
      expect(new Set(arabic), path).toEqual(new Set(['ar rtl']));
    }
    await page.goto('/news/ar-academy-graduation');
    await expect(page.getByRole('main').locator('article[lang="ar"][dir="rtl"] h1')).toBeVisible();
    await page.goto('/category/no-such-category');
    await expect(page.getByRole('main').getByText(NOT_FOUND_MESSAGE)).toBeVisible();
  });
});

test.describe('the home page', () => {
  /** The lead story and the latest news, each linking to its article. */
  async function expectHomeNews(page: Page) {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    // The news section's own stories: the pieces beside it (the videos rail) hold articles too.
    const stories = main.getByRole('region', { name: 'Latest News' }).getByRole('article');
    await expect(stories).toHaveCount(5);
    const lead = stories.first();
    await expect(lead.locator('img[fetchpriority="high"]')).toHaveAttribute('width', '800');
    await expect(lead.getByRole('link')).toHaveAttribute('href', /^\/news\/[a-z0-9-]+$/);
  }

  test('leads with the newest story, then the latest news, and shows the adverts that may show', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expectHomeNews(page);
    const main = page.getByRole('main');
    // mfe-matches' strip: the next match or the last result, leading to its match centre.
    const strip = main.getByRole('region', { name: 'Next match' });
    await expect(strip.getByText(/^(Next match|Last result)$/)).toBeVisible();
    await expect(strip.getByRole('link', { name: /^Match centre/ })).toHaveAttribute('href', /^\/match\//);
    // mfe-streaming's rail of the latest videos.
    const videos = main.getByRole('region', { name: 'Latest Videos' });
    await expect(videos.getByRole('listitem').first()).toBeVisible();
    // The carousel adverts (750x750, spec 000 §7) and the widget advert.
    const adverts = main.getByRole('region', { name: 'Advertisements' });
    await expect(adverts.getByRole('link').first()).toBeVisible();
    await expect(adverts.locator('img').first()).toHaveAttribute('width', '750');
    await expect(adverts.locator('img').first()).toHaveAttribute('height', '750');
    await expect(main.getByRole('complementary', { name: 'Advertisement' }).getByRole('link')).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('works with mfe-matches and mfe-streaming blocked: their places say so, the news still opens', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const remote of ['mfe-matches', 'mfe-streaming'] as const) {
      await page.route(`${remoteOrigin(remote)}/**`, (route) => route.abort());
    }
    await page.goto('/');
    await expectHomeNews(page);
    const main = page.getByRole('main');
    // A piece whose remote is down keeps its place with the fallback and Try again; nothing else goes.
    for (const remote of ['mfe-matches', 'mfe-streaming']) {
      const fallback = main.locator(`[data-remote-fallback="${remote}"]`);
      await expect(fallback.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
      await expect(fallback.getByRole('button', { name: RETRY })).toBeVisible();
    }
    const lead = main.getByRole('article').first().getByRole('link');
    const title = ((await lead.textContent()) ?? '').trim();
    await lead.click();
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
