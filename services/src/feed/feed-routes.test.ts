import {
  apiErrorBody,
  FEED_PAGE_SIZE,
  type FeedSectionsResponse,
  feedSectionsResponse,
  MATCH_LIVE_WINDOW_MS,
  validate,
  videoResult,
} from '@club/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { buildVideoCatalogue, LIVE_MATCH_ANNOUNCED_BEFORE_MS } from '../seed/videos-seed.ts';

const { videos, feeds } = buildVideoCatalogue();
const titleOf = (entryId: string) => videos.find((v) => v.entryId === entryId)?.title;

let server: RunningServer;
let now = SEED_BASE_DATE;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());
beforeEach(() => {
  now = SEED_BASE_DATE;
});

async function getSection(path: string) {
  const response = await fetchJson<FeedSectionsResponse>(`${server.url}/feed${path}`);
  expect(response.status).toBe(200);
  const checked = validate(feedSectionsResponse, response.body);
  if (!checked.ok) throw new Error(`not a feedSectionsResponse: ${checked.problems.join('; ')}`);
  const section = response.body.sections[0];
  if (!section) throw new Error('no section in the answer');
  return { feed: response.body, section };
}

const entryIds = (section: FeedSectionsResponse['sections'][number]) =>
  section.itemData.map((item) => item.mediaData.entryId);

