import { apiRequest } from '@club/shared/api';
import { type SponsorRow, sponsorRowsResponse } from '@club/shared/contracts';

/** GET {sponsors}/rows: the footer's sponsor rows (spec 000 §2 "Footer"; services/README.md "Sponsors"). */
export async function getSponsorRows(signal?: AbortSignal): Promise<SponsorRow[]> {
  const { rows } = await apiRequest('sponsors', '/rows', { schema: sponsorRowsResponse, signal });
  return rows;
}
