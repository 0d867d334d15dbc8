import {
  ENTITLEMENT_ANY_SIGNED_IN,
  ENTITLEMENT_OPEN_TO_ALL,
  seasonOf,
  VIDEO_FILTER_SEASONS,
  VIDEO_FILTER_TEAMS,
} from '@club/shared/contracts';
import { CLUB_NAME } from '@club/shared/site';
import { describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../test/test-database.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { ENTITLEMENTS, matchPassCode } from '../entitlements/package-codes.ts';
import { REPLAY_HOLDBACK_HOUR } from '../matches/match-replays.ts';
import { parseMatchStreamId } from '../streams/match-stream-ids.ts';
import { STREAM_ASSETS } from './catalogue.ts';
import { seedIfEmpty } from './seed.ts';
import { SEED_BASE_DATE } from './seed-base-date.ts';
import { TEAMS } from './teams-seed.ts';
import {
  buildVideoCatalogue,
  buildVideoCategories,
  VIDEO_CATEGORIES,
  type VideoSeed,
  videoCatalogueDataset,
} from './videos-seed.ts';

const { videos, feeds } = buildVideoCatalogue();
const onDemand = videos.filter((v) => v.mediaType === 'OnDemand');
const releasedAtBase = (v: VideoSeed) => v.releaseFrom.getTime() <= SEED_BASE_DATE.getTime();
/** The subscriptions' codes; the season plans' marker opens nothing by itself, and passes have per-match codes. */
const PACKAGE_CODES = [
  ENTITLEMENTS.videoSubscriber,
  ENTITLEMENTS.audioAnnual,
  ENTITLEMENTS.audioMonthly,
] as string[];
const isMatchCode = (code: string) => /^match-(pass|commentary):[a-z0-9]+$/.test(code);

describe('the video catalogue seed', () => {
  it('is the same on every build', () => {
    expect(buildVideoCatalogue()).toEqual(buildVideoCatalogue());
  });

  it('has at least 40 videos with unique Kaltura-style entry ids and unique thumbnails', () => {
    expect(videos.length).toBeGreaterThanOrEqual(40);
    for (const v of videos) {
      expect(v.entryId).toMatch(/^0_[0-9a-z]{8}$/);
      expect(v.thumbnailKey).toMatch(/^videos\/[a-z0-9-]+\.jpg$/);
    }
    expect(new Set(videos.map((v) => v.entryId)).size).toBe(videos.length);
    expect(new Set(videos.map((v) => v.thumbnailKey)).size).toBe(videos.length);
  });

  it("covers every entitlement case of spec 001 §4: '?', '*', empty, each code alone and several codes", () => {
    const lists = videos.map((v) => v.entitlements);
    expect(lists).toContainEqual([ENTITLEMENT_OPEN_TO_ALL]);
    expect(lists).toContainEqual([ENTITLEMENT_ANY_SIGNED_IN]);
    expect(lists).toContainEqual([]);
    for (const code of PACKAGE_CODES) expect(lists, code).toContainEqual([code]);
    const several = lists.filter(
      (list) => list.length > 1 && list.every((code) => PACKAGE_CODES.includes(code)),
    );
    expect(several.length).toBeGreaterThanOrEqual(2);
    // '?' listed with a code: open to all all the same (rule 1 comes first).
    expect(lists.some((list) => list.includes(ENTITLEMENT_OPEN_TO_ALL) && list.length > 1)).toBe(true);
    // Every code a video asks for is one the packages can grant (a subscription, or the pass of one
    // match), or one of the two open markers.
    for (const code of lists.flat()) {
      if (!isMatchCode(code))
        expect([ENTITLEMENT_OPEN_TO_ALL, ENTITLEMENT_ANY_SIGNED_IN, ...PACKAGE_CODES]).toContain(code);
    }
  });

  it("opens each match's replay and live entries to subscribers and that match's pass alone", () => {
    const replays = videos.filter((v) => v.title.startsWith('Full match replay') && v.endsAt === null);
    const generated = replays.filter((v) => v.entitlements.some(isMatchCode));
    expect(generated.length).toBeGreaterThan(20);
    for (const v of generated) {
      expect(v.entitlements).toHaveLength(2);
      expect(v.entitlements[0]).toBe(ENTITLEMENTS.videoSubscriber);
    }
    // No two replays share a pass code.
    const passCodes = generated.map((v) => v.entitlements[1]);
    expect(new Set(passCodes).size).toBe(passCodes.length);
    // Each match's live video asks for the same pass as its replay, on the match's own asset.
    const liveVideo = videos.filter(
      (v) => v.mediaType === 'Live' && v.streamAssetId?.startsWith('match-video-'),
    );
    for (const v of liveVideo) {
      const matchID = v.streamAssetId?.slice('match-video-'.length) ?? '';
      expect(v.entitlements).toEqual([ENTITLEMENTS.videoSubscriber, matchPassCode(matchID)]);
      expect(passCodes).toContain(matchPassCode(matchID));
    }
  });

  it('spreads released on-demand videos over the four teams and the filter seasons 2020 to 2025', () => {
    const released = onDemand.filter(releasedAtBase);
    for (const team of VIDEO_FILTER_TEAMS) {
      expect(released.filter((v) => v.teams.includes(team.teamId)).length, team.label).toBeGreaterThanOrEqual(
        3,
      );
    }
    for (const season of VIDEO_FILTER_SEASONS) {
      expect(
        released.some((v) => v.seasons.includes(season)),
        String(season),
      ).toBe(true);
    }
    for (const v of videos) expect(v.seasons).toEqual([seasonOf(v.startAt)]);
  });

  it('uses the filter team ids the teams service has', () => {
    expect(VIDEO_FILTER_TEAMS.map((t) => ({ name: t.label, id: t.teamId }))).toEqual(
      TEAMS.map((t) => ({ name: t.name, id: t.id })),
    );
  });

  it('has durations in every band with their edges, and some over 3599 s', () => {
    const durations = onDemand.filter(releasedAtBase).map((v) => v.durationS);
    expect(durations.filter((d) => d < 300).length).toBeGreaterThanOrEqual(3);
    expect(durations.filter((d) => d >= 300 && d <= 600).length).toBeGreaterThanOrEqual(3);
    expect(durations.filter((d) => d > 600).length).toBeGreaterThanOrEqual(3);
    expect(durations).toEqual(expect.arrayContaining([299, 300, 600, 601]));
    expect(durations.some((d) => d > 3599)).toBe(true);
  });

  it('has legacy videos, categories and tags on every on-demand video', () => {
    expect(onDemand.filter((v) => v.legacy).length).toBeGreaterThanOrEqual(3);
    const slugs = VIDEO_CATEGORIES.map((c) => c.slug);
    for (const v of onDemand) {
      expect(v.categories.length, v.title).toBeGreaterThan(0);
      for (const slug of v.categories) expect(slugs).toContain(slug);
      expect(v.tags.length, v.title).toBeGreaterThan(0);
    }
    for (const slug of slugs)
      expect(
        onDemand.some((v) => v.categories.includes(slug)),
        slug,
      ).toBe(true);
  });

  it('has releases still to come at the base date, and replays held back until noon UK time the next day', () => {
    expect(onDemand.filter((v) => !releasedAtBase(v)).length).toBeGreaterThanOrEqual(2);
    const replay = videos.find((v) => v.title === "Full match replay: Men's Team v Ashby United");
    // Saturday 31 October 2026, 17:00 UTC; released at noon London time (GMT) on Sunday.
    expect(replay?.releaseFrom.toISOString()).toBe(`2026-11-01T${REPLAY_HOLDBACK_HOUR}:00:00.000Z`);
    const summer = videos.find((v) => v.title === 'Full match replay: Lionesses v Westmoor Ladies');
    expect(summer?.releaseFrom.toISOString()).toBe('2026-10-26T12:00:00.000Z');
  });

  it('never names the club as its own opponent', () => {
    const clubWord = CLUB_NAME.split(' ')[0] ?? CLUB_NAME;
    for (const v of videos) expect(v.title).not.toContain(clubWord);
  });

  it("puts live entries on the teams' channels or their match's own assets, with live entitlements", () => {
    const live = videos.filter((v) => v.mediaType === 'Live');
    const assets = Object.values(STREAM_ASSETS).filter((a) => a.live);
    for (const v of live) {
      const channel = assets.find((a) => a.id === v.streamAssetId);
      const match = parseMatchStreamId(v.streamAssetId ?? '');
      expect(channel ?? match, v.title).toBeDefined();
      expect(v.liveMediaType).toBe(channel?.kind ?? match?.kind);
      expect(v.entitlements.length).toBeGreaterThan(0);
      // A match's live entries end at full time; the channels do not end.
      expect(v.endsAt === null).toBe(Boolean(channel));
    }
    expect(new Set(live.map((v) => v.liveMediaType))).toEqual(new Set(['video', 'audio']));
    expect(live.some((v) => v.startAt > SEED_BASE_DATE && releasedAtBase(v))).toBe(true);
    expect(live.some((v) => v.startAt <= SEED_BASE_DATE)).toBe(true);
  });

  it('builds feeds 1 to 4 with section ids unique across feeds, listing only known entries', () => {
    expect(feeds.map((f) => [f.feedId, f.title])).toEqual([
      ['1', 'Videos'],
      ['2', 'Live'],
      ['3', 'FAQs'],
      ['4', 'Subscriptions'],
    ]);
    const sectionIds = feeds.flatMap((f) => f.sections.map((s) => s.id));
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
    const known = new Set(videos.map((v) => v.entryId));
    for (const feed of feeds) {
      expect(feed.sections.length).toBeGreaterThanOrEqual(2);
      for (const section of feed.sections) {
        expect(section.entryIds.length, section.id).toBeGreaterThan(0);
        expect(new Set(section.entryIds).size).toBe(section.entryIds.length);
        for (const id of section.entryIds) expect(known.has(id)).toBe(true);
      }
    }
    // Enough in feed 1's first section for more than two sidebar pages.
    expect(feeds[0]?.sections[0]?.entryIds.length).toBeGreaterThan(20);
  });

  it('stores the categories out of orderPosition order, so only a sort puts them right', () => {
    const stored = buildVideoCategories().map((d) => d.body.orderPosition);
    const sorted = [...stored].sort((a, b) => a - b);
    expect(stored).not.toEqual(sorted);
    expect(new Set(stored).size).toBe(stored.length);
  });
});

describe('an older data directory', () => {
  it('gets the whole new catalogue on its next start, its old feed rows replaced', async () => {
    const db = await openEmptyTestDatabase();
    try {
      const all = await loadMigrations();
      await migrate(
        db,
        all.filter((m) => m.version < '0003'),
      );
      // Feed 1 as the first schema held it.
      await db.exec(`
        INSERT INTO feeds (feed_id, title) VALUES ('1', 'Videos');
        INSERT INTO feed_sections (feed_id, section_id, title, position) VALUES ('1', 'latest', 'Latest Videos', 0);
        INSERT INTO videos (entry_id, title, duration_s, entitlements, thumbnail_key, created_at, feed_id, section)
          VALUES ('0_oldentry', 'Old', 60, '{?}', 'videos/old.jpg', now(), '1', 'latest');
      `);
      await migrate(db);
      expect(await seedIfEmpty(db, [videoCatalogueDataset])).toEqual(['videos']);
      const count = async (table: string) =>
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
      expect(await count('videos')).toBe(videos.length);
      expect(await count('feeds')).toBe(4);
      expect(await count("videos WHERE entry_id = '0_oldentry'")).toBe(0);
    } finally {
      await db.close();
    }
  });
});
