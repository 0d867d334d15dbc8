/**
 * The early hints of the served index.html (scripts/lib/early-hints.ts, docs/architecture.md "The
 * first requests are hinted"): a page names its remote's entry and chunks, its data calls and its
 * largest picture before any script has run, and the browser then uses what was hinted instead of
 * asking again. A page the server rendered carries its data and its stylesheets' rules instead; one
 * the browser renders (a release whose server build is broken) uses its data hints, which
 * release.spec.ts checks.
 */
import { SERVER_RENDER_ID } from '@club/shell';
import { expectPrefetchesUsed, linkTags, responsesOf, tagAttribute } from '../support/network.ts';
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

test("a server-rendered article's page hints its remote's code and its hero, and carries its data and its stylesheets' rules", async ({
  browser,
  request,
}) => {
  const article = await newestEnglishArticle(request);
  const path = `/news/${article.slug}`;
  const html = await (
    await request.get(`${SHELL_ORIGIN}${path}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html, 'the page is rendered on the server, with its answers').toContain(`id="${SERVER_RENDER_ID}"`);

  const dataUrl = `${SERVICES_ORIGIN}/web/v1/news/${article.slug}`;
  expect(
    linkTags(html, 'preload').filter(
      (tag) => tagAttribute(tag, 'as') === 'fetch' && tagAttribute(tag, 'href') === dataUrl,
    ),
    'its data is in the page, not preloaded',
  ).toEqual([]);
  const [heroHint] = linkTags(html, 'preload').filter((tag) => tagAttribute(tag, 'fetchpriority') === 'high');
  expect(tagAttribute(heroHint ?? '', 'imagesrcset'), 'the hero is preloaded from the article').toContain(
    `/fit-in/${article.imageData.key} 800w`,
  );
  const prefetched = linkTags(html, 'prefetch').map((tag) => tagAttribute(tag, 'href') ?? '');
  expect(
    prefetched.some((url) => /\/remoteEntry\.[0-9a-f]{10}\.js$/.test(url)),
    'the entry',
  ).toBe(true);
  expect(
    prefetched.some((url) => /\/news-path\.[0-9a-f]{10}\.js$/.test(url)),
    "the article's chunk",
  ).toBe(true);
  const stylesheets = linkTags(html, 'stylesheet')
    .map((tag) => tagAttribute(tag, 'href') ?? '')
    .filter((url) => url.startsWith('http'));
  expect(stylesheets.length, "the remote's stylesheets are linked").toBeGreaterThan(0);
  for (const url of stylesheets)
    expect(html, `${url}'s rules are written into the page`).toContain(`<style data-href="${url}">`);
  expect(
    prefetched.filter((url) => stylesheets.includes(url)),
    'and not prefetched as well',
  ).toEqual([]);

  let heroUrl = '';
  const context = await browser.newContext();
  const responses = await responsesOf(context, path, async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const hero = page.getByRole('main').locator('article img').first();
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    heroUrl = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
  }).finally(() => context.close());
  expect(responses.get(dataUrl), 'the article is not asked for again').toBeUndefined();
  expect(responses.get(heroUrl)?.network, 'the hero is fetched once').toBe(1);
  // Its rules came in the HTML: neither the first paint nor the remote's loader downloads it.
  for (const url of stylesheets) expect(responses.get(url), `${url} is not downloaded`).toBeUndefined();
  expectPrefetchesUsed(prefetched, responses);
});
