import { apiRequest } from '@club/shared/api';
import { playersResponse } from '@club/shared/contracts';

/** GET {teams}/players: every squad's players, team by team in the club's order, each squad by position and shirt. */
export async function getPlayers(signal?: AbortSignal) {
  const response = await apiRequest('teams', '/players', {
    schema: playersResponse,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
