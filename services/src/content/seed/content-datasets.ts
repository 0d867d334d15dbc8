// The CMS's seed collections in the document store: pages (menu tree and page bodies), FAQ groups,
// the streamer config, the packages widget's data, the video memberships and the news categories.
// Each is a pure function of the seed.

import { NEWS_CATEGORIES_COLLECTION } from '../../news/list-categories.ts';
import { documentDataset } from '../../seed/datasets.ts';
import { NEWS_CATEGORY_SEEDS } from '../../seed/news-seed.ts';
import { FAQ_GROUPS_COLLECTION } from '../get-faqs.ts';
import {
  MEMBERSHIPS_COLLECTION,
  PACKAGES_WIDGET_COLLECTION,
  PACKAGES_WIDGET_ID,
} from '../get-packages-widget.ts';
import { STREAMER_CONFIG_COLLECTION, STREAMER_CONFIG_ID } from '../get-streamer-config.ts';
import { CONTENT_PAGES_COLLECTION } from '../page-records.ts';
import { buildFaqGroups } from './faqs-seed.ts';
import { buildPageRecords } from './menu-pages-seed.ts';
import { buildMemberships, buildPackagesWidget } from './packages-widget-seed.ts';
import { buildStreamerConfig } from './streamer-config-seed.ts';

export const CONTENT_DATASETS = [
  documentDataset(CONTENT_PAGES_COLLECTION, () =>
    buildPageRecords().map((page) => ({ id: String(page.postID), body: page })),
  ),
  documentDataset(FAQ_GROUPS_COLLECTION, () =>
    buildFaqGroups().map((group) => ({ id: group.id, body: group })),
  ),
  documentDataset(STREAMER_CONFIG_COLLECTION, () => [
    { id: STREAMER_CONFIG_ID, body: buildStreamerConfig() },
  ]),
  documentDataset(PACKAGES_WIDGET_COLLECTION, () => [
    { id: PACKAGES_WIDGET_ID, body: buildPackagesWidget() },
  ]),
  documentDataset(MEMBERSHIPS_COLLECTION, () =>
    buildMemberships().map((item) => ({ id: item.membershipID, body: item })),
  ),
  documentDataset(NEWS_CATEGORIES_COLLECTION, () =>
    NEWS_CATEGORY_SEEDS.map((category) => ({ id: category.slug, body: category })),
  ),
];
