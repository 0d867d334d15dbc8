import { type StreamerConfig, streamerConfig, validate } from '@club/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { getDocument } from './documents.ts';

export const STREAMER_CONFIG_COLLECTION = 'streamer-config';
export const STREAMER_CONFIG_ID = 'default';

/** The streamer site's one configuration, or undefined if the store has none. */
export async function getStreamerConfig(db: Queryable): Promise<StreamerConfig | undefined> {
  const document = await getDocument(db, STREAMER_CONFIG_COLLECTION, STREAMER_CONFIG_ID);
  if (!document) return undefined;
  const checked = validate(streamerConfig, document.body);
  if (!checked.ok) {
    throw new Error(`${STREAMER_CONFIG_COLLECTION}/${document.id}: ${checked.problems.join('; ')}`);
  }
  return checked.value;
}
