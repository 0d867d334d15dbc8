import { apiRequest } from '@club/shared/api';
import { playerProfileResponse } from '@club/shared/contracts';

/** GET {teams}/players/{player}: a player's profile with season stats. */
export async function getPlayer(slug: string, signal?: AbortSignal) {
  const response = await apiRequest('teams', `/players/${encodeURIComponent(slug)}`, {
    schema: playerProfileResponse,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
