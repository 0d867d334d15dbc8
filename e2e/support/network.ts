/**
 * What a page was hinted and what it then fetched (early-hints.spec.ts, release.spec.ts, the idle
 * prefetch in routing.spec.ts): the
 * `<link>` hints of the shell's HTML, and the browser's responses by address from the Chrome
 * DevTools Protocol's network log.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect } from './test.ts';

/** How many responses for one address came over the network, and how many from a cache. */
export interface ResponseCount {
  network: number;
  cache: number;
}
export type Responses = Map<string, ResponseCount>;

/** An attribute of a tag (`as`, `href`), as written. */
export const tagAttribute = (tag: string, name: string): string | undefined =>
  new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];

/** The `<link>` tags of `rel` in an HTML page. */
export const linkTags = (html: string, rel: string): string[] =>
  html.match(new RegExp(`<link rel="${rel}"[^>]*>`, 'g')) ?? [];

/** Every response of the page, by address, from now on (once `Network.enable` has been sent). */
function countResponses(cdp: CDPSession): Responses {
  const counts: Responses = new Map();
  const count = (url: string, from: keyof ResponseCount) => {
    const entry = counts.get(url) ?? { network: 0, cache: 0 };
    entry[from] += 1;
    counts.set(url, entry);
  };
  cdp.on('Network.responseReceived', ({ response }) =>
    count(response.url, response.fromDiskCache || response.fromPrefetchCache ? 'cache' : 'network'),
  );
  return counts;
}

/** Every response `page` (of `context`) has from now on, by address. */
export async function watchResponses(context: BrowserContext, page: Page): Promise<Responses> {
  const cdp = await context.newCDPSession(page);
  const responses = countResponses(cdp);
  await cdp.send('Network.enable');
  return responses;
}

/** Opens `path` in a new page of `context` and returns every response it had once `ready` holds. */
export async function responsesOf(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<Responses> {
  const page = await context.newPage();
  try {
    const responses = await watchResponses(context, page);
    await page.goto(path);
    await ready(page);
    return responses;
  } finally {
    await page.close();
  }
}

/** Each prefetched file came over the network once, and the remote's runtime then took it from the cache. */
export function expectPrefetchesUsed(prefetched: readonly string[], responses: Responses): void {
  for (const url of prefetched) {
    const seen = responses.get(url);
    expect(seen?.network, `${url} is downloaded once`).toBe(1);
    expect(seen?.cache, `${url} is then taken from the cache by the remote's runtime`).toBeGreaterThanOrEqual(
      1,
    );
  }
}

/**
 * The data calls an HTML page preloads as the API client fetches them (CORS, no credentials), each
 * fetched once by the browser when it rendered the page.
 */
export function expectDataHintsUsed(html: string, servicesOrigin: string, responses: Responses): string[] {
  const data = linkTags(html, 'preload')
    .filter(
      (tag) => tagAttribute(tag, 'as') === 'fetch' && tagAttribute(tag, 'href')?.startsWith(servicesOrigin),
    )
    .map((tag) => {
      expect(tag, 'preloaded as the API client fetches it').toContain('crossorigin="anonymous"');
      return tagAttribute(tag, 'href') ?? '';
    });
  expect(data.length, 'the page preloads its data').toBeGreaterThan(0);
  for (const url of data) expect(responses.get(url)?.network, `${url} is fetched once`).toBe(1);
  return data;
}
