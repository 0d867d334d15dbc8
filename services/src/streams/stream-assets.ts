// Reads the streams service's documents, checked against the contract on the way out of storage.
import { type StreamingConfig, streamAssetAttributes, streamingConfig } from '@club/shared/contracts';
import { readDocument, readDocumentEntries } from '../content/documents.ts';
import type { Queryable } from '../db/database.ts';
import { findMatchStreamAsset } from './match-streams.ts';
import { isLive, playbackIdOf, type StreamAsset } from './stream-asset.ts';
import {
  STREAM_ASSETS_COLLECTION,
  STREAMING_CONFIG_COLLECTION,
  STREAMING_CONFIG_ID,
} from './streams-constants.ts';

/**
 * A stream asset as it stands at `now`: a standing one (the stream-assets documents, read once), or
 * a streamed match's own (match-streams.ts, whose status follows the clock).
 */
export async function getStreamAsset(
  db: Queryable,
  assetId: string,
  now: Date,
): Promise<StreamAsset | undefined> {
  const standing = (await standingStreamAssets(db)).find((asset) => asset.id === assetId);
  return standing ?? findMatchStreamAsset(db, assetId, now);
}

/**
 * The standing stream assets, read once per database: the seed writes them before the server
 * answers and nothing changes them after, and every session check and every segment of a live
 * stream asks for one, so neither costs a query for it (a round trip was about a quarter of a
 * renewing session check's CPU under the kick-off surge, docs/benchmarks.md).
 */
const standingRead = new WeakMap<Queryable, Promise<StreamAsset[]>>();

function standingStreamAssets(db: Queryable): Promise<StreamAsset[]> {
  let assets = standingRead.get(db);
  if (!assets) {
    assets = readDocumentEntries(db, STREAM_ASSETS_COLLECTION, streamAssetAttributes).then((entries) =>
      entries.map((entry) => ({ id: entry.id, attributes: entry.body })),
    );
    assets.catch(() => standingRead.delete(db));
    standingRead.set(db, assets);
  }
  return assets;
}

/**
 * The live stream whose media a playbackId names, as it stands at `now`: a standing one or a
 * streamed match's own; undefined for any other id (an on-demand asset's included).
 */
export async function findLiveStreamByPlaybackId(
  db: Queryable,
  playbackId: string,
  now: Date,
): Promise<StreamAsset | undefined> {
  const standing = (await standingStreamAssets(db)).find(
    (asset) => isLive(asset) && playbackIdOf(asset) === playbackId,
  );
  return standing ?? findMatchStreamAsset(db, playbackId, now);
}

const isOnDemandAudio = (asset: StreamAsset) => !isLive(asset) && asset.attributes.kind === 'audio';

/** The on-demand audio asset a playbackId names (a standing one: a match has none); undefined for any other. */
export async function findOnDemandAudio(db: Queryable, playbackId: string): Promise<StreamAsset | undefined> {
  return (await standingStreamAssets(db)).find(
    (asset) => isOnDemandAudio(asset) && playbackIdOf(asset) === playbackId,
  );
}

/** The on-demand audio asset of this id (a standing one), as the payment provider's library serves it. */
export async function findOnDemandAudioById(
  db: Queryable,
  assetId: string,
): Promise<StreamAsset | undefined> {
  return (await standingStreamAssets(db)).find((asset) => isOnDemandAudio(asset) && asset.id === assetId);
}

export async function getStreamingConfig(db: Queryable): Promise<StreamingConfig> {
  const config = await readDocument(db, STREAMING_CONFIG_COLLECTION, STREAMING_CONFIG_ID, streamingConfig);
  if (!config) throw new Error('streaming config missing: the seed did not run');
  return config;
}
