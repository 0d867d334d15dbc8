import { apiRequest } from '@club/shared/api';
import { type StreamerConfig, streamerConfigResponse } from '@club/shared/contracts';

/**
 * GET {webApi}/v1/streamer-config: the streamer site's hero, sections, links, playlist and FAQs (the
 * shell's streamer header and mfe-streaming's streamer page read it).
 */
export async function getStreamerConfig(signal?: AbortSignal): Promise<StreamerConfig> {
  const { data } = await apiRequest('webApi', '/v1/streamer-config', {
    schema: streamerConfigResponse,
    ...(signal ? { signal } : {}),
  });
  return data;
}
