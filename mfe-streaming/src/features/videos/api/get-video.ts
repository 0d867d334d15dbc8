import { apiRequest } from '@club/shared/api';
import { type VideoResult, videoResponse } from '@club/shared/contracts';

/** GET {videos}/videos/{entryId}: the one video /videos/{videoID} opens (404 unknown or not yet released). */
export async function getVideo(entryId: string, signal?: AbortSignal): Promise<VideoResult> {
  const { data } = await apiRequest('videos', `/videos/${encodeURIComponent(entryId)}`, {
    schema: videoResponse,
    ...(signal ? { signal } : {}),
  });
  return data;
}
