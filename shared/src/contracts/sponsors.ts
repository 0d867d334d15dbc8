import * as v from '@club/shared/schema';

/** Spec 000 §2 footer sponsor block: the three rows, in order. */
export const SPONSOR_ROW_TITLES = ['Principal Partners', 'Official Partners', 'Supporting Partners'] as const;
/** Spec 000 §3 "Sponsor row": sponsorSize (small) and titleSize (h6). */
export const SPONSOR_ROW_SIZE = 'small';
export const SPONSOR_ROW_TITLE_SIZE = 'h6';
/** Spec 000 §7: sponsor logos are fitted into 400x400. */
export const SPONSOR_IMAGE_SIZE = '400x400';
/** Spec 000 §3 "Section sponsor" type. */
export const SECTION_SPONSOR_TYPES = ['app', 'web'] as const;
/** The site's sections a sponsor may present (spec 000 §3 "Section sponsor" sectionID; the values are ours). */
export const SPONSOR_SECTIONS = ['news', 'matches', 'teams', 'videos', 'live'] as const;
export type SponsorSection = (typeof SPONSOR_SECTIONS)[number];

const flag = v.picklist([0, 1]);

/** One sponsor (spec 000 §3 "Sponsor"); `published` and `isChildFriendly` are 1 or 0. */
export const sponsor = v.looseObject({
  sponsorID: v.string(),
  campaignID: v.string(),
  imageKey: v.string(),
  published: flag,
  title: v.string(),
  url: v.string(),
  adminName: v.string(),
  mediaLibraryID: v.string(),
  forcedOrder: v.number(),
  isChildFriendly: flag,
});
export type Sponsor = v.InferOutput<typeof sponsor>;

/** One footer row of sponsor logos (spec 000 §3 "Sponsor row"). */
export const sponsorRow = v.looseObject({
  adminName: v.string(),
  forcedOrder: v.number(),
  rowID: v.string(),
  sponsorSize: v.string(),
  title: v.string(),
  titleSize: v.string(),
  sponsors: v.array(sponsor),
});
export type SponsorRow = v.InferOutput<typeof sponsorRow>;

/** GET {sponsors}/rows (spec 000 §2 footer; shape not shown, ours): the rows in forcedOrder. */
export const sponsorRowsResponse = v.object({ rows: v.array(sponsorRow) });
export type SponsorRowsResponse = v.InferOutput<typeof sponsorRowsResponse>;

/** One header sponsor (spec 000 §3); `imgLocation` is an absolute image URL. */
export const headerSponsor = v.looseObject({
  imgLocation: v.string(),
  name: v.string(),
  sponsorUrl: v.string(),
  childFriendly: v.boolean(),
});
export type HeaderSponsor = v.InferOutput<typeof headerSponsor>;

/** GET {sponsors}/header (shape not shown, ours): the fixed header list of four. */
export const headerSponsorsResponse = v.object({ sponsors: v.array(headerSponsor) });
export type HeaderSponsorsResponse = v.InferOutput<typeof headerSponsorsResponse>;

/** A sponsor presenting one section of the site or app (spec 000 §3 "Section sponsor"). */
export const sectionSponsor = v.looseObject({
  active: v.boolean(),
  sectionID: v.string(),
  name: v.string(),
  type: v.picklist(SECTION_SPONSOR_TYPES),
  sponsor,
});
export type SectionSponsor = v.InferOutput<typeof sectionSponsor>;

/** GET {sponsors}/sections/{sectionID}?type query: `type` narrows to app or web sponsors. */
export const sectionSponsorsQuery = v.object({
  type: v.optional(v.picklist(SECTION_SPONSOR_TYPES, `must be one of: ${SECTION_SPONSOR_TYPES.join(', ')}`)),
});
export type SectionSponsorsQuery = v.InferOutput<typeof sectionSponsorsQuery>;

/** GET {sponsors}/sections and /sections/{sectionID} (shape not shown, ours), active or not. */
export const sectionSponsorsResponse = v.object({ sponsors: v.array(sectionSponsor) });
export type SectionSponsorsResponse = v.InferOutput<typeof sectionSponsorsResponse>;

/**
 * Spec 000 §5: a sponsor logo shows only with an imageKey, and in child-friendly mode only when
 * isChildFriendly; unpublished sponsors never show.
 */
export function isSponsorShown(item: Sponsor, childFriendlyMode: boolean): boolean {
  return item.published === 1 && item.imageKey !== '' && (!childFriendlyMode || item.isChildFriendly === 1);
}
