import { apiRequest } from '@club/shared/api';
import { type StreamingConfig, streamingConfig } from '@club/shared/contracts';

/** GET {streams}/config (spec 001 §3 "Streaming config"): the default live audio and video
 * assets and the support contact. */
export function getStreamingConfig(signal?: AbortSignal): Promise<StreamingConfig> {
  return apiRequest('streams', '/config', { schema: streamingConfig, ...(signal ? { signal } : {}) });
}
