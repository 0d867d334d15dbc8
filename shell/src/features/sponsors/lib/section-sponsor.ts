import { isSponsorShown, type SectionSponsor, type SponsorSection } from '@club/shared/contracts';

/** The path prefixes of each section a sponsor may present (spec 000 §2 route table). */
const SECTION_PREFIXES: ReadonlyArray<[SponsorSection, readonly string[]]> = [
  ['news', ['news', 'category']],
  ['matches', ['matches', 'match']],
  ['teams', ['teams', 'players']],
  ['videos', ['videos']],
  ['live', ['live']],
];

/** The section a path belongs to, if a sponsor may present it: /news/… is 'news', /match/… 'matches'. */
export function sponsorSectionForPath(pathname: string): SponsorSection | null {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return SECTION_PREFIXES.find(([, prefixes]) => prefixes.includes(first))?.[0] ?? null;
}

/**
 * The sponsor a section shows (spec 000 §3 "Section sponsor"): the first that is active and for the
 * website ('web'; 'app' ones are the app's), whose logo spec 000 §5 allows (an imageKey, published,
 * and child friendly while child-friendly mode is on).
 */
export function shownSectionSponsor(
  sponsors: readonly SectionSponsor[],
  childFriendlyMode: boolean,
): SectionSponsor | null {
  return (
    sponsors.find(
      (entry) => entry.active && entry.type === 'web' && isSponsorShown(entry.sponsor, childFriendlyMode),
    ) ?? null
  );
}
