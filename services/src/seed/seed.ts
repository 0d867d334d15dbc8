// Fills each dataset whose table is empty, in one transaction. Running it again changes nothing,
// and a data directory that already holds user changes keeps them; a dataset added later is
// filled on the next start of an old directory.
import { insertAccount } from '../account/accounts.ts';
import { hashPassword } from '../account/passwords.ts';
import type { Database, Queryable } from '../db/database.ts';
import { insertTeam } from '../teams/list-teams.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts-seed.ts';
import { buildNewsArticles } from './news-seed.ts';
import { SEED_BASE_DATE } from './seed-base-date.ts';
import { TEAMS } from './teams-seed.ts';
import { buildVideoFeed } from './videos-seed.ts';

export type Dataset = 'news' | 'teams' | 'feeds' | 'accounts';

async function isEmpty(tx: Queryable, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS any`);
  return !rows[0]?.any;
}

async function seedNews(tx: Queryable): Promise<void> {
  for (const a of buildNewsArticles(SEED_BASE_DATE)) {
    await tx.query(
      `INSERT INTO news_articles (slug, title, summary, body_html, published_at, categories, image_key, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [a.slug, a.title, a.summary, a.bodyHtml, a.publishedAt, a.categories, a.imageKey, a.language],
    );
  }
}

async function seedTeams(tx: Queryable): Promise<void> {
  for (const [position, team] of TEAMS.entries()) await insertTeam(tx, team, position);
}

async function seedFeeds(tx: Queryable): Promise<void> {
  const feed = buildVideoFeed(SEED_BASE_DATE);
  await tx.query('INSERT INTO feeds (feed_id, title) VALUES ($1, $2)', [feed.feedId, feed.title]);
  for (const [position, section] of feed.sections.entries()) {
    await tx.query(
      'INSERT INTO feed_sections (feed_id, section_id, title, position) VALUES ($1, $2, $3, $4)',
      [feed.feedId, section.id, section.title, position],
    );
    for (const v of section.videos) {
      await tx.query(
        `INSERT INTO videos (entry_id, title, duration_s, entitlements, thumbnail_key, created_at, feed_id, section)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          v.entryId,
          v.title,
          v.durationS,
          v.entitlements,
          v.thumbnailKey,
          v.createdAt,
          feed.feedId,
          section.id,
        ],
      );
    }
  }
}

async function seedAccounts(tx: Queryable, passwordHashes: string[]): Promise<void> {
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    await insertAccount(tx, { ...account, passwordHash: passwordHashes[i] as string }, SEED_BASE_DATE);
  }
}

/** Seeds every empty dataset; returns the ones it filled. */
export async function seedIfEmpty(db: Database): Promise<Dataset[]> {
  // Hashing is slow on purpose; do it before the transaction rather than while holding it.
  // Salts are random (that is the point of a salt); everything a page shows stays deterministic.
  const passwordHashes = (await isEmpty(db, 'accounts'))
    ? await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)))
    : [];

  return db.transaction(async (tx) => {
    const filled: Dataset[] = [];
    if (await isEmpty(tx, 'news_articles')) {
      await seedNews(tx);
      filled.push('news');
    }
    if (await isEmpty(tx, 'teams')) {
      await seedTeams(tx);
      filled.push('teams');
    }
    if (await isEmpty(tx, 'feeds')) {
      await seedFeeds(tx);
      filled.push('feeds');
    }
    if (passwordHashes.length && (await isEmpty(tx, 'accounts'))) {
      await seedAccounts(tx, passwordHashes);
      filled.push('accounts');
    }
    return filled;
  });
}
