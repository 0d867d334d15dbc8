import {
  type AlternateVideoSearchResponse,
  alternateVideoSearchResponse,
  apiErrorBody,
  buildVideoSearchQuery,
  VIDEO_DURATION_FILTERS,
  VIDEO_FILTER_SEASONS,
  VIDEO_FILTER_TEAMS,
  VIDEO_SEARCH_PAGE_SIZE,
  type VideoCategoriesResponse,
  type VideoResponse,
  type VideoSearchFilters,
  type VideoSearchResponse,
  validate,
  videoCategoriesResponse,
  videoResponse,
  videoSearchResponse,
} from '@club/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchJson, type RunningServer, startTestServer } from '../../test/helpers.ts';
import { SEED_BASE_DATE } from '../seed/seed-base-date.ts';
import { buildVideoCatalogue, VIDEO_CATEGORIES, type VideoSeed } from '../seed/videos-seed.ts';
import { START_OF_PUBLICATION_REQUIRED } from './parse-video-query.ts';

const { videos } = buildVideoCatalogue();
let server: RunningServer;
let now = SEED_BASE_DATE;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server?.close());
beforeEach(() => {
  now = SEED_BASE_DATE;
});

/** What a search may ever find at `at`: on-demand entries released by then. */
const searchable = (at = now) =>
  videos.filter((v) => v.mediaType === 'OnDemand' && v.releaseFrom.getTime() <= at.getTime());
const byTitle = (title: string): VideoSeed => {
  const video = videos.find((v) => v.title === title);
  if (!video) throw new Error(`no seeded video '${title}'`);
  return video;
};
const sortedIds = (list: VideoSeed[]) => list.map((v) => v.entryId).sort();

