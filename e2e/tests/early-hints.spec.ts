/**
 * The early hints of the served index.html (scripts/lib/early-hints.ts, docs/architecture.md "The
 * first requests are hinted"): a page names its remote's entry and chunks, its data calls and its
 * largest picture before any script has run, and the browser then uses what was hinted instead of
 * asking again. A page the server rendered carries its data and links its stylesheets instead.
 */
import { SERVER_ANSWERS_ID } from '@club/shell';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { SERVICES_ORIGIN, SHELL_ORIGIN } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

interface NewsSearch {
  hits: { hit: Array<{ slug: string }> };
}
interface NewsArticle {
  data: { title: string; language: string; imageData: { key: string } };
}

/** The newest English article, as the services answer today. */
async function newestEnglishArticle(request: import('@playwright/test').APIRequestContext) {
  const search = (await (
    await request.get(`${SERVICES_ORIGIN}/web/v1/news/search?sort=published_date+desc&size=20`)
  ).json()) as NewsSearch;
  for (const { slug } of search.hits.hit) {
    const article = (await (
      await request.get(`${SERVICES_ORIGIN}/web/v1/news/${slug}`)
    ).json()) as NewsArticle;
    if (article.data.language === 'en') return { slug, ...article.data };
  }
  throw new Error('no English article');
}

const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
const tagsOf = (html: string, rel: string) => html.match(new RegExp(`<link rel="${rel}"[^>]*>`, 'g')) ?? [];

/** Every response of the page, by address: how many came over the network and how many from a cache. */
function countResponses(cdp: CDPSession) {
  const counts = new Map<string, { network: number; cache: number }>();
  const count = (url: string, from: 'network' | 'cache') => {
    const entry = counts.get(url) ?? { network: 0, cache: 0 };
    entry[from] += 1;
    counts.set(url, entry);
  };
  cdp.on('Network.responseReceived', ({ response }) =>
    count(response.url, response.fromDiskCache || response.fromPrefetchCache ? 'cache' : 'network'),
  );
  return counts;
}

/** The page opened in a fresh browser, with every response it had counted once `ready` holds. */
async function responsesOf(
  browser: Browser,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<Map<string, { network: number; cache: number }>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const responses = countResponses(cdp);
    await cdp.send('Network.enable');
    await page.goto(path);
    await ready(page);
    return responses;
  } finally {
    await context.close();
  }
}

/** Each prefetched file came over the network once, and the remote's runtime then took it from the cache. */
function expectPrefetchesUsed(
  prefetched: readonly string[],
  responses: Map<string, { network: number; cache: number }>,
) {
  for (const url of prefetched) {
    const seen = responses.get(url);
    expect(seen?.network, `${url} is downloaded once`).toBe(1);
    expect(seen?.cache, `${url} is then taken from the cache by the remote's runtime`).toBeGreaterThanOrEqual(
      1,
    );
  }
}

test("a server-rendered article's page hints its remote's code and its hero, links its stylesheets, and carries its data", async ({
  browser,
  request,
}) => {
  const article = await newestEnglishArticle(request);
  const path = `/news/${article.slug}`;
  const html = await (
    await request.get(`${SHELL_ORIGIN}${path}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html, 'the page is rendered on the server, with its answers').toContain(`id="${SERVER_ANSWERS_ID}"`);

  const dataUrl = `${SERVICES_ORIGIN}/web/v1/news/${article.slug}`;
  expect(
    tagsOf(html, 'preload').filter(
      (tag) => attribute(tag, 'as') === 'fetch' && attribute(tag, 'href') === dataUrl,
    ),
    'its data is in the page, not preloaded',
  ).toEqual([]);
  const [heroHint] = tagsOf(html, 'preload').filter((tag) => attribute(tag, 'fetchpriority') === 'high');
  expect(attribute(heroHint ?? '', 'imagesrcset'), 'the hero is preloaded from the article').toContain(
    `/fit-in/${article.imageData.key} 800w`,
  );
  const prefetched = tagsOf(html, 'prefetch').map((tag) => attribute(tag, 'href') ?? '');
  expect(
    prefetched.some((url) => /\/remoteEntry\.[0-9a-f]{10}\.js$/.test(url)),
    'the entry',
  ).toBe(true);
  expect(
    prefetched.some((url) => /\/news-path\.[0-9a-f]{10}\.js$/.test(url)),
    "the article's chunk",
  ).toBe(true);
  const stylesheets = tagsOf(html, 'stylesheet')
    .map((tag) => attribute(tag, 'href') ?? '')
    .filter((url) => url.startsWith('http'));
  expect(stylesheets.length, "the remote's stylesheets are linked").toBeGreaterThan(0);
  expect(
    prefetched.filter((url) => stylesheets.includes(url)),
    'and not prefetched as well',
  ).toEqual([]);

  let heroUrl = '';
  const responses = await responsesOf(browser, path, async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const hero = page.getByRole('main').locator('article img').first();
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    heroUrl = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
  });
  expect(responses.get(dataUrl), 'the article is not asked for again').toBeUndefined();
  expect(responses.get(heroUrl)?.network, 'the hero is fetched once').toBe(1);
  for (const url of stylesheets) expect(responses.get(url)?.network, `${url} is downloaded once`).toBe(1);
  expectPrefetchesUsed(prefetched, responses);
});

test("a page rendered in the browser hints its data calls and its remote's code, and the browser uses them", async ({
  browser,
  request,
}) => {
  const next = (await (await request.get(`${SERVICES_ORIGIN}/match-data/next?team=first-team`)).json()) as {
    data: { matchID: string; seasonSlug: string };
  };
  const path = `/match/first-team/${next.data.seasonSlug}/${next.data.matchID}`;
  const html = await (
    await request.get(`${SHELL_ORIGIN}${path}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html, 'the match centre is rendered in the browser').not.toContain(`id="${SERVER_ANSWERS_ID}"`);

  const data = tagsOf(html, 'preload')
    .filter((tag) => attribute(tag, 'as') === 'fetch' && attribute(tag, 'href')?.startsWith(SERVICES_ORIGIN))
    .map((tag) => {
      expect(tag, 'preloaded as the API client fetches it').toContain('crossorigin="anonymous"');
      return attribute(tag, 'href') ?? '';
    });
  expect(
    data.some((url) => url.endsWith(`/${next.data.matchID}`)),
    "the match's data call is preloaded",
  ).toBe(true);
  const prefetched = tagsOf(html, 'prefetch').map((tag) => attribute(tag, 'href') ?? '');
  expect(
    prefetched.some((url) => /\/match-centre\.[0-9a-f]{10}\.js$/.test(url)),
    "the match centre's chunk",
  ).toBe(true);

  const responses = await responsesOf(browser, path, async (page) => {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
  for (const url of data) expect(responses.get(url)?.network, `${url} is fetched once`).toBe(1);
  expectPrefetchesUsed(prefetched, responses);
});
