// Reads the streams service's documents, checked against the contract on the way out of storage.
import {
  type StreamAssetAttributes,
  type StreamingConfig,
  streamAssetAttributes,
  streamingConfig,
  type Validation,
  validate,
} from '@club/shared/contracts';
import { getDocument } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import {
  STREAM_ASSETS_COLLECTION,
  STREAMING_CONFIG_COLLECTION,
  STREAMING_CONFIG_ID,
} from './streams-constants.ts';

export interface StreamAsset {
  id: string;
  attributes: StreamAssetAttributes;
}

function checked<T>(what: string, result: Validation<T>): T {
  if (!result.ok) throw new Error(`${what} breaks its contract: ${result.problems.join('; ')}`);
  return result.value;
}

export async function getStreamAsset(db: Queryable, assetId: string): Promise<StreamAsset | undefined> {
  const document = await getDocument(db, STREAM_ASSETS_COLLECTION, assetId);
  if (!document) return undefined;
  const attributes = checked(`stream asset ${assetId}`, validate(streamAssetAttributes, document.body));
  return { id: document.id, attributes };
}

export async function getStreamingConfig(db: Queryable): Promise<StreamingConfig> {
  const document = await getDocument(db, STREAMING_CONFIG_COLLECTION, STREAMING_CONFIG_ID);
  if (!document) throw new Error('streaming config missing: the seed did not run');
  return checked('streaming config', validate(streamingConfig, document.body));
}

/** The playbackId media paths use for this asset (spec 001 §3: "playbackIds (first entry has id)"). */
export function playbackIdOf(asset: StreamAsset): string {
  const first = asset.attributes.assetData.playbackIds[0];
  if (!first) throw new Error(`stream asset ${asset.id} has no playbackId`);
  return first.id;
}

export const isLive = (asset: StreamAsset): boolean => asset.attributes.mediaType === 'live-stream';
