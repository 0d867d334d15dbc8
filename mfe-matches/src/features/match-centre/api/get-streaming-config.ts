import { apiRequest } from '@club/shared/api';
import { streamingConfig } from '@club/shared/contracts';

/** GET {streams}/config: the default live assets and the per-team media routing. */
export function getStreamingConfig(signal?: AbortSignal) {
  return apiRequest('streams', '/config', { schema: streamingConfig, ...(signal ? { signal } : {}) });
}
