// The club's sponsors: nine in the three footer rows of spec 000 §2 (one, a betting partner, not
// child friendly), the four header sponsors of spec 000 §3 (all child friendly) and the sponsors
// presenting sections of the site and the app. Logos are drawn by the image service from the key.
import {
  type SectionSponsor,
  SPONSOR_ROW_SIZE,
  SPONSOR_ROW_TITLE_SIZE,
  SPONSOR_ROW_TITLES,
  type Sponsor,
  type SponsorRow,
} from '@club/shared/contracts';
import { slugify } from '../lib/slugify.ts';
import { documentDataset } from '../seed/datasets.ts';
import {
  HEADER_SPONSORS_COLLECTION,
  type HeaderSponsorRecord,
  SECTION_SPONSORS_COLLECTION,
  SPONSOR_ROWS_COLLECTION,
} from './sponsor-records.ts';

interface SponsorDraft {
  title: string;
  domain: string;
  childFriendly?: boolean;
}

/** The rows in SPONSOR_ROW_TITLES order, three sponsors each. */
const ROWS: ReadonlyArray<readonly SponsorDraft[]> = [
  [
    { title: 'Meridian Air', domain: 'meridianair.example' },
    { title: 'Harbour Bank', domain: 'harbourbank.example' },
    { title: 'Voltline Energy', domain: 'voltline.example' },
  ],
  [
    { title: 'Kestrel Motors', domain: 'kestrelmotors.example' },
    { title: 'Goalline Bet', domain: 'goallinebet.example', childFriendly: false },
    { title: 'Northway Telecom', domain: 'northway.example' },
  ],
  [
    { title: 'Brightwater', domain: 'brightwater.example' },
    { title: 'Copperleaf Coffee', domain: 'copperleaf.example' },
    { title: 'Fieldhouse Sports', domain: 'fieldhouse.example' },
  ],
];

export function buildSponsorRows(): SponsorRow[] {
  let sponsorNumber = 100;
  return SPONSOR_ROW_TITLES.map((title, rowIndex) => {
    const sponsors = (ROWS[rowIndex] ?? []).map((draft, index): Sponsor => {
      sponsorNumber += 1;
      const slug = slugify(draft.title);
      return {
        sponsorID: `sp-${sponsorNumber}`,
        campaignID: `cmp-2026-${slug}`,
        imageKey: `sponsors/${slug}.png`,
        published: 1,
        title: draft.title,
        url: `https://www.${draft.domain}/`,
        adminName: `${draft.title} (footer logo)`,
        mediaLibraryID: `ml-${5000 + sponsorNumber}`,
        forcedOrder: index + 1,
        isChildFriendly: draft.childFriendly === false ? 0 : 1,
      };
    });
    return {
      adminName: `Footer - ${title}`,
      forcedOrder: rowIndex + 1,
      rowID: `row-${slugify(title)}`,
      sponsorSize: SPONSOR_ROW_SIZE,
      title,
      titleSize: SPONSOR_ROW_TITLE_SIZE,
      sponsors,
    };
  });
}

function sponsorTitled(title: string): Sponsor {
  const found = buildSponsorRows()
    .flatMap((row) => row.sponsors)
    .find((candidate) => candidate.title === title);
  if (!found) throw new Error(`No seeded sponsor '${title}'`);
  return found;
}

/** Spec 000 §3: the fixed header list of four, all child friendly. */
export function buildHeaderSponsors(): HeaderSponsorRecord[] {
  return ['Meridian Air', 'Harbour Bank', 'Voltline Energy', 'Fieldhouse Sports'].map((title) => {
    const sponsor = sponsorTitled(title);
    return { name: title, imageKey: sponsor.imageKey, sponsorUrl: sponsor.url, childFriendly: true };
  });
}

/** Sections of the site and app a sponsor presents; the matches web sponsorship is switched off. */
export function buildSectionSponsors(): SectionSponsor[] {
  const entry = (sectionID: string, type: 'app' | 'web', title: string, active = true): SectionSponsor => ({
    active,
    sectionID,
    name: `${sectionID.charAt(0).toUpperCase()}${sectionID.slice(1)} presented by ${title}`,
    type,
    sponsor: sponsorTitled(title),
  });
  return [
    entry('news', 'web', 'Harbour Bank'),
    entry('news', 'app', 'Meridian Air'),
    entry('videos', 'web', 'Northway Telecom'),
    entry('live', 'web', 'Voltline Energy'),
    entry('matches', 'web', 'Kestrel Motors', false),
    entry('matches', 'app', 'Goalline Bet'),
  ];
}

export const sponsorRowsDataset = documentDataset(SPONSOR_ROWS_COLLECTION, () =>
  buildSponsorRows().map((row) => ({ id: row.rowID, body: row })),
);
export const headerSponsorsDataset = documentDataset(HEADER_SPONSORS_COLLECTION, () =>
  buildHeaderSponsors().map((record) => ({ id: slugify(record.name), body: record })),
);
export const sectionSponsorsDataset = documentDataset(SECTION_SPONSORS_COLLECTION, () =>
  buildSectionSponsors().map((record) => ({ id: `${record.sectionID}-${record.type}`, body: record })),
);

/** The sponsor datasets, for SEED_DATASETS. */
export const SPONSOR_DATASETS = [sponsorRowsDataset, headerSponsorsDataset, sectionSponsorsDataset];
