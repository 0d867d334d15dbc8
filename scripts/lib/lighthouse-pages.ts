/**
 * The pages Lighthouse measures (DESIGN.md "Budgets"): /, /news, an article, /videos, /matches and a
 * match centre. The article is the newest English one, asked of the services the site itself is configured with,
 * because its slug depends on the seed and on what the newsroom published last.
 */
import { SERVER_RENDER_ID } from '@club/shell';
import type { Page } from '@playwright/test';
import { parseRuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import {
  currentSeasonFrom,
  FIRST_TEAM_ALIAS,
  fixturesResponse,
  NEWS_SEARCH_MAX_SIZE,
  NEWS_SORT_DATE,
  newsArticleResponse,
  newsSearchResponse,
  validate,
} from '../../shared/src/contracts/index.ts';

export interface LighthousePage {
  /** How the tables name it: the path, or 'article' for the article. */
  label: string;
  path: string;
}

async function getJson<T>(url: string, check: (body: unknown) => T): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return check(await response.json());
}

const checked =
  <T>(
    what: string,
    validation: (body: unknown) => { ok: true; value: T } | { ok: false; problems: string[] },
  ) =>
  (body: unknown): T => {
    const result = validation(body);
    if (!result.ok) throw new Error(`${what} does not match its contract:\n${result.problems.join('\n')}`);
    return result.value;
  };

/** `/news/{slug}` of the newest English article, from the web API the site's runtime config names. */
export async function newestEnglishArticlePath(origin: string): Promise<string> {
  const config = await getJson(`${origin}/runtime-config.json`, (body) =>
    parseRuntimeConfig(body, `${origin}/runtime-config.json`),
  );
  const webApi = config.services.webApi.replace(/\/$/, '');
  const query = new URLSearchParams({ sort: NEWS_SORT_DATE, size: String(NEWS_SEARCH_MAX_SIZE) });
  const search = await getJson(
    `${webApi}/v1/news/search?${query}`,
    checked('the news search', (body) => validate(newsSearchResponse, body)),
  );
  // A search hit does not carry the language; the article does. The newest is almost always English,
  // so this usually asks for one article.
  for (const hit of search.hits.hit) {
    const article = await getJson(
      `${webApi}/v1/news/${encodeURIComponent(hit.slug)}`,
      checked(`the article ${hit.slug}`, (body) => validate(newsArticleResponse, body)),
    );
    if (article.data.language === 'en') return `/news/${encodeURIComponent(hit.slug)}`;
  }
  throw new Error(`none of the ${search.hits.hit.length} newest articles is in English`);
}

/**
 * `/match/first-team/{season}/{matchID}` of the Men's Team's latest result (a match centre with
 * every part filled: events, line-ups, stats, officials and the report), asked of the match data
 * service the site's runtime config names, since which match that is depends on today's date.
 */
export async function latestResultMatchCentrePath(origin: string): Promise<string> {
  const config = await getJson(`${origin}/runtime-config.json`, (body) =>
    parseRuntimeConfig(body, `${origin}/runtime-config.json`),
  );
  const matchData = config.services.matchData.replace(/\/$/, '');
  const current = currentSeasonFrom(config.settings);
  for (const season of [current, current - 1]) {
    const query = new URLSearchParams({
      team: FIRST_TEAM_ALIAS,
      season: String(season),
      status: 'result',
      limit: '1',
    });
    const results = await getJson(
      `${matchData}/fixtures?${query}`,
      checked('the fixtures', (body) => validate(fixturesResponse, body)),
    );
    const match = results.data[0];
    if (match) return `/match/${FIRST_TEAM_ALIAS}/${match.seasonSlug}/${match.matchID}`;
  }
  throw new Error("the Men's Team has no result this season or last");
}

/** A file name for a page's label: `/` is home, `/news` news, `match centre` match-centre. */
export const pageFileName = (label: string): string =>
  label === '/' ? 'home' : label.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');

/** The pages in the order the budgets list them. */
export async function lighthousePages(origin: string): Promise<LighthousePage[]> {
  const [article, matchCentre] = await Promise.all([
    newestEnglishArticlePath(origin),
    latestResultMatchCentrePath(origin),
  ]);
  return [
    { label: '/', path: '/' },
    { label: '/news', path: '/news' },
    { label: 'article', path: article },
    { label: '/videos', path: '/videos' },
    { label: '/matches', path: '/matches' },
    { label: 'match centre', path: matchCentre },
  ];
}

/**
 * The pages named (`--pages`), by label or path; a label's spaces may be written as hyphens
 * (`match-centre`). Throws on a name that is no page's, listing the labels.
 */
export function selectPages(pages: readonly LighthousePage[], names: readonly string[]): LighthousePage[] {
  const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');
  const unknown = names.filter(
    (name) => !pages.some((page) => key(page.label) === key(name) || page.path === name.trim()),
  );
  if (unknown.length > 0)
    throw new Error(
      `no page ${unknown.map((name) => `"${name}"`).join(', ')}; the pages are ${pages.map((page) => key(page.label)).join(', ')}`,
    );
  return pages.filter((page) =>
    names.some((name) => key(page.label) === key(name) || page.path === name.trim()),
  );
}

/** What a page showed once its remote content rendered: its title and the route mount's heading. */
export interface PageLook {
  title: string;
  heading?: string | undefined;
  /** The route mount holds the 404 page (a remote that has no page for this path yet). */
  notFound: boolean;
  /** The HTML the server sent held the rendered page (and its answers), not an empty #root. */
  serverRendered: boolean;
}

/**
 * Opens the page in `tab` and waits until its remote content rendered (the route mount's heading),
 * then tells what the page is, so a 404 is not read as a fast page.
 */
export async function openPage(tab: Page, url: string): Promise<PageLook> {
  const response = await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const html = (await response?.text().catch(() => '')) ?? '';
  const heading = tab.locator('[data-remote]:not([data-slot]) h1').first();
  const text = await heading
    .textContent({ timeout: 30_000 })
    .then((content) => content?.replace(/\s+/g, ' ').trim())
    .catch(() => undefined);
  const notFound = await tab
    .locator('[data-remote]:not([data-slot]) #not-found-heading')
    .count()
    .then((count) => count > 0);
  return {
    title: await tab.title(),
    heading: text,
    notFound,
    serverRendered: html.includes(`id="${SERVER_RENDER_ID}"`),
  };
}
