import { apiRequest } from '@club/shared/api';
import { teamDetailResponse } from '@club/shared/contracts';

/** GET {teams}/teams/{team}: a team (by slug or `first-team`) with its squad by position and staff. */
export async function getTeam(segment: string, signal?: AbortSignal) {
  const response = await apiRequest('teams', `/teams/${encodeURIComponent(segment)}`, {
    schema: teamDetailResponse,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
