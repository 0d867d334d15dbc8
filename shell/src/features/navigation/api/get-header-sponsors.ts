import { apiRequest } from '@club/shared/api';
import { type HeaderSponsor, headerSponsorsResponse } from '@club/shared/contracts';

/** GET {sponsors}/header: the fixed list of four header sponsors (spec 000 §3 "Header sponsor"). */
export async function getHeaderSponsors(signal?: AbortSignal): Promise<HeaderSponsor[]> {
  const { sponsors } = await apiRequest('sponsors', '/header', { schema: headerSponsorsResponse, signal });
  return sponsors;
}