describe('GET /feed/feed/:feedId/sections/', () => {
  it('answers the first section, newest first, 10 items, when no section is asked for', async () => {
    const { feed, section } = await getSection('/feed/1/sections/');
    expect(feed).toMatchObject({ feedId: '1', title: 'Videos' });
    expect(feed.sections).toHaveLength(1);
    expect(section).toMatchObject({
      id: 'latest',
      title: 'Latest Videos',
      pageIndex: 0,
      pageSize: FEED_PAGE_SIZE,
    });
    expect(section.itemData).toHaveLength(FEED_PAGE_SIZE);
    const created = section.itemData.map((item) => item.publicationData.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it.each([
    ['1', 'Videos', ['latest', 'highlights', 'full-matches', 'interviews']],
    ['2', 'Live', ['upcoming', 'recent']],
    ['3', 'FAQs', ['how-to', 'troubleshooting']],
    ['4', 'Subscriptions', ['packages', 'exclusives']],
  ])('serves feed %s (%s) with each of its sections', async (feedId, title, sectionIds) => {
    for (const id of sectionIds) {
      const { feed, section } = await getSection(`/feed/${feedId}/sections/?section=${id}&pageSize=100`);
      expect(feed).toMatchObject({ feedId, title });
      expect(section.id).toBe(id);
      expect(section.itemData.length, id).toBeGreaterThan(0);
      for (const item of section.itemData) expect(validate(videoResult, item).ok).toBe(true);
    }
  });

  it("answers the feed's first section for a section it does not have (the spec's fallback)", async () => {
    const { section } = await getSection('/feed/1/sections/?section=nope');
    expect(section.id).toBe('latest');
    // A section of another feed is not this feed's.
    const { section: other } = await getSection('/feed/3/sections/?section=latest');
    expect(other.id).toBe('how-to');
  });

  it('lists only what is released at the server clock, and more once the clock passes a release', async () => {
    const held = videos.find((v) => v.title === "Full match replay: Men's Team v Carrow Vale");
    const episode = videos.find((v) => v.title === 'Documentary: A Season with the Lionesses, episode 1');
    if (!held || !episode) throw new Error('seed changed');
    const before = await getSection('/feed/1/sections/?section=full-matches&pageSize=100');
    expect(entryIds(before.section)).not.toContain(held.entryId);
    for (const item of before.section.itemData) {
      expect(Date.parse(item.publicationData.releaseFrom ?? '')).toBeLessThanOrEqual(now.getTime());
    }
    now = held.releaseFrom;
    const after = await getSection('/feed/1/sections/?section=full-matches&pageSize=100');
    expect(entryIds(after.section)).toContain(held.entryId);
    expect(after.section.totalItems).toBe((before.section.totalItems ?? 0) + 1);

    now = SEED_BASE_DATE;
    const exclusives = await getSection('/feed/4/sections/?section=exclusives');
    expect(entryIds(exclusives.section)).not.toContain(episode.entryId);
    now = episode.releaseFrom;
    expect(entryIds((await getSection('/feed/4/sections/?section=exclusives')).section)).toContain(
      episode.entryId,
    );
  });

  it('splits the Live feed at the server clock: upcoming soonest first, started latest first, ended gone', async () => {
    const { section: upcoming } = await getSection('/feed/2/sections/?section=upcoming&pageSize=100');
    const starts = upcoming.itemData.map((item) => item.publicationData.startAt ?? '');
    expect(starts.length).toBeGreaterThan(2);
    expect(starts).toEqual([...starts].sort());
    for (const start of starts) {
      expect(Date.parse(start)).toBeGreaterThan(now.getTime());
      // A match's live entries are listed from a week before kick-off.
      expect(Date.parse(start) - now.getTime()).toBeLessThanOrEqual(LIVE_MATCH_ANNOUNCED_BEFORE_MS);
    }
    for (const item of upcoming.itemData) {
      expect(item.mediaData).toMatchObject({ mediaType: 'Live' });
      expect(item.mediaData.streamAssetId).toMatch(/^match-(video|audio)-/);
    }

    // At the base date the Lionesses are kicking off: their match's live entries are under way.
    const { section: started } = await getSection('/feed/2/sections/?section=recent&pageSize=100');
    const startedAt = started.itemData.map((item) => item.publicationData.startAt ?? '');
    expect(startedAt).toEqual([...startedAt].sort().reverse());
    for (const start of startedAt) expect(Date.parse(start)).toBeLessThanOrEqual(now.getTime());
    const liveNow = started.itemData.filter((i) => i.mediaData.streamAssetId?.startsWith('match-'));
    expect(liveNow.map((i) => i.publicationData.startAt)).toEqual([
      SEED_BASE_DATE.toISOString(),
      SEED_BASE_DATE.toISOString(),
    ]);
    expect(started.itemData.some((i) => i.mediaData.mediaType === 'OnDemand')).toBe(true);

    // At full time they leave the list (the replay follows); the next match moves across at kick-off.
    now = new Date(SEED_BASE_DATE.getTime() + MATCH_LIVE_WINDOW_MS);
    const ended = await getSection('/feed/2/sections/?section=recent&pageSize=100');
    expect(ended.section.itemData.filter((i) => i.mediaData.streamAssetId?.startsWith('match-'))).toEqual([]);
    const first = upcoming.itemData[0];
    now = new Date(first?.publicationData.startAt ?? '');
    const kickedOff = await getSection('/feed/2/sections/?section=recent&pageSize=1');
    expect(kickedOff.section.itemData[0]?.publicationData.startAt).toBe(first?.publicationData.startAt);
    const later = await getSection('/feed/2/sections/?section=upcoming&pageSize=100');
    expect(entryIds(later.section)).not.toContain(first?.mediaData.entryId);
  });

  it('lists exactly the seeded entries of a section that are released at the base date', async () => {
    const faqs = feeds.find((f) => f.feedId === '3')?.sections.find((s) => s.id === 'troubleshooting');
    const { section } = await getSection('/feed/3/sections/?section=troubleshooting&pageSize=100');
    expect(section.itemData.map((i) => i.metaData.title).sort()).toEqual(
      (faqs?.entryIds ?? []).map(titleOf).sort(),
    );
  });

  it('builds absolute thumbnail URLs into the image service on the host the request used', async () => {
    const { section } = await getSection('/feed/1/sections/?pageSize=1');
    const url = section.itemData[0]?.mediaData.thumbnailUrl ?? '';
    expect(url).toMatch(new RegExp(`^${server.url}/images/300x169/fit-in/videos/[a-z0-9-]+\\.jpg$`));
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('pages with pageIndex and pageSize, with the total on every page', async () => {
    const { section: all } = await getSection('/feed/1/sections/?section=latest&pageSize=100');
    expect(all.totalItems).toBe(all.itemData.length);
    expect(all.itemData.length).toBeGreaterThan(2 * FEED_PAGE_SIZE);
    const { section: page } = await getSection('/feed/1/sections/?section=latest&pageIndex=1&pageSize=5');
    expect(entryIds(page)).toEqual(entryIds(all).slice(5, 10));
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 5, totalItems: all.totalItems });
    const { section: beyond } = await getSection('/feed/1/sections/?section=latest&pageIndex=50');
    expect(beyond.itemData).toEqual([]);
  });

  it('answers the same without the trailing slash', async () => {
    const { section } = await getSection('/feed/1/sections?pageSize=3');
    expect(section.itemData).toHaveLength(3);
  });

  it('answers 404 in the error shape for an unknown feed', async () => {
    const response = await fetchJson(`${server.url}/feed/feed/999/sections/`);
    expect(response.status).toBe(404);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect(JSON.stringify(response.body)).toContain("No feed '999'");
  });

  it.each(['pageSize=abc', 'pageSize=0', 'pageSize=101', 'pageIndex=-1', 'pageIndex=1.5', 'pageIndex='])(
    'answers 400 invalid_request for %s',
    async (query) => {
      const response = await fetchJson<{ errors: Array<{ code: string; detail: string }> }>(
        `${server.url}/feed/feed/1/sections/?${query}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.errors[0]?.code).toBe('invalid_request');
      expect(response.body.errors[0]?.detail).toContain(query.split('=')[0]);
    },
  );
});
