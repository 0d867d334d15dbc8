import { apiRequest } from '@club/shared/api';
import { teamsResponse } from '@club/shared/contracts';

/** GET {teams}/teams: every team of the club, in the order the club lists them. */
export async function getTeams(signal?: AbortSignal) {
  const response = await apiRequest('teams', '/teams', {
    schema: teamsResponse,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
