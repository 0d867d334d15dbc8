// A stream asset as the streams service answers it (spec 001 §3 "Stream asset"), whether a standing
// one from the documents (stream-assets.ts) or a streamed match's own (match-streams.ts).
import type { StreamAssetAttributes } from '@club/shared/contracts';

export interface StreamAsset {
  id: string;
  attributes: StreamAssetAttributes;
}

/** The playbackId media paths use for this asset (spec 001 §3: "playbackIds (first entry has id)"). */
export function playbackIdOf(asset: StreamAsset): string {
  const first = asset.attributes.assetData.playbackIds[0];
  if (!first) throw new Error(`stream asset ${asset.id} has no playbackId`);
  return first.id;
}

export const isLive = (asset: StreamAsset): boolean => asset.attributes.mediaType === 'live-stream';
