import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_ACCOUNTS } from './accounts-seed.ts';
import { ARABIC_CATEGORY, buildNewsArticles, NEWS_CATEGORIES } from './news-seed.ts';
import { createPrng } from './prng.ts';
import { SEED_DATASETS, seedIfEmpty } from './seed.ts';
import { SEED_BASE_DATE } from './seed-base-date.ts';
import { buildVideoCatalogue } from './videos-seed.ts';

describe('seed data', () => {
  it('is the same on every build (no Math.random, no clock)', () => {
    expect(buildNewsArticles()).toEqual(buildNewsArticles());
    expect(buildVideoCatalogue()).toEqual(buildVideoCatalogue());
    expect(createPrng(7).next()).toBe(createPrng(7).next());
  });

  it('has at least sixty articles over every category, Arabic ones included, all before the base date', () => {
    const articles = buildNewsArticles();
    expect(articles.length).toBeGreaterThanOrEqual(60);
    for (const category of [...NEWS_CATEGORIES, ARABIC_CATEGORY]) {
      expect(articles.filter((a) => a.categories.includes(category)).length).toBeGreaterThanOrEqual(5);
    }
    for (const a of articles.filter((a) => a.categories.includes(ARABIC_CATEGORY))) {
      expect(a.title).toMatch(/[\u0600-\u06ff]/);
      expect(a.language).toBe('ar');
    }
    const times = articles.map((a) => a.publishedAt.getTime());
    expect(Math.max(...times)).toBeLessThan(SEED_BASE_DATE.getTime());
    // Spread over months, not one afternoon.
    expect(SEED_BASE_DATE.getTime() - Math.min(...times)).toBeGreaterThan(90 * 24 * 3600 * 1000);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
  });

  it('gives feed 1 a first section of at least 10 videos with unique entry ids', () => {
    const { videos, feeds } = buildVideoCatalogue();
    expect(feeds[0]?.feedId).toBe('1');
    expect(feeds[0]?.sections[0]?.entryIds.length).toBeGreaterThanOrEqual(10);
    const ids = videos.map((v) => v.entryId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('seedIfEmpty', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    await migrate(db);
  });
  afterAll(() => db?.close());

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

  it('fills every dataset once and changes nothing when run again', async () => {
    expect(await seedIfEmpty(db)).toEqual(SEED_DATASETS.map((dataset) => dataset.name));
    const before = {
      news: await count('news_articles'),
      videos: await count('videos'),
      accounts: await count('accounts'),
    };
    expect(before).toEqual({
      news: buildNewsArticles().length,
      videos: buildVideoCatalogue().videos.length,
      accounts: DEMO_ACCOUNTS.length,
    });
    expect(await seedIfEmpty(db)).toEqual([]);
    expect({
      news: await count('news_articles'),
      videos: await count('videos'),
      accounts: await count('accounts'),
    }).toEqual(before);
  });

  it('refills only a dataset that was emptied, leaving the others as users changed them', async () => {
    await db.exec('DELETE FROM teams');
    await db.query("UPDATE accounts SET display_name = 'Changed' WHERE email = 'free@club.test'");
    expect(await seedIfEmpty(db)).toEqual(['teams']);
    const { rows } = await db.query<{ display_name: string }>(
      "SELECT display_name FROM accounts WHERE email = 'free@club.test'",
    );
    expect(rows[0]?.display_name).toBe('Changed');
  });

  it('stores passwords only as salted scrypt hashes', async () => {
    const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM accounts');
    for (const row of rows) expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
  });
});
