import { authorizedRequest } from '@club/shared/api';
import { type ResumeEntry, resumeListResponse } from '@club/shared/contracts';
import { CONTINUE_WATCHING_WAIT_MS } from '../constants.ts';

/**
 * `GET {videos}/resume`: the signed-in viewer's videos to continue, most recently watched first. The
 * video home waits for it, so it gives up sooner than other calls.
 */
export async function getResumeList(signal?: AbortSignal): Promise<ResumeEntry[]> {
  const { data } = await authorizedRequest('videos', '/resume', {
    schema: resumeListResponse,
    timeoutMs: CONTINUE_WATCHING_WAIT_MS,
    ...(signal ? { signal } : {}),
  });
  return data;
}
