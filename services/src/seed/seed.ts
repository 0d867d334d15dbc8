// Fills each dataset whose data is empty, in one transaction. Running it again changes nothing,
// and a data directory that already holds user changes keeps them; a dataset added later is
// filled on the next start of an old directory, and one that follows the clock (the match
// seasons) is filled again once the clock has moved past what it holds.
import { insertAccount } from '../account/accounts.ts';
import { hashPassword } from '../account/passwords.ts';
import { ADVERT_DATASETS } from '../adverts/adverts-seed.ts';
import { CONTENT_DATASETS } from '../content/seed/content-datasets.ts';
import type { Database, Queryable } from '../db/database.ts';
import { SCHEMA_LOCK } from '../db/migrate.ts';
import { grantEntitlement } from '../entitlements/entitlements.ts';
import { CAMPAIGNS_COLLECTION } from '../payments/campaigns.ts';
import { COUPONS_COLLECTION } from '../payments/coupons.ts';
import { buildCampaignDocuments, buildCouponDocuments } from '../payments/coupons-seed.ts';
import { promosDataset } from '../promos/promos-seed.ts';
import { SPONSOR_DATASETS } from '../sponsors/sponsors-seed.ts';
import { PACKAGE_GROUPS_COLLECTION, PACKAGES_COLLECTION } from '../streamline/package-documents.ts';
import { buildPackageDocuments, buildPackageGroupDocuments } from '../streamline/packages-seed.ts';
import { vouchersDataset } from '../streamline/vouchers-seed.ts';
import { streamAssetsDataset, streamingConfigDataset } from '../streams/streams-seed.ts';
import { insertTeam } from '../teams/list-teams.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts-seed.ts';
import { type Dataset, documentDataset, isTableEmpty } from './datasets.ts';
import { MATCH_DATASETS } from './fixtures-seed.ts';
import { buildNewsArticles } from './news-seed.ts';
import { SEED_BASE_DATE } from './seed-base-date.ts';
import { TEAMS } from './teams-seed.ts';
import { videoCatalogueDataset, videoCategoriesDataset } from './videos-seed.ts';

const news: Dataset = {
  name: 'news',
  isEmpty: (tx) => isTableEmpty(tx, 'news_articles'),
  async fill(tx) {
    for (const a of buildNewsArticles(SEED_BASE_DATE)) {
      await tx.query(
        `INSERT INTO news_articles (slug, title, summary, body_html, published_at, categories, image_key, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [a.slug, a.title, a.summary, a.bodyHtml, a.publishedAt, a.categories, a.imageKey, a.language],
      );
    }
  },
};

const teams: Dataset = {
  name: 'teams',
  isEmpty: (tx) => isTableEmpty(tx, 'teams'),
  async fill(tx) {
    for (const [position, team] of TEAMS.entries()) await insertTeam(tx, team, position);
  },
};

/** The demo accounts a data directory lacks (it was made before they were added). */
async function missingDemoAccounts(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query<{ email: string }>(
    'SELECT email FROM accounts WHERE email = ANY($1::text[])',
    [DEMO_ACCOUNTS.map((a) => a.email)],
  );
  const present = new Set(rows.map((row) => row.email));
  return new Set(DEMO_ACCOUNTS.map((a) => a.email).filter((email) => !present.has(email)));
}

const accounts: Dataset<string[]> = {
  name: 'accounts',
  // Any demo account missing: a data directory from before it was added gets it on its next start.
  isEmpty: async (tx) => (await missingDemoAccounts(tx)).size > 0,
  // Hashing is slow on purpose; do it before the transaction rather than while holding it. Salts
  // are random (that is the point of a salt); everything a page shows stays deterministic.
  prepare: () => Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD))),
  async fill(tx, passwordHashes) {
    const missing = await missingDemoAccounts(tx);
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      if (!missing.has(account.email)) continue;
      const { entitlements, ...fields } = account;
      await insertAccount(
        tx,
        { ...fields, passwordHash: passwordHashes[i] as string, confirmedAt: SEED_BASE_DATE },
        SEED_BASE_DATE,
      );
      for (const code of entitlements) {
        await grantEntitlement(tx, { ssoId: account.ssoId, code, source: 'seed', now: SEED_BASE_DATE });
      }
    }
  },
};

/** Every dataset, in fill order (later ones may refer to earlier ones). Services add theirs here. */
export const SEED_DATASETS: Dataset[] = [
  news,
  ...CONTENT_DATASETS,
  teams,
  ...MATCH_DATASETS,
  videoCatalogueDataset,
  videoCategoriesDataset,
  accounts as Dataset,
  streamAssetsDataset,
  streamingConfigDataset,
  documentDataset(PACKAGES_COLLECTION, buildPackageDocuments),
  documentDataset(PACKAGE_GROUPS_COLLECTION, buildPackageGroupDocuments),
  documentDataset(COUPONS_COLLECTION, buildCouponDocuments),
  documentDataset(CAMPAIGNS_COLLECTION, buildCampaignDocuments),
  vouchersDataset,
  ...ADVERT_DATASETS,
  promosDataset,
  ...SPONSOR_DATASETS,
];

/**
 * Seeds every empty (or outdated) dataset at the services' clock `now`; returns the names of those
 * it filled. Under the schema lock, so processes starting together on one server seed once.
 */
export function seedIfEmpty(
  db: Database,
  datasets: Dataset[] = SEED_DATASETS,
  now: Date = new Date(),
): Promise<string[]> {
  return db.lock(SCHEMA_LOCK, () => seedEmpty(db, datasets, now));
}

async function seedEmpty(db: Database, datasets: Dataset[], now: Date): Promise<string[]> {
  const prepared = new Map<Dataset, unknown>();
  for (const dataset of datasets) {
    if (dataset.prepare && (await dataset.isEmpty(db))) prepared.set(dataset, await dataset.prepare());
  }
  return db.transaction(async (tx: Queryable) => {
    const filled: string[] = [];
    for (const dataset of datasets) {
      const due = (await dataset.isEmpty(tx)) || ((await dataset.isOutdated?.(tx, now)) ?? false);
      if (!due) continue;
      // A dataset that needed preparing but was empty only after the check above waits for a restart.
      if (dataset.prepare && !prepared.has(dataset)) continue;
      await dataset.fill(tx, prepared.get(dataset), now);
      filled.push(dataset.name);
    }
    return filled;
  });
}
