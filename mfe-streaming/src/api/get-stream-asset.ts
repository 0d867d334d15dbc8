import { apiRequest } from '@club/shared/api';
import { type StreamAssetResponse, streamAssetResponse } from '@club/shared/contracts';

/** GET {streams}/streams/{assetID} (spec 001 §7): a stream asset: what the live pages and the players show and play. */
export async function getStreamAsset(
  assetId: string,
  signal?: AbortSignal,
): Promise<StreamAssetResponse['data']> {
  const { data } = await apiRequest('streams', `/streams/${encodeURIComponent(assetId)}`, {
    schema: streamAssetResponse,
    ...(signal ? { signal } : {}),
  });
  return data;
}
