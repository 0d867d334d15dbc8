import { apiRequest, isApiError } from '@club/shared/api';
import { type MatchDetail, matchDetailResponse } from '@club/shared/contracts';

/** A match as the match centre has it, or null where the match data service knows none (404). */
async function matchOrNull(path: string, signal?: AbortSignal): Promise<MatchDetail | null> {
  try {
    const { data } = await apiRequest('matchData', path, {
      schema: matchDetailResponse,
      ...(signal ? { signal } : {}),
    });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * GET {matchData}/replays/{entryId} (ours, issue 24 item 1): the match a full-match replay shows;
 * null for a video that is not one.
 */
export const getReplayMatch = (entryId: string, signal?: AbortSignal): Promise<MatchDetail | null> =>
  matchOrNull(`/replays/${encodeURIComponent(entryId)}`, signal);

/**
 * GET {matchData}/streams/{assetId} (ours, issue 24 item 1): the match a streamed match's own live
 * stream shows, as it stands now; null for a stream that is not a match's.
 */
export const getStreamMatch = (assetId: string, signal?: AbortSignal): Promise<MatchDetail | null> =>
  matchOrNull(`/streams/${encodeURIComponent(assetId)}`, signal);
