import { apiRequest } from '@club/shared/api';
import { matchDetailResponse } from '@club/shared/contracts';

/** GET {matchData}/matches/{matchID}: the match centre's data as it stands at the services' clock. */
export async function getMatch(matchID: string, signal?: AbortSignal) {
  const response = await apiRequest('matchData', `/matches/${encodeURIComponent(matchID)}`, {
    schema: matchDetailResponse,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
