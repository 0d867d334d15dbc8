import { IMAGE_SIZES, useServiceData } from '@club/shared/api';
import type { SectionSponsor as Entry, SponsorSection } from '@club/shared/contracts';
import { useLocation } from '@club/shared/router';
import { $childFriendly } from '@club/shared/stores';
import { ServiceImage } from '@club/shared/ui';
import { useStore } from '@nanostores/react';
import { getSectionSponsors } from '../api/get-section-sponsors.ts';
import { SECTION_SPONSOR_LABEL } from '../constants.ts';
import { shownSectionSponsor, sponsorSectionForPath } from '../lib/section-sponsor.ts';
import styles from './section-sponsor.module.css';

async function loadSectionSponsors(section: SponsorSection, signal: AbortSignal): Promise<Entry[]> {
  try {
    return await getSectionSponsors(section, signal);
  } catch (error) {
    // Like the footer's sponsors: logged, and the section shows no sponsor.
    if (!signal.aborted) console.warn('[sponsors] section sponsors not loaded', error);
    throw error;
  }
}

function SponsorOf({ section }: { section: SponsorSection }) {
  const childFriendly = useStore($childFriendly);
  const sponsors = useServiceData(`section-sponsors/${section}`, (signal) =>
    loadSectionSponsors(section, signal),
  );
  const entry = sponsors.status === 'ready' ? shownSectionSponsor(sponsors.data, childFriendly) : null;
  if (!entry) return null;
  return (
    <aside className={styles.sponsor} aria-label={SECTION_SPONSOR_LABEL} data-section={section}>
      <a className={styles.link} href={entry.sponsor.url} target="_blank" rel="noopener noreferrer sponsored">
        <ServiceImage
          imageKey={entry.sponsor.imageKey}
          box={IMAGE_SIZES.sponsor}
          alt=""
          className={styles.logo}
        />
        <span>{entry.name}</span>
      </a>
    </aside>
  );
}

/**
 * The section sponsor (spec 000 §3 "Section sponsor"): on the pages of a section a sponsor presents
 * (news, matches, teams, videos, live), its logo and name ('News presented by …') linking to it,
 * at the end of the page's content, so it never moves the page when it arrives.
 */
export function SectionSponsor() {
  const section = sponsorSectionForPath(useLocation().pathname);
  return section ? <SponsorOf key={section} section={section} /> : null;
}
