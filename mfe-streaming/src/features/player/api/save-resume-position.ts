import { authorizedRequest } from '@club/shared/api';
import { resumePositionResponse } from '@club/shared/contracts';

/**
 * `PUT {videos}/resume/{entryId}`: where the signed-in viewer stands in this video. Answers the entry
 * as kept, or null when the position counts as finished (or too early) and was cleared.
 */
export async function saveResumePosition(
  entryId: string,
  positionSeconds: number,
  durationSeconds: number,
  { keepalive = false }: { keepalive?: boolean } = {},
) {
  const { data } = await authorizedRequest('videos', `/resume/${encodeURIComponent(entryId)}`, {
    method: 'PUT',
    schema: resumePositionResponse,
    body: { positionSeconds, durationSeconds },
    keepalive,
  });
  return data;
}
