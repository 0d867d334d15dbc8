/**
 * The early hints of the served index.html (scripts/lib/early-hints.ts, docs/architecture.md "The
 * first requests are hinted"): an article's page names its remote's entry and chunks, its data call
 * and its hero picture before any script has run, and the browser then uses what was hinted instead
 * of asking again.
 */
import type { CDPSession } from '@playwright/test';
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

test("an article's page hints its remote's code, its data and its hero, and the browser uses them", async ({
  browser,
  request,
}) => {
  const article = await newestEnglishArticle(request);
  const path = `/news/${article.slug}`;
  const html = await (
    await request.get(`${SHELL_ORIGIN}${path}`, { headers: { accept: 'text/html' } })
  ).text();

  const dataUrl = `${SERVICES_ORIGIN}/web/v1/news/${article.slug}`;
  const [dataHint] = tagsOf(html, 'preload').filter(
    (tag) => attribute(tag, 'as') === 'fetch' && attribute(tag, 'href') === dataUrl,
  );
  expect(dataHint, 'the data call is preloaded as the API client fetches it').toContain(
    'crossorigin="anonymous"',
  );
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

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const responses = countResponses(cdp);
    await cdp.send('Network.enable');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const hero = page.getByRole('main').locator('article img').first();
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const heroUrl = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);

    expect(responses.get(dataUrl)?.network, 'the article is fetched once').toBe(1);
    expect(responses.get(heroUrl)?.network, 'the hero is fetched once').toBe(1);
    for (const url of prefetched) {
      const seen = responses.get(url);
      expect(seen?.network, `${url} is downloaded once`).toBe(1);
      expect(
        seen?.cache,
        `${url} is then taken from the cache by the remote's runtime`,
      ).toBeGreaterThanOrEqual(1);
    }
  } finally {
    await context.close();
  }
});