async function search(params: Record<string, string>) {
  const response = await fetchJson<VideoSearchResponse>(
    `${server.url}/videos/search?${new URLSearchParams(params)}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const checked = validate(videoSearchResponse, response.body);
  if (!checked.ok) throw new Error(`not a videoSearchResponse: ${checked.problems.join('; ')}`);
  return response.body;
}

/** Every result of q (one big page), as entry ids in answer order. */
async function findAll(q: string) {
  const body = await search({ q, 'page[size]': '100' });
  expect(body.meta.totalCount).toBe(body.data.length);
  return body.data.map((item) => item.mediaData.entryId);
}
const filtered = (filters: Omit<VideoSearchFilters, 'publishedBefore'>) =>
  findAll(buildVideoSearchQuery({ publishedBefore: 'NOW', ...filters }));

async function expectBadRequest(url: string, ...fragments: string[]) {
  const response = await fetchJson<{ errors: Array<{ code: string; detail: string }> }>(url);
  expect(response.status).toBe(400);
  expect(validate(apiErrorBody, response.body).ok).toBe(true);
  expect(response.body.errors[0]?.code).toBe('invalid_request');
  for (const fragment of fragments) expect(response.body.errors[0]?.detail).toContain(fragment);
}

const ALL = 'publicationData.startAt:[* TO NOW]';

describe('GET /videos/search', () => {
  it('answers page 0 of 12 by default, newest start of publication first, with the totals', async () => {
    const body = await search({ q: ALL });
    const expected = searchable();
    expect(body.data).toHaveLength(VIDEO_SEARCH_PAGE_SIZE);
    expect(body.meta).toEqual({
      totalCount: expected.length,
      pageSize: VIDEO_SEARCH_PAGE_SIZE,
      pageNumber: 0,
      pageCount: Math.ceil(expected.length / VIDEO_SEARCH_PAGE_SIZE),
    });
    const starts = body.data.map((item) => item.publicationData.startAt);
    expect(starts).toEqual([...starts].sort().reverse());
    const first = body.data[0];
    expect(first?.mediaData.thumbnailUrl).toMatch(new RegExp(`^${server.url}/images/300x169/fit-in/videos/`));
    expect(first?.publicationData.releaseFrom).toBeTruthy();
    expect(first?.metaData.SysEntryEntitlements).toBeInstanceOf(Array);
  });

  it('pages with page[size] and 0-based page[number], and sorts ascending on request', async () => {
    const all = await findAll(ALL);
    const page = await search({ q: ALL, 'page[size]': '5', 'page[number]': '2' });
    expect(page.data.map((i) => i.mediaData.entryId)).toEqual(all.slice(10, 15));
    expect(page.meta).toMatchObject({ pageSize: 5, pageNumber: 2, totalCount: all.length });
    const beyond = await search({ q: ALL, 'page[number]': '99' });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.totalCount).toBe(all.length);
    const ascending = await search({ q: ALL, 'page[size]': '100', sort: 'publicationData.startAt' });
    expect(ascending.data.map((i) => i.mediaData.entryId)).toEqual([...all].reverse());
  });

  it('never finds live entries or entries released after the server clock, whatever q asks', async () => {
    const found = await findAll('publicationData.startAt:[* TO 2030-01-01T00:00:00Z]');
    expect(found.sort()).toEqual(sortedIds(searchable()));
    const unreleased = videos.filter((v) => v.releaseFrom > now && v.mediaType === 'OnDemand');
    expect(unreleased.length).toBeGreaterThan(0);
    for (const v of unreleased) expect(found).not.toContain(v.entryId);
    for (const v of videos.filter((v) => v.mediaType === 'Live')) expect(found).not.toContain(v.entryId);
  });

  it('finds a held-back replay from noon the next day, and a scheduled release from its time', async () => {
    const replay = byTitle("Full match replay: Men's Team v Carrow Vale");
    expect(await findAll(ALL)).not.toContain(replay.entryId);
    now = new Date(replay.releaseFrom.getTime() - 1);
    expect(await findAll(ALL)).not.toContain(replay.entryId);
    now = replay.releaseFrom;
    expect(await findAll(ALL)).toContain(replay.entryId);
    const episode = byTitle('Documentary: A Season with the Lionesses, episode 1');
    now = episode.releaseFrom;
    expect(await findAll(ALL)).toContain(episode.entryId);
  });

  it('limits the start of publication to the range asked for', async () => {
    const before = '2024-01-01T00:00:00Z';
    const found = await findAll(`publicationData.startAt:[* TO ${before}]`);
    expect(found.sort()).toEqual(sortedIds(searchable().filter((v) => v.startAt < new Date(before))));
    const window = await findAll(`publicationData.startAt:{2026-10-25T16:00:00Z TO 2026-10-26T16:00:00Z]`);
    expect(window.sort()).toEqual(
      sortedIds(
        searchable().filter(
          (v) =>
            v.startAt > new Date('2026-10-25T16:00:00Z') && v.startAt <= new Date('2026-10-26T16:00:00Z'),
        ),
      ),
    );
    expect(window.length).toBeGreaterThan(1);
  });

  it.each(VIDEO_FILTER_TEAMS.map((t) => [t.label, t.teamId]))(
    'filters by team: %s',
    async (_label, teamId) => {
      const found = await filtered({ teamIds: [teamId] });
      expect(found.length).toBeGreaterThan(0);
      expect(found.sort()).toEqual(sortedIds(searchable().filter((v) => v.teams.includes(teamId))));
    },
  );

  it('filters by several teams as any of them', async () => {
    const teamIds = ['t17164', 't15937'];
    const found = await filtered({ teamIds });
    expect(found.sort()).toEqual(
      sortedIds(searchable().filter((v) => v.teams.some((t) => teamIds.includes(t)))),
    );
  });

  it.each(VIDEO_FILTER_SEASONS.map((s) => [s]))('filters by season %i', async (season) => {
    const found = await filtered({ seasons: [season] });
    expect(found.length).toBeGreaterThan(0);
    expect(found.sort()).toEqual(sortedIds(searchable().filter((v) => v.seasons.includes(season))));
  });

  it('filters by a range of seasons', async () => {
    const found = await findAll(`${ALL} AND tagData.seasons:[2020 TO 2021]`);
    expect(found.sort()).toEqual(sortedIds(searchable().filter((v) => (v.seasons[0] ?? 0) <= 2021)));
  });

  it.each([
    ['short', (d: number) => d < 300],
    ['medium', (d: number) => d >= 300 && d <= 600],
    ['long', (d: number) => d > 600],
  ] as const)('filters by duration: %s, its edges included as the spec says', async (band, inBand) => {
    const found = await filtered({ duration: band });
    expect(found.sort()).toEqual(sortedIds(searchable().filter((v) => inBand(v.durationS))));
    const edges = searchable().filter((v) => [299, 300, 600, 601].includes(v.durationS));
    expect(edges).toHaveLength(4);
    for (const v of edges) expect(found.includes(v.entryId)).toBe(inBand(v.durationS));
    expect(VIDEO_DURATION_FILTERS[band]).toBeDefined();
  });

  it('filters by exact duration and by category', async () => {
    expect(await findAll(`${ALL} AND assetData.duration:600`)).toEqual([
      byTitle('Tactical analysis: pressing from the front').entryId,
    ]);
    for (const { slug } of VIDEO_CATEGORIES) {
      const found = await filtered({ categories: [slug] });
      expect(found.sort(), slug).toEqual(sortedIds(searchable().filter((v) => v.categories.includes(slug))));
    }
  });

  it('filters legacy entries in or out', async () => {
    const current = await filtered({ legacy: false });
    const legacy = await filtered({ legacy: true });
    expect(legacy.length).toBeGreaterThan(0);
    expect(current.sort()).toEqual(sortedIds(searchable().filter((v) => !v.legacy)));
    expect(legacy.sort()).toEqual(sortedIds(searchable().filter((v) => v.legacy)));
  });

  it('with childFriendly=true keeps only the items flagged child friendly, and counts those it left out', async () => {
    const everything = await search({ q: ALL, 'page[size]': '100' });
    const flagged = await search({ q: ALL, 'page[size]': '100', childFriendly: 'true' });
    const notFlagged = searchable().filter((v) => !v.childFriendly);
    expect(notFlagged.length).toBeGreaterThan(0);
    expect(flagged.data.every((item) => item.metaData.ChildFriendly === true)).toBe(true);
    expect(flagged.data.map((item) => item.mediaData.entryId).sort()).toEqual(
      sortedIds(searchable().filter((v) => v.childFriendly)),
    );
    expect(flagged.meta.totalCount).toBe(everything.meta.totalCount - notFlagged.length);
    expect(flagged.meta.childFriendlyHidden).toBe(notFlagged.length);
    // Without it, everything is found and nothing is counted as hidden.
    expect(everything.meta.childFriendlyHidden).toBeUndefined();
    expect(everything.data.find((item) => item.metaData.ChildFriendly === false)).toBeTruthy();
    await expectBadRequest(
      `${server.url}/videos/search?q=${encodeURIComponent(ALL)}&childFriendly=yes`,
      'childFriendly',
    );
  });

  it('finds text in the title or the tags, case-insensitive', async () => {
    const found = await filtered({ text: 'CUP' });
    const hasCup = (v: VideoSeed) => /cup/i.test(v.title) || v.tags.some((t) => /cup/i.test(t));
    expect(found.sort()).toEqual(sortedIds(searchable().filter(hasCup)));
    const tagOnly = byTitle("Highlights: Kingsford Rovers 0-2 Men's Team");
    expect(found).toContain(tagOnly.entryId);
    expect(await findAll(`${ALL} AND metaData.title:cup`)).not.toContain(tagOnly.entryId);
    expect(await findAll(`${ALL} AND metaData.title:"We go again"`)).toEqual([
      byTitle('Captain: "We go again on Saturday"').entryId,
    ]);
    // LIKE wildcards are plain characters here.
    expect(await findAll(`${ALL} AND metaData.title:"%"`)).toEqual([]);
  });

  it('combines filters with AND', async () => {
    const found = await filtered({
      teamIds: ['t3448'],
      duration: 'long',
      legacy: false,
      categories: ['full-matches'],
    });
    const expected = searchable().filter(
      (v) =>
        v.teams.includes('t3448') && v.durationS > 600 && !v.legacy && v.categories.includes('full-matches'),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(found.sort()).toEqual(sortedIds(expected));
  });

  it('answers 400 naming the problem when q has no start of publication (spec 001 §5)', async () => {
    await expectBadRequest(`${server.url}/videos/search`, 'q:', 'required');
    await expectBadRequest(`${server.url}/videos/search?q=`, 'q:', 'required');
    await expectBadRequest(
      `${server.url}/videos/search?${new URLSearchParams({ q: 'tagData.teams:t3448' })}`,
      START_OF_PUBLICATION_REQUIRED,
    );
  });

  it.each([
    [
      { q: `${ALL} AND tagData.teams:Lionesses` },
      "q: tagData.teams takes a team id such as t3448, not 'Lionesses'",
    ],
    [{ q: `${ALL} tagData.teams:t3448` }, 'q: expected AND between clauses'],
    [{ q: `${ALL} AND assetData.duration:[300 TO]` }, 'q: expected an upper bound'],
    [{ q: `${ALL} AND colour:red` }, "q: unknown field 'colour'"],
    [{ q: 'publicationData.startAt:[* TO tomorrow]' }, "not 'tomorrow'"],
    [{ q: ALL, 'page[size]': '0' }, 'page[size]: must be at least 1'],
    [{ q: ALL, 'page[size]': '101' }, 'page[size]: must be at most 100'],
    [{ q: ALL, 'page[size]': 'ten' }, 'page[size]: must be a number'],
    [{ q: ALL, 'page[number]': '-1' }, 'page[number]: must be at least 0'],
    [{ q: ALL, 'page[number]': '1.5' }, 'page[number]: must be a whole number'],
    [{ q: ALL, sort: 'title' }, 'sort: must be -publicationData.startAt'],
  ])('answers 400 for %j', async (params, message) => {
    await expectBadRequest(`${server.url}/videos/search?${new URLSearchParams(params)}`, message);
  });

  it('answers 400 for a parameter given twice', async () => {
    await expectBadRequest(`${server.url}/videos/search?q=${encodeURIComponent(ALL)}&q=x`, 'q:');
  });
});

describe('GET /videos/search/alternate', () => {
  async function alternate(query: string) {
    const response = await fetchJson<AlternateVideoSearchResponse>(
      `${server.url}/videos/search/alternate?${query}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const checked = validate(alternateVideoSearchResponse, response.body);
    if (!checked.ok) throw new Error(checked.problems.join('; '));
    return response.body;
  }

  it('answers the released on-demand entries, newest release first, 12 a page by default', async () => {
    const body = await alternate('');
    const expected = searchable()
      .sort((a, b) => b.releaseFrom.getTime() - a.releaseFrom.getTime() || a.entryId.localeCompare(b.entryId))
      .map((v) => v.entryId);
    expect(body.itemData.map((i) => i.mediaData.entryId)).toEqual(expected.slice(0, VIDEO_SEARCH_PAGE_SIZE));
    expect(body.pagingData).toEqual({
      totalCount: expected.length,
      itemCount: VIDEO_SEARCH_PAGE_SIZE,
      pageCount: Math.ceil(expected.length / VIDEO_SEARCH_PAGE_SIZE),
      pageSize: VIDEO_SEARCH_PAGE_SIZE,
      pageIndex: 0,
    });
    // A held-back replay sorts by its release, not by its start: the two orders differ.
    const byStart = await findAll(ALL);
    expect(byStart.slice(0, 12)).not.toEqual(body.itemData.map((i) => i.mediaData.entryId));
  });

  it('pages with pageIndex and pageSize, and sorts ascending on request', async () => {
    const all = (await alternate('pageSize=100')).itemData.map((i) => i.mediaData.entryId);
    const page = await alternate('pageIndex=3&pageSize=4');
    expect(page.itemData.map((i) => i.mediaData.entryId)).toEqual(all.slice(12, 16));
    expect(page.pagingData).toMatchObject({ pageIndex: 3, pageSize: 4, itemCount: 4 });
    const ascending = await alternate('pageSize=100&sortBy=publicationData.releaseFrom&sortOrder=asc');
    const expected = searchable()
      .sort((a, b) => a.releaseFrom.getTime() - b.releaseFrom.getTime() || a.entryId.localeCompare(b.entryId))
      .map((v) => v.entryId);
    expect(ascending.itemData.map((i) => i.mediaData.entryId)).toEqual(expected);
  });

  it('narrows to one feed section with section', async () => {
    const body = await alternate('section=highlights&pageSize=100');
    const feed1 = buildVideoCatalogue().feeds[0]?.sections.find((s) => s.id === 'highlights');
    const released = new Set(sortedIds(searchable()));
    expect(body.itemData.map((i) => i.mediaData.entryId).sort()).toEqual(
      (feed1?.entryIds ?? []).filter((id) => released.has(id)).sort(),
    );
    expect(body.itemData.length).toBeGreaterThan(3);
  });

  it('answers 404 for an unknown section', async () => {
    const response = await fetchJson(`${server.url}/videos/search/alternate?section=nope`);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).toContain("No section 'nope'");
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageIndex=-2', 'pageIndex'],
    ['pageIndex=x', 'pageIndex'],
    ['section=', 'section'],
    ['sortBy=publicationData.startAt', 'sortBy: must be publicationData.releaseFrom'],
    ['sortOrder=up', 'sortOrder: must be desc or asc'],
  ])('answers 400 for %s', async (query, message) => {
    await expectBadRequest(`${server.url}/videos/search/alternate?${query}`, message);
  });
});

