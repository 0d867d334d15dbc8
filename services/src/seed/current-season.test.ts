import { parseRuntimeConfig } from '@club/shared/config';
import { currentSeasonFrom, seasonOf } from '@club/shared/contracts';
import { TIMEZONE } from '@club/shared/site';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import clubConfig from '../../../config/runtime/club.json';
import streamerConfig from '../../../config/runtime/streamer.json';
import { openEmptyTestDatabase } from '../../test/test-database.ts';
import { getDocument } from '../content/documents.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { fixturesDocumentId, MATCH_COLLECTIONS } from '../matches/match-documents.ts';
import { FIRST_SEASON, lastSeasonAt, MATCH_DATASETS } from './fixtures-seed.ts';
import { seedIfEmpty } from './seed.ts';
import { SEED_BASE_DATE } from './seed-base-date.ts';
import { videoCatalogueDataset } from './videos-seed.ts';

describe('the current season', () => {
  it('is left out of both runtime configs, so nobody has to move it each July', () => {
    expect(clubConfig.settings).not.toHaveProperty('currentSeason');
    expect(streamerConfig.settings).not.toHaveProperty('currentSeason');
  });

  it("is the clock's when a served config leaves it out, and as set when it pins one", () => {
    // The release tooling adds the remotes' manifests to the template.
    const remote = 'http://localhost:3001/mf-manifest.json';
    const served = {
      ...clubConfig,
      remotes: {
        'mfe-content': remote,
        'mfe-matches': remote,
        'mfe-streaming': remote,
        'mfe-account': remote,
      },
    };
    expect(currentSeasonFrom(parseRuntimeConfig(served).settings)).toBe(seasonOf(new Date()));
    const pinned = { ...served, settings: { ...served.settings, currentSeason: 2031 } };
    expect(currentSeasonFrom(parseRuntimeConfig(pinned).settings)).toBe(2031);
  });

  it('turns on 1 July on the London clock, for the services as for the site', () => {
    const london = (month: number, day: number, hour: number, minute: number) =>
      DateTime.fromObject({ year: 2026, month, day, hour, minute }, { zone: TIMEZONE }).toJSDate();
    expect(seasonOf(london(6, 30, 23, 30))).toBe(2025);
    expect(seasonOf(london(7, 1, 0, 30))).toBe(2026);
    expect(seasonOf(new Date('2027-01-15T12:00:00Z'))).toBe(2026);
  });
});

describe('the match seed follows the clock', () => {
  const DATASETS = [...MATCH_DATASETS, videoCatalogueDataset];
  let db: Database;
  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    await migrate(db);
  });
  afterAll(() => db?.close());

  const hasSeason = async (season: number) =>
    (await getDocument(db, MATCH_COLLECTIONS.fixtures, fixturesDocumentId('t3448', season))) !== undefined;

  it('seeds 2020-21 through the season after the one the clock stands in', async () => {
    expect(lastSeasonAt(SEED_BASE_DATE)).toBe(2027);
    expect(lastSeasonAt(new Date('2031-07-02T12:00:00Z'))).toBe(2032);
    await seedIfEmpty(db, DATASETS, SEED_BASE_DATE);
    expect(await hasSeason(FIRST_SEASON)).toBe(true);
    expect(await hasSeason(2027)).toBe(true);
    expect(await hasSeason(2028)).toBe(false);
  });

  it('gives a data directory kept into a new season the seasons it lacks at its next start, and only then', async () => {
    const july2029 = new Date('2029-07-01T09:00:00Z');
    expect(await seedIfEmpty(db, MATCH_DATASETS, july2029)).toEqual([
      MATCH_COLLECTIONS.matches,
      MATCH_COLLECTIONS.fixtures,
    ]);
    expect(await hasSeason(2030)).toBe(true);
    expect(await hasSeason(2028)).toBe(true);
    expect(await seedIfEmpty(db, MATCH_DATASETS, july2029)).toEqual([]);
  });
});
