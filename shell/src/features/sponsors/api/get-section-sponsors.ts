import { apiRequest } from '@club/shared/api';
import { type SectionSponsor, type SponsorSection, sectionSponsorsResponse } from '@club/shared/contracts';

/** GET {sponsors}/sections/{sectionID}?type=web: the sponsors presenting one section of the website. */
export async function getSectionSponsors(
  section: SponsorSection,
  signal?: AbortSignal,
): Promise<SectionSponsor[]> {
  const { sponsors } = await apiRequest('sponsors', `/sections/${section}`, {
    query: { type: 'web' },
    schema: sectionSponsorsResponse,
    signal,
  });
  return sponsors;
}
