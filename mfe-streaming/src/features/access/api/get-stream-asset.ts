import { apiRequest } from '@club/shared/api';
import { streamAssetResponse } from '@club/shared/contracts';

/** GET {streams}/streams/{assetID} (spec 001 §7): the stream asset's attributes. */
export async function getStreamAsset(assetId: string, signal?: AbortSignal) {
  const { data } = await apiRequest('streams', `/streams/${encodeURIComponent(assetId)}`, {
    schema: streamAssetResponse,
    ...(signal ? { signal } : {}),
  });
  return data;
}
