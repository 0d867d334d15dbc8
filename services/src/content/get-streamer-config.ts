import { type StreamerConfig, streamerConfig } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { readDocument } from './documents.ts';

export const STREAMER_CONFIG_COLLECTION = 'streamer-config';
export const STREAMER_CONFIG_ID = 'default';

/** The streamer site's one configuration, or undefined if the store has none. */
export async function getStreamerConfig(db: Queryable): Promise<StreamerConfig | undefined> {
  return readDocument(db, STREAMER_CONFIG_COLLECTION, STREAMER_CONFIG_ID, streamerConfig);
}
