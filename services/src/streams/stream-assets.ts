// Reads the streams service's documents, checked against the contract on the way out of storage.
import {
  type StreamAssetAttributes,
  type StreamingConfig,
  streamAssetAttributes,
  streamingConfig,
} from '@club/shared/contracts';
import { readDocument } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { findMatchStreamAsset } from './match-streams.ts';
import {
  STREAM_ASSETS_COLLECTION,
  STREAMING_CONFIG_COLLECTION,
  STREAMING_CONFIG_ID,
} from './streams-constants.ts';

export interface StreamAsset {
  id: string;
  attributes: StreamAssetAttributes;
}

/**
 * A stream asset as it stands at `now`: a standing one (the stream-assets documents), or a streamed
 * match's own (match-streams.ts, whose status follows the clock).
 */
export async function getStreamAsset(
  db: Queryable,
  assetId: string,
  now: Date,
): Promise<StreamAsset | undefined> {
  const attributes = await readDocument(db, STREAM_ASSETS_COLLECTION, assetId, streamAssetAttributes);
  if (attributes) return { id: assetId, attributes };
  return findMatchStreamAsset(db, assetId, now);
}

export async function getStreamingConfig(db: Queryable): Promise<StreamingConfig> {
  const config = await readDocument(db, STREAMING_CONFIG_COLLECTION, STREAMING_CONFIG_ID, streamingConfig);
  if (!config) throw new Error('streaming config missing: the seed did not run');
  return config;
}

/** The playbackId media paths use for this asset (spec 001 §3: "playbackIds (first entry has id)"). */
export function playbackIdOf(asset: StreamAsset): string {
  const first = asset.attributes.assetData.playbackIds[0];
  if (!first) throw new Error(`stream asset ${asset.id} has no playbackId`);
  return first.id;
}

export const isLive = (asset: StreamAsset): boolean => asset.attributes.mediaType === 'live-stream';