describe('GET /videos/categories', () => {
  it('answers every category with its attributes, in stored order rather than orderPosition', async () => {
    const response = await fetchJson<VideoCategoriesResponse>(`${server.url}/videos/categories`);
    expect(response.status).toBe(200);
    expect(validate(videoCategoriesResponse, response.body).ok).toBe(true);
    const { data } = response.body;
    expect(data.map((c) => c.attributes.slug)).toEqual(VIDEO_CATEGORIES.map((c) => c.slug));
    const positions = data.map((c) => c.attributes.orderPosition);
    expect(positions).not.toEqual([...positions].sort((a, b) => a - b));
    const highlights = data.find((c) => c.id === 'highlights');
    expect(highlights?.attributes).toMatchObject({
      name: 'Highlights',
      slug: 'highlights',
      orderPosition: 1,
    });
    expect(highlights?.attributes.thumbnailUrl).toBe(
      `${server.url}/images/600x338/fit-in/videos/category-highlights.jpg`,
    );
    expect(highlights?.attributes.videoCount).toBe(
      searchable().filter((v) => v.categories.includes('highlights')).length,
    );
  });
});

describe('GET /videos/videos/:entryId', () => {
  it('answers one released video, on-demand or live', async () => {
    for (const title of ['Training: finishing drills in the rain', "Live: Men's Team v Eastport Athletic"]) {
      const seeded = byTitle(title);
      const response = await fetchJson<VideoResponse>(`${server.url}/videos/videos/${seeded.entryId}`);
      expect(response.status).toBe(200);
      expect(validate(videoResponse, response.body).ok).toBe(true);
      expect(response.body.data).toMatchObject({
        metaData: { title, VideoDuration: seeded.durationS, SysEntryEntitlements: seeded.entitlements },
        mediaData: { entryId: seeded.entryId, mediaType: seeded.mediaType },
        publicationData: {
          releaseFrom: seeded.releaseFrom.toISOString(),
          startAt: seeded.startAt.toISOString(),
        },
        tagData: { teams: seeded.teams, seasons: seeded.seasons.map(String) },
        assetData: { duration: seeded.durationS },
      });
    }
  });

  it('answers 404 for an unknown entry id, and for one not released yet until it is', async () => {
    const unknown = await fetchJson(`${server.url}/videos/videos/0_zzzzzzzz`);
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain("No video '0_zzzzzzzz'");
    const episode = byTitle('Documentary: A Season with the Lionesses, episode 1');
    expect((await fetchJson(`${server.url}/videos/videos/${episode.entryId}`)).status).toBe(404);
    now = episode.releaseFrom;
    expect((await fetchJson(`${server.url}/videos/videos/${episode.entryId}`)).status).toBe(200);
  });
});
