import {
  apiErrorBody,
  type ContentPage,
  type ContentPageResponse,
  contentPageResponse,
  SITE_COOKIES,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { AUTH_STRING_COOKIE, SESSION_COOKIE } from '../account/constants.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function page(path: string): Promise<ContentPage> {
  const response = await fetchJson<ContentPageResponse>(`${server.url}/web/v1/pages/${path}`);
  expect(response.status).toBe(200);
  const checked = validate(contentPageResponse, response.body);
  expect(checked.ok ? [] : checked.problems).toEqual([]);
  return response.body.data;
}

async function failing(path: string, status: number) {
  const response = await fetchJson<{ errors: Array<{ code: string; detail?: string }> }>(
    `${server.url}/web/v1/pages${path}`,
  );
  expect(response.status).toBe(status);
  expect(validate(apiErrorBody, response.body).ok).toBe(true);
  return response.body.errors[0];
}

describe('GET /web/v1/pages/{fullPath}', () => {
  it.each([
    'the-club/history',
    'the-club/safeguarding',
    'the-club/privacy-notice',
    'the-club/contact',
    'the-club/cookies',
    'the-club/equality-diversity-and-inclusion/our-commitments',
    'tickets/away-travel',
    'supporters/charter',
    'academy/legacy-numbers',
  ])('answers %s with a title, a body of real HTML, breadcrumbs and SEO fields', async (path) => {
    const data = await page(path);
    expect(data.fullPath).toBe(`/${path}`);
    expect(data.title.length).toBeGreaterThan(0);
    expect(data.bodyHtml).toMatch(/<p>/);
    expect(data.bodyHtml).toMatch(/<(h2|ul|ol|table|address)>/);
    expect(data.breadcrumbs.at(-1)).toEqual({ title: data.title, fullPath: data.fullPath });
    expect(data.breadcrumbs).toHaveLength(data.nestedLevel + 1);
    expect(data.seo).toMatchObject({
      title: data.title,
      description: data.summary,
      canonicalPath: `/${path}`,
    });
  });

  it('gives some pages a hero image and leaves others without one', async () => {
    const history = await page('the-club/history');
    expect(history.heroImage).toEqual({ key: 'pages/the-club-history.jpg', alt: 'History' });
    expect(history.seo.imageKey).toBe('pages/the-club-history.jpg');
    const safeguarding = await page('the-club/safeguarding');
    expect(safeguarding.heroImage).toBeNull();
    expect(safeguarding.seo.imageKey).toBeNull();
  });

  it('lists the menu children of a Hub page as cards, and none for a Default page', async () => {
    const club = await page('the-club');
    expect(club.pageTemplate).toBe('Hub');
    expect(club.children.map((c) => c.fullPath)).toEqual([
      '/the-club/history',
      '/the-club/brochure',
      '/the-club/safeguarding',
      '/the-club/equality-diversity-and-inclusion',
      '/the-club/contact',
      '/the-club/opening-hours',
      '/the-club/work-at-the-club',
    ]);
    expect(club.children[0]).toMatchObject({
      title: 'History',
      postType: 'internal',
      imageKey: 'pages/the-club-history.jpg',
    });
    expect(club.children.find((c) => c.title === 'Brochure')?.imageKey).toBeNull();
    expect((await page('the-club/history')).children).toEqual([]);
  });

  it('serves the deepest level with the whole breadcrumb trail', async () => {
    const deep = await page(
      'the-club/equality-diversity-and-inclusion/our-commitments/action-plan/progress-report-2025-26',
    );
    expect(deep.nestedLevel).toBe(4);
    expect(deep.breadcrumbs.map((b) => b.title)).toEqual([
      'The Club',
      'Equality, Diversity and Inclusion',
      'Our Commitments',
      'Action Plan',
      'Progress Report 2025/26',
    ]);
    expect(deep.breadcrumbs[1]?.fullPath).toBe('/the-club/equality-diversity-and-inclusion');
  });

  it('describes every cookie the site sets on the cookies page', async () => {
    const cookies = await page('the-club/cookies');
    for (const name of [
      SITE_COOKIES.consent,
      SITE_COOKIES.analyticsConsent,
      '_gc_promos',
      'allow_entry',
      SESSION_COOKIE,
      AUTH_STRING_COOKIE,
    ]) {
      expect(cookies.bodyHtml).toContain(`<code>${name}</code>`);
    }
    expect(cookies.bodyHtml).toContain('60 days');
    expect(cookies.bodyHtml).toContain('31 December 2099');
    expect(cookies.bodyHtml).toContain('Accept All Cookies');
    expect(cookies.bodyHtml).toContain('Only Essential');
  });

  it('ignores a trailing slash', async () => {
    expect((await page('the-club/contact/')).fullPath).toBe('/the-club/contact');
  });

  it.each([
    '/no-such-page',
    '/the-club/no-such-page',
    '/videos', // the streaming entry is an app route, not a CMS page
    '/foundation', // an external site
    '/supporters/consultation/survey-results-2026', // a draft
  ])('answers 404 not_found for %s', async (path) => {
    expect((await failing(path, 404))?.code).toBe('not_found');
  });

  it.each([
    ['', 'path: must name a page'],
    ['/', 'path: must name a page'],
    ['/The-Club/History', 'path.0:'],
    ['/the-club/his%20tory', 'path.1:'],
    ['/the-club//history', 'path.1:'],
    ['/the-club/%2E%2E%2Fsecrets', 'path.1:'],
    ['/a/b/c/d/e/f', 'path: must have at most 5 segments'],
  ])('answers 400 invalid_request for the malformed path %j', async (path, detail) => {
    const error = await failing(path, 400);
    expect(error?.code).toBe('invalid_request');
    expect(error?.detail).toContain(detail);
  });
});
