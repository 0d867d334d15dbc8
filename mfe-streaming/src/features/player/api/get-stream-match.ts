import { apiRequest, isApiError } from '@club/shared/api';
import { type MatchDetail, matchDetailResponse } from '@club/shared/contracts';

/**
 * GET {matchData}/streams/{assetId} (ours, issue 24 item 1): the match a streamed match's own live
 * stream shows, as the match centre has it now; null for a stream that is not a match's (404).
 */
export async function getStreamMatch(assetId: string, signal?: AbortSignal): Promise<MatchDetail | null> {
  try {
    const { data } = await apiRequest('matchData', `/streams/${encodeURIComponent(assetId)}`, {
      schema: matchDetailResponse,
      ...(signal ? { signal } : {}),
    });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
