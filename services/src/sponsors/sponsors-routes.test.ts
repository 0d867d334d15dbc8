import {
  apiErrorBody,
  type HeaderSponsorsResponse,
  headerSponsorsResponse,
  isSponsorShown,
  type SectionSponsorsResponse,
  SPONSOR_ROW_TITLES,
  type SponsorRowsResponse,
  sectionSponsorsResponse,
  sponsorRowsResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function rows() {
  const response = await fetchJson<SponsorRowsResponse>(`${server.url}/sponsors/rows`);
  expect(response.status).toBe(200);
  expect(validate(sponsorRowsResponse, response.body).ok).toBe(true);
  return response.body.rows;
}

async function sections(path: string) {
  const response = await fetchJson<SectionSponsorsResponse>(`${server.url}/sponsors/sections${path}`);
  expect(response.status).toBe(200);
  expect(validate(sectionSponsorsResponse, response.body).ok).toBe(true);
  return response.body.sponsors;
}

describe('GET /sponsors/rows', () => {
  it('answers the three footer rows in order, small with h6 titles', async () => {
    const answer = await rows();
    expect(answer.map((row) => row.title)).toEqual([...SPONSOR_ROW_TITLES]);
    expect(answer.map((row) => row.title)).toEqual([
      'Principal Partners',
      'Official Partners',
      'Supporting Partners',
    ]);
    expect(answer.map((row) => row.forcedOrder)).toEqual([1, 2, 3]);
    for (const row of answer) expect(row).toMatchObject({ sponsorSize: 'small', titleSize: 'h6' });
    expect(new Set(answer.map((row) => row.rowID)).size).toBe(3);
  });

  it('holds exactly nine published sponsors, exactly one not child friendly', async () => {
    const sponsors = (await rows()).flatMap((row) => row.sponsors);
    expect(sponsors).toHaveLength(9);
    expect(new Set(sponsors.map((sponsor) => sponsor.sponsorID)).size).toBe(9);
    expect(sponsors.every((sponsor) => sponsor.published === 1)).toBe(true);
    const notChildFriendly = sponsors.filter((sponsor) => sponsor.isChildFriendly === 0);
    expect(notChildFriendly.map((sponsor) => sponsor.title)).toEqual(['Goalline Bet']);
    expect(sponsors.filter((sponsor) => isSponsorShown(sponsor, true))).toHaveLength(8);
    expect(sponsors.filter((sponsor) => isSponsorShown(sponsor, false))).toHaveLength(9);
  });

  it('gives every sponsor an https link, its row order and a logo the image service draws', async () => {
    for (const row of await rows()) {
      expect(row.sponsors.map((sponsor) => sponsor.forcedOrder)).toEqual([1, 2, 3]);
      for (const sponsor of row.sponsors) {
        expect(sponsor.url).toMatch(/^https:\/\//);
        expect(sponsor.imageKey).toMatch(/^sponsors\/[a-z-]+\.png$/);
        const logo = await fetch(`${server.url}/images/400x400/fit-in/${sponsor.imageKey}`);
        expect(logo.status).toBe(200);
        expect(logo.headers.get('content-type')).toBe('image/png');
      }
    }
  });
});

describe('GET /sponsors/header', () => {
  it('answers the four header sponsors, all child friendly, with absolute logo URLs', async () => {
    const response = await fetchJson<HeaderSponsorsResponse>(`${server.url}/sponsors/header`);
    expect(response.status).toBe(200);
    expect(validate(headerSponsorsResponse, response.body).ok).toBe(true);
    const { sponsors } = response.body;
    expect(sponsors).toHaveLength(4);
    expect(sponsors.every((sponsor) => sponsor.childFriendly)).toBe(true);
    expect(sponsors[0]).toEqual({
      name: 'Meridian Air',
      imgLocation: `${server.url}/images/sponsors/meridian-air.png`,
      sponsorUrl: 'https://www.meridianair.example/',
      childFriendly: true,
    });
    for (const sponsor of sponsors) expect((await fetch(sponsor.imgLocation)).status).toBe(200);
  });
});

describe('GET /sponsors/sections', () => {
  it('lists every section sponsor, active or not, narrowed by type', async () => {
    const all = await sections('');
    expect(all.length).toBe(6);
    expect(all.some((entry) => !entry.active)).toBe(true);
    const web = await sections('?type=web');
    expect(web.every((entry) => entry.type === 'web')).toBe(true);
    expect(web.length + (await sections('?type=app')).length).toBe(all.length);
  });

  it('answers the sponsors of one section, and an empty list for a section nobody presents', async () => {
    const news = await sections('/news');
    expect(news.map((entry) => [entry.type, entry.sponsor.title])).toEqual([
      ['web', 'Harbour Bank'],
      ['app', 'Meridian Air'],
    ]);
    expect(news[0]).toMatchObject({
      active: true,
      sectionID: 'news',
      name: 'News presented by Harbour Bank',
    });
    expect((await sections('/news?type=app')).map((entry) => entry.sponsor.title)).toEqual(['Meridian Air']);
    expect(await sections('/teams')).toEqual([]);
    const matches = await sections('/matches?type=web');
    expect(matches[0]?.active).toBe(false);
  });

  it('answers 404 for an unknown section and 400 for an unknown type', async () => {
    const missing = await fetchJson<{ errors: Array<{ code: string }> }>(
      `${server.url}/sponsors/sections/shop`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]?.code).toBe('not_found');
    for (const path of ['/sponsors/sections?type=tv', '/sponsors/sections/news?type=Web']) {
      const response = await fetchJson<{ errors: Array<{ detail: string }> }>(`${server.url}${path}`);
      expect(response.status).toBe(400);
      expect(validate(apiErrorBody, response.body).ok).toBe(true);
      expect(response.body.errors[0]?.detail).toContain('type:');
    }
  });
});
