import { authorizedRequest } from '@club/shared/api';
import { endPlaybackSessionsResponse } from '@club/shared/contracts';

/**
 * DELETE {streams}/sessions as the signed-in user (ours, issue 19): 'Stop watching on the other
 * devices' ends every playback of the account, so this one can start; answers how many were ended.
 */
export async function endOtherPlaybacks(signal?: AbortSignal): Promise<number> {
  const { data } = await authorizedRequest('streams', '/sessions', {
    method: 'DELETE',
    schema: endPlaybackSessionsResponse,
    ...(signal ? { signal } : {}),
  });
  return data.attributes.ended;
}
