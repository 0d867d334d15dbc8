import {
  apiErrorBody,
  FEED_PAGE_SIZE,
  type FeedSectionsResponse,
  feedSectionsResponse,
  validate,
} from '@club/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { buildVideoFeed } from '../seed/videos-seed.ts';

let server: RunningServer;
const seeded = buildVideoFeed();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function getSection(path: string) {
  const response = await fetchJson<FeedSectionsResponse>(`${server.url}/feed${path}`);
  expect(response.status).toBe(200);
  expect(validate(feedSectionsResponse, response.body).ok).toBe(true);
  const section = response.body.sections[0];
  if (!section) throw new Error('no section in the answer');
  return { feed: response.body, section };
}

describe('GET /feed/feed/:feedId/sections/', () => {
  it('answers the first section, newest first, 10 items, when no section is asked for', async () => {
    const { feed, section } = await getSection('/feed/1/sections/');
    const first = seeded.sections[0];
    expect(feed).toMatchObject({ feedId: '1', title: 'Videos' });
    expect(feed.sections).toHaveLength(1);
    expect(section.id).toBe(first?.id);
    expect(section.itemData).toHaveLength(FEED_PAGE_SIZE);
    const created = section.itemData.map((item) => item.publicationData.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('covers every entitlement rule in the seeded items: ?, *, empty and package codes', async () => {
    const { section } = await getSection('/feed/1/sections/?pageSize=100');
    const lists = section.itemData.map((item) => item.metaData.SysEntryEntitlements);
    expect(lists).toContainEqual(['?']);
    expect(lists).toContainEqual(['*']);
    expect(lists).toContainEqual([]);
    expect(lists.some((list) => list.length > 0 && !list.includes('?') && !list.includes('*'))).toBe(true);
  });

  it('builds absolute thumbnail URLs into the image service on the host the request used', async () => {
    const { section } = await getSection('/feed/1/sections/?pageSize=1');
    const url = section.itemData[0]?.mediaData.thumbnailUrl ?? '';
    expect(url).toMatch(new RegExp(`^${server.url}/images/\\d+x\\d+/fit-in/videos/.+\\.jpg$`));
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('pages with pageIndex and pageSize, and answers a named section', async () => {
    const { section: all } = await getSection('/feed/1/sections/?section=latest&pageSize=100');
    const { section: page } = await getSection('/feed/1/sections/?section=latest&pageIndex=1&pageSize=5');
    expect(page.itemData.map((i) => i.mediaData.entryId)).toEqual(
      all.itemData.slice(5, 10).map((i) => i.mediaData.entryId),
    );
    const second = seeded.sections[1];
    const { section: named } = await getSection(`/feed/1/sections/?section=${second?.id}&pageSize=100`);
    expect(named.id).toBe(second?.id);
    expect(named.itemData.map((i) => i.metaData.title).sort()).toEqual(
      second?.videos.map((v) => v.title).sort(),
    );
  });

  it('answers the same without the trailing slash', async () => {
    const { section } = await getSection('/feed/1/sections?pageSize=3');
    expect(section.itemData).toHaveLength(3);
  });

  it.each([
    ['/feed/999/sections/', 'feed'],
    ['/feed/1/sections/?section=nope', 'section'],
  ])('answers 404 in the error shape for %s', async (path, what) => {
    const response = await fetchJson(`${server.url}/feed${path}`);
    expect(response.status).toBe(404);
    expect(validate(apiErrorBody, response.body).ok).toBe(true);
    expect(JSON.stringify(response.body)).toContain(what);
  });

  it.each(['pageSize=abc', 'pageSize=0', 'pageSize=101', 'pageIndex=-1', 'pageIndex=1.5'])(
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
