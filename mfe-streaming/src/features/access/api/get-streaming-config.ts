import { apiRequest } from '@club/shared/api';
import { streamingConfig } from '@club/shared/contracts';

/** GET {streams}/config: default live assets and the support contact (spec 001 §3 "Streaming config"). */
export function getStreamingConfig(signal?: AbortSignal) {
  return apiRequest('streams', '/config', { schema: streamingConfig, ...(signal ? { signal } : {}) });
}
