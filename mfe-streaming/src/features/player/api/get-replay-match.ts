import { apiRequest, isApiError } from '@club/shared/api';
import { type MatchDetail, matchDetailResponse } from '@club/shared/contracts';

/**
 * GET {matchData}/replays/{entryId} (ours, issue 24 item 1): the match a full-match replay shows,
 * as the match centre has it; null for a video that is not one (404).
 */
export async function getReplayMatch(entryId: string, signal?: AbortSignal): Promise<MatchDetail | null> {
  try {
    const { data } = await apiRequest('matchData', `/replays/${encodeURIComponent(entryId)}`, {
      schema: matchDetailResponse,
      ...(signal ? { signal } : {}),
    });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
