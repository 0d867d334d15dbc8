import { authorizedRequest } from '@club/shared/api';
import { resumePositionResponse } from '@club/shared/contracts';
import { RESUME_READ_TIMEOUT_MS } from '../constants.ts';

/**
 * `GET {videos}/resume/{entryId}`: where the signed-in viewer left this video, on any device, or
 * null. The player waits for it, so it gives up sooner than other calls.
 */
export async function getResumePosition(entryId: string, signal?: AbortSignal) {
  const { data } = await authorizedRequest('videos', `/resume/${encodeURIComponent(entryId)}`, {
    schema: resumePositionResponse,
    timeoutMs: RESUME_READ_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  return data;
}
